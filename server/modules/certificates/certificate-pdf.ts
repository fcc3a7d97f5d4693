import type { Language, Verdict } from '../../../core/constants';
import { localeOf } from '../../../core/languages';
import { toIntegerCents } from '../../../core/money/round';
import { formatCertificateCode } from '../../../core/schemas/certificates';
import type { FigureBasis, VerificationStatus } from '../../../core/verification-status';
import { translate } from '../../i18n';
import type { BestMatchFigures, CertificateHousehold, CertificateLoan } from './certificate-figures';
import { openPdfDocument, toWinAnsi, type PdfFonts } from './pdf-fonts';

export interface CertificateContent {
  language: Language;
  code: string;
  applicantName: string;
  residenceCountry: string;
  propertyCountry: string;
  score: number;
  /** Null for a result from before verdicts (issue 10). */
  verdict: Verdict | null;
  /** EUR, decimal strings as stored. */
  maxLoanAmount: string;
  desiredLoanAmount: string | null;
  /** The applicant's declared net monthly income (issue 23), printed with its basis. */
  declaredIncome: { amount: number | null; currency: string | null };
  /** Issue 23: what a broker verified (income, identity, property papers), else declared. */
  basis: VerificationStatus;
  /**
   * The one loan offered (issue 19), 'none' when no loan can be made (no payment is printed),
   * null for a result from before issue 19 (its stored payment was the desired loan's: not printed).
   */
  offeredLoan: CertificateLoan | 'none' | null;
  household: CertificateHousehold;
  banks: string[];
  /** The offering bank's offer priced in full (issue 14); null for an assessment scored before it. */
  bestMatch: BestMatchFigures | null;
  submittedAt: Date | null;
  issuedAt: Date;
  /** The day the certificate stops vouching for the figures (issuedAt + CERTIFICATE_VALIDITY_DAYS). */
  validUntil: Date;
  verifyUrl: string;
}

const MAX_BANKS = 6;
/** Points: the label column, where values start, the space after a row. */
const LABEL_WIDTH = 160;
const VALUE_X = 170;
const ROW_GAP = 4;
/** The certificate's colours, which the bank dossier (server/modules/dossiers) shares. */
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const ACCENT = '#0f766e';

/** The country's name in the language (the product spells the United Kingdom 'UK', ISO says GB). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code === 'UK' ? 'GB' : code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Amounts as the result screen shows them (client/src/lib/format.ts formatEur): whole euros, in
 * the language's format; the monthly payment to the cent, as the screen shows the instalment. A
 * certificate that says €612.37 where the screen said €612 reads as a different figure to a bank.
 */
export function formatCertificateEuros(amount: string | number, language: Language, { cents = false }: { cents?: boolean } = {}): string {
  return formatCertificateMoney(Number(amount), 'EUR', language, { cents });
}

/** An amount in any currency (a loan in lei, an income in pounds): cents when asked for, or when it has some with 'ifAny'. */
export function formatCertificateMoney(amount: number, currency: string, language: Language, { cents = false }: { cents?: boolean | 'ifAny' } = {}): string {
  const digits = cents === true || (cents === 'ifAny' && toIntegerCents(amount) % 100 !== 0) ? 2 : 0;
  try {
    return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(amount)} ${currency}`;
  }
}

/** The APRC as the result screen writes it: two decimals, the language's percent sign. */
export function formatCertificatePercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent / 100);
}

/** A label mid-sentence ("Permanent contract" -> "permanent contract"); an acronym stays as it is (French "CDI", not "cDI"). */
const lowerFirst = (value: string, language: Language) =>
  /^\p{Lu}{2}/u.test(value) ? value : value.charAt(0).toLocaleLowerCase(localeOf(language)) + value.slice(1);

/** A one-page A4 certificate, as a PDF buffer. */
export async function renderCertificatePdf(content: CertificateContent, fonts: PdfFonts): Promise<Buffer> {
  const { language } = content;
  const t = (key: string, values: Record<string, string | number> = {}) => translate(language, key, values, 'certificate');
  const text = (value: string) => (fonts.isUnicode ? value : toWinAnsi(value));
  const locale = localeOf(language);
  const euros = (amount: string | number, options: { cents?: boolean } = {}) => formatCertificateEuros(amount, language, options);
  const percent = (value: number) => formatCertificatePercent(value, language);
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  const code = formatCertificateCode(content.code);

  const { doc, done } = await openPdfDocument(fonts, {
    margins: { top: 56, bottom: 40, left: 60, right: 60 },
    info: { Title: text(t('documentTitle', { code })), Author: 'Acasa', Subject: text(t('title')), Creator: 'Acasa' },
    lang: language,
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(26).fillColor(ACCENT).text('Acasa', left, 56);
  doc.moveDown(0.3).fontSize(20).fillColor(INK).text(text(t('title')));
  doc.moveDown(0.2).font('regular').fontSize(10.5).fillColor(MUTED).text(text(t('subtitle')), { width });
  doc.moveDown(0.6);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(1).strokeColor(ACCENT).stroke();
  doc.moveDown(0.7);

  // One label and its value; the row is as tall as the taller of the two (either may wrap), so
  // the twenty-odd rows of a household's offer stay on one page in every language.
  const valueWidth = width - VALUE_X;
  const row = (label: string, value: string, emphasise = false) => {
    const y = doc.y;
    doc.font('regular').fontSize(9.5);
    const labelHeight = doc.heightOfString(text(label), { width: LABEL_WIDTH });
    doc.fillColor(MUTED).text(text(label), left, y + (emphasise ? 2.5 : 1.5), { width: LABEL_WIDTH });
    doc.font(emphasise ? 'bold' : 'regular').fontSize(emphasise ? 13 : 11);
    const valueHeight = doc.heightOfString(text(value), { width: valueWidth });
    doc.fillColor(INK).text(text(value), left + VALUE_X, y, { width: valueWidth });
    doc.x = left;
    doc.y = y + Math.max(labelHeight, valueHeight) + ROW_GAP;
  };

  row(t('applicant'), content.applicantName);
  row(
    t('corridor'),
    t('corridorValue', { residence: countryName(content.residenceCountry, language), property: countryName(content.propertyCountry, language) }),
  );
  // Issue 23: the income the figures rest on, and what a broker checked, each declared or verified.
  const verifiedOn = (basis: Extract<FigureBasis, { verifiedAt: Date }>) =>
    t('verifiedAgainst', { documents: basis.documentCount, date: date(basis.verifiedAt) });
  const { amount: income, currency: incomeCurrency } = content.declaredIncome;
  if (income !== null && incomeCurrency) {
    const incomeBasis = content.basis.income;
    const perMonth = t('perMonth', { amount: formatCertificateMoney(income, incomeCurrency, language, { cents: 'ifAny' }) });
    row(
      t('income'),
      incomeBasis.state === 'verified'
        ? t('incomeVerified', { income: perMonth, verified: verifiedOn(incomeBasis) })
        : incomeBasis.state === 'verifiedLower'
          ? t('incomeVerifiedLower', {
              income: perMonth,
              amount: formatCertificateMoney(incomeBasis.amount, incomeBasis.currency, language, { cents: 'ifAny' }),
              documents: incomeBasis.documentCount,
              date: date(incomeBasis.verifiedAt),
            })
          : t('incomeDeclared', { income: perMonth }),
    );
  }
  const documentBasis = (basis: FigureBasis) => (basis.state === 'declared' ? t('notVerified') : verifiedOn(basis));
  row(t('identity'), documentBasis(content.basis.identity));
  row(t('propertyPapers'), documentBasis(content.basis.property));
  if (content.verdict) row(t('verdict'), t(`verdictValue.${content.verdict}`));
  row(t('score'), t('scoreValue', { score: content.score }), true);
  row(t('maxLoan'), euros(content.maxLoanAmount), true);
  if (content.desiredLoanAmount) row(t('loanAsked'), euros(content.desiredLoanAmount));

  // Issue 19: the one loan a partner bank would make, and its payment; never the desired loan's.
  const loan = content.offeredLoan;
  const best = content.bestMatch;
  if (loan === 'none') {
    row(t('loanOffered'), t('noLoan'), true);
  } else if (loan) {
    const amount = euros(loan.amount);
    row(t('loanOffered'), loan.bankName ? t('loanOfferedBy', { amount, bank: loan.bankName }) : t('loanOfferedTypical', { amount }), true);
    row(
      t('loanCurrency'),
      loan.currency === 'EUR'
        ? loan.currency
        : t('loanCurrencyValue', { currency: loan.currency, amount: formatCertificateMoney(loan.amountInLoanCurrency, loan.currency, language) }),
    );
    const years = Math.round(loan.termMonths / 12);
    const fixedYears = loan.rateChangesFromMonth ? Math.round((loan.rateChangesFromMonth - 1) / 12) : null;
    row(
      t('rateTerm'),
      loan.rateAfter !== null && fixedYears
        ? t('rateFixedThen', { rate: percent(loan.rate), fixedYears, rateAfter: percent(loan.rateAfter), years })
        : t('rateFor', { rate: percent(loan.rate), years }),
    );
    row(t('firstInstalment'), euros(loan.monthlyPayment, { cents: true }), true);
    row(t('apr'), loan.apr === null ? t('aprUnknown') : percent(loan.apr));
    if (best) {
      row(t('totalCost'), euros(best.totalCostOfCredit));
      row(t('cashNeeded'), euros(best.cashNeeded));
    }
  } else if (best) {
    // Issue 14's rows for a result from before issue 19: the best match, without a payment.
    row(t('bestMatch'), best.bankName);
    row(t('apr'), best.apr === null ? t('aprUnknown') : percent(best.apr));
    row(t('totalCost'), euros(best.totalCostOfCredit));
    row(t('cashNeeded'), euros(best.cashNeeded));
  }
  const banks = content.banks.slice(0, MAX_BANKS);
  row(t('banks'), banks.length ? banks.join(', ') : t('noBanks'));

  // The household the figures were computed for (issue 19).
  const { coApplicant, dependants, isApplicantAlone } = content.household;
  if (coApplicant) {
    const details = [
      t('perMonth', { amount: formatCertificateMoney(coApplicant.income, coApplicant.currency ?? 'EUR', language, { cents: 'ifAny' }) }),
      // Mid-sentence: "2,100 GBP a month, self-employed, age 41".
      coApplicant.employmentType ? lowerFirst(translate(language, `enums.employmentType.${coApplicant.employmentType}`), language) : null,
      coApplicant.age === null ? null : t('age', { age: coApplicant.age }),
    ].filter(Boolean);
    row(t('coApplicant'), isApplicantAlone ? t('coApplicantNotCounted', { details: details.join(', ') }) : details.join(', '));
  } else {
    row(t('coApplicant'), t('noCoApplicant'));
  }
  row(t('dependants'), dependants === null ? translate(language, 'common.notSpecified') : String(dependants));
  if (content.submittedAt) row(t('assessedOn'), date(content.submittedAt));
  row(t('issuedOn'), date(content.issuedAt));
  row(t('validUntil'), date(content.validUntil));

  doc.moveDown(0.6);
  const boxTop = doc.y;
  doc.roundedRect(left, boxTop, width, 74, 6).lineWidth(1).strokeColor(ACCENT).stroke();
  doc.font('regular').fontSize(10).fillColor(MUTED).text(text(t('verificationCode')), left + 16, boxTop + 12);
  doc.font('bold').fontSize(18).fillColor(INK).text(code, left + 16, boxTop + 26, { characterSpacing: 1.5 });
  // A link too: a click on the printed address opens the verification page.
  doc.font('regular').fontSize(9).fillColor(MUTED).text(text(t('verifyAt', { url: content.verifyUrl })), left + 16, boxTop + 52, { width: width - 32, link: content.verifyUrl });

  doc.y = boxTop + 86;
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(text(t('disclaimer')), left, doc.y, { width, align: 'justify' });
  doc.end();
  return done;
}
