import type { Language } from '../../../core/constants';
import { localeOf } from '../../../core/languages';
import { translate } from '../../i18n';
import type { CertificateHousehold } from '../certificates/certificate-figures';
import {
  ACCENT,
  countryName,
  formatCertificateEuros,
  formatCertificateMoney,
  formatCertificatePercent,
  INK,
  MUTED,
} from '../certificates/certificate-pdf';
import { openPdfDocument, toWinAnsi, type PdfFonts } from '../certificates/pdf-fonts';
import type { ChecklistItem, DossierOffer, RepaymentYear } from './dossier-figures';
import { createPdfLayout, type PdfLayout } from './pdf-layout';

/** A figure's basis as the dossier prints it (core/verification-status.ts), with who verified it. */
export interface DossierBasis {
  state: 'verified' | 'verifiedLower' | 'declared';
  /** "Maria P."; null when declared, or the broker's account is gone. */
  broker: string | null;
  documentCount: number;
  verifiedAt: Date | null;
  /** Income: the monthly amount the broker verified, in its currency. */
  amount: number | null;
  currency: string | null;
}

export interface DossierContent {
  language: Language;
  /** The date the figures are valid on, printed in the header and the disclaimer. */
  preparedAt: Date;
  bank: { name: string; website: string | null };
  applicant: {
    name: string;
    residenceCountry: string | null;
    propertyCountry: string | null;
    employmentType: string | null;
    employmentMonths: number | null;
    income: { amount: number; currency: string } | null;
    household: CertificateHousehold;
  };
  verification: { income: DossierBasis; identity: DossierBasis; property: DossierBasis };
  offer: DossierOffer;
  /** The applicant chose a variable rate (the wizard's answer). */
  isVariableRate: boolean;
  /** The household's income currencies other than the loan's: the ESIS foreign-currency warning names them. */
  foreignIncomeCurrencies: string[];
  repayment: { years: RepaymentYear[]; instalmentFrom: Map<number, number> };
  /** Null when the bank's list is not recorded (a bank deleted since). */
  checklist: ChecklistItem[] | null;
  /** The certificate's verification page, when a valid certificate was issued. */
  verifyUrl: string | null;
}

const MARGIN = 56;

/** The dossier as an A4 PDF buffer, as many pages as it takes, in the certificate's fonts and colours. */
export async function renderDossierPdf(content: DossierContent, fonts: PdfFonts): Promise<Buffer> {
  const { language, offer } = content;
  const t = (key: string, values: Record<string, string | number> = {}) => translate(language, key, values, 'dossier');
  const text = (value: string) => (fonts.isUnicode ? value : toWinAnsi(value));

  // From here to doc.end() in one synchronous run: the parsed fonts are shared (pdf-fonts.ts).
  const { doc, done } = await openPdfDocument(fonts, {
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: text(t('documentTitle', { bank: offer.bankName })), Author: 'Acasa', Subject: text(t('illustrative')), Creator: 'Acasa' },
    lang: language,
  });
  const layout = createPdfLayout(doc, text, { ink: INK, muted: MUTED, accent: ACCENT });

  drawHeader(layout, content, t);
  drawApplicant(layout, content, t);
  drawVerification(layout, content, t);
  drawOffer(layout, content, t);
  drawChecklist(layout, content, t);
  layout.gap(10);
  layout.paragraph(t('disclaimer', { date: longDate(content.preparedAt, language) }), { size: 8.5, colour: MUTED });
  layout.footers((page, pages) => t('footer', { page, pages }));
  doc.end();
  return done;
}

type T = (key: string, values?: Record<string, string | number>) => string;

const longDate = (value: Date, language: Language) => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(value);
/** A calendar date as stored (YYYY-MM-DD), in the language. */
const calendarDate = (value: string, language: Language) => longDate(new Date(`${value}T00:00:00Z`), language);
/** Years of a number of months, to a tenth ("2 years", "2.5 years" would be months 30). */
const yearsOf = (months: number) => Math.round((months / 12) * 10) / 10;

function drawHeader(layout: PdfLayout, content: DossierContent, t: T) {
  const { language } = content;
  layout.brand('Acasa', t('title', { bank: content.offer.bankName }), t('subtitle'));
  // Issue 23: "illustrative, the bank's own ESIS binds", where nobody reading the first page misses it.
  layout.notice(t('illustrative'), t('illustrativeText'));
  layout.row(t('preparedOn'), longDate(content.preparedAt, language));
  if (content.verifyUrl) layout.row(t('certificateAt'), content.verifyUrl, { link: content.verifyUrl });
  else layout.row(t('certificate'), t('noCertificate'));
}

function drawApplicant(layout: PdfLayout, content: DossierContent, t: T) {
  const { language, applicant } = content;
  const money = (amount: number, currency: string | null) => formatCertificateMoney(amount, currency ?? 'EUR', language, { cents: 'ifAny' });
  const employment = (type: string | null) => (type ? translate(language, `enums.employmentType.${type}`) : null);
  layout.heading(t('applicant.title'));
  layout.row(t('applicant.name'), applicant.name);
  if (applicant.residenceCountry && applicant.propertyCountry) {
    layout.row(
      t('applicant.corridor'),
      t('applicant.corridorValue', { residence: countryName(applicant.residenceCountry, language), property: countryName(applicant.propertyCountry, language) }),
    );
  }
  const type = employment(applicant.employmentType);
  if (type) {
    layout.row(t('applicant.employment'), applicant.employmentMonths ? t('applicant.employmentValue', { type, months: applicant.employmentMonths }) : type);
  }
  layout.row(t('applicant.income'), applicant.income ? t('applicant.perMonth', { amount: money(applicant.income.amount, applicant.income.currency) }) : t('applicant.notAnswered'));
  const { coApplicant, dependants, isApplicantAlone } = applicant.household;
  if (coApplicant) {
    const details = [
      t('applicant.perMonth', { amount: money(coApplicant.income, coApplicant.currency) }),
      employment(coApplicant.employmentType),
      coApplicant.age === null ? null : t('applicant.age', { age: coApplicant.age }),
    ]
      .filter(Boolean)
      .join(' · ');
    layout.row(t('applicant.coApplicant'), isApplicantAlone ? t('applicant.coApplicantNotCounted', { details }) : details);
  } else {
    layout.row(t('applicant.coApplicant'), t('applicant.noCoApplicant'));
  }
  layout.row(t('applicant.dependants'), dependants === null ? t('applicant.notAnswered') : String(dependants));
}

function drawVerification(layout: PdfLayout, content: DossierContent, t: T) {
  const { language, verification } = content;
  const money = (amount: number, currency: string) => formatCertificateMoney(amount, currency, language, { cents: 'ifAny' });
  const facts = (basis: DossierBasis) => ({
    broker: basis.broker ?? t('verification.aBroker'),
    documents: basis.documentCount,
    date: basis.verifiedAt ? longDate(basis.verifiedAt, language) : '',
  });
  layout.heading(t('verification.title'));
  const income = verification.income;
  const incomeText =
    income.state !== 'declared' && income.amount !== null && income.currency
      ? t(income.state === 'verified' ? 'verification.incomeVerified' : 'verification.incomeVerifiedLower', {
          ...facts(income),
          amount: money(income.amount, income.currency),
        })
      : t('verification.declared');
  layout.row(t('verification.income'), incomeText, { emphasise: income.state === 'verified' });
  const documentText = (basis: DossierBasis) => (basis.state === 'declared' ? t('verification.notVerified') : t('verification.verified', facts(basis)));
  layout.row(t('verification.identity'), documentText(verification.identity));
  layout.row(t('verification.property'), documentText(verification.property));
}

/** A charge's name, as the result page calls it (`result:charge.<key>`), or a readable fallback. */
function chargeName(key: string, language: Language): string {
  const name = translate(language, `charge.${key}`, {}, 'result');
  return name === `charge.${key}` ? translate(language, 'charge.fallback', { key }, 'result') : name;
}

function drawOffer(layout: PdfLayout, content: DossierContent, t: T) {
  const { language, offer } = content;
  const euros = (amount: number) => formatCertificateEuros(amount, language);
  const eurosCents = (amount: number) => formatCertificateEuros(amount, language, { cents: true });
  const eurosIfCents = (amount: number) => formatCertificateMoney(amount, 'EUR', language, { cents: 'ifAny' });
  const percent = (value: number) => formatCertificatePercent(value, language);
  const [first, ...later] = offer.ratePeriods;
  const next = later[0];
  const fixedYears = next ? yearsOf(next.fromMonth - 1) : null;

  layout.heading(t('esis.title'));
  layout.paragraph(t('esis.intro', { bank: offer.bankName }), { colour: MUTED, size: 9 });

  // 1. Lender
  layout.subheading(t('esis.lender.title'));
  layout.row(t('esis.lender.name'), offer.bankName);
  layout.row(t('esis.lender.website'), offer.website ?? t('esis.lender.noWebsite'), offer.website ? { link: offer.website } : {});

  // 3. Main features of the loan, with the foreign-currency warning the section requires.
  layout.subheading(t('esis.features.title'));
  const eur = euros(offer.loanAmount);
  layout.row(
    t('esis.features.amount'),
    offer.currency === 'EUR'
      ? eur
      : offer.amountInLoanCurrency !== null && offer.loanCurrencyRateDate
        ? t('esis.features.amountInCurrency', {
            amount: formatCertificateMoney(offer.amountInLoanCurrency, offer.currency, language),
            eur,
            date: calendarDate(offer.loanCurrencyRateDate, language),
          })
        : t('esis.features.amountCurrencyOnly', { eur, currency: offer.currency }),
    { emphasise: true },
  );
  layout.row(t('esis.features.duration'), t('esis.features.durationValue', { years: yearsOf(offer.termMonths), months: offer.termMonths }));
  layout.row(t('esis.features.type'), t('esis.features.typeValue'));
  layout.row(
    t('esis.features.rateType'),
    fixedYears !== null ? t('esis.features.rateFixedThen', { years: fixedYears }) : content.isVariableRate ? t('esis.features.rateVariable') : t('esis.features.rateSingle'),
  );
  layout.row(t('esis.features.totalPayable'), euros(offer.totalAmountPayable));
  // "EUR", or "EUR, GBP" for a household paid in two currencies other than the loan's.
  const income = content.foreignIncomeCurrencies.join(', ');
  if (income) {
    const lines = [t('esis.features.fxText', { loan: offer.currency, income })];
    if (offer.fxFall && content.foreignIncomeCurrencies.includes(offer.fxFall.incomeCurrency)) {
      lines.push(
        t('esis.features.fxExample', {
          income: offer.fxFall.incomeCurrency,
          loan: offer.currency,
          amount: formatCertificateMoney(offer.fxFall.monthlyPayment, offer.fxFall.incomeCurrency, language, { cents: 'ifAny' }),
        }),
      );
    }
    layout.warning(t('esis.features.fxTitle'), lines);
  }

  // 4. Interest rate and other costs
  layout.subheading(t('esis.costs.title'));
  layout.paragraph(t('esis.costs.aprIntro'), { colour: MUTED, size: 9 });
  layout.row(t('esis.costs.apr'), offer.apr === null ? t('esis.costs.aprUnknown') : percent(offer.apr), { emphasise: true });
  layout.row(
    t('esis.costs.rate'),
    next && fixedYears !== null
      ? t('esis.costs.rateFixedThen', { rate: percent(first.annualRatePct), years: fixedYears, rateAfter: percent(next.annualRatePct) })
      : t('esis.costs.rateFor', { rate: percent(first.annualRatePct) }),
  );
  const chargeText = (charge: DossierOffer['charges'][number]) => {
    const amount = eurosIfCents(charge.firstAmount);
    const value =
      charge.frequency === 'upfront'
        ? t('esis.costs.atSigning', { amount })
        : t(`esis.costs.${charge.frequency}`, { amount, total: eurosIfCents(charge.total) });
    return charge.isMandatory ? value : `${value} (${t('esis.costs.optional')})`;
  };
  const oneOff = offer.charges.filter((charge) => charge.frequency === 'upfront');
  const regular = offer.charges.filter((charge) => charge.frequency !== 'upfront');
  layout.row(t('esis.costs.oneOff'), oneOff.length ? oneOff.map((charge) => `${chargeName(charge.key, language)}: ${chargeText(charge)}`).join('\n') : t('esis.costs.none'));
  layout.row(t('esis.costs.regular'), regular.length ? regular.map((charge) => `${chargeName(charge.key, language)}: ${chargeText(charge)}`).join('\n') : t('esis.costs.none'));
  layout.row(t('esis.costs.totalInterest'), euros(offer.totalInterest));
  layout.row(t('esis.costs.totalCharges'), euros(offer.totalCharges));
  layout.row(t('esis.costs.totalCost'), euros(offer.totalCostOfCredit), { emphasise: true });
  layout.row(t('esis.costs.cashNeeded'), euros(offer.cashNeeded));

  // 5. Frequency and number of payments
  layout.subheading(t('esis.payments.title'));
  layout.row(t('esis.payments.frequency'), t('esis.payments.monthly'));
  layout.row(t('esis.payments.number'), t('esis.payments.numberValue', { payments: offer.termMonths }));

  // 6. Amount of each instalment: the first as the certificate prints it, and each one after a rate change.
  layout.subheading(t('esis.instalment.title'));
  layout.row(t('esis.instalment.first'), eurosCents(offer.monthlyPayment), { emphasise: true });
  for (const [month, payment] of content.repayment.instalmentFrom) layout.row(t('esis.instalment.from', { month }), eurosCents(payment));
  layout.row(t('esis.instalment.outgoing'), eurosIfCents(offer.monthlyOutgoing));
  layout.paragraph(t('esis.instalment.incomeWarning'), { size: 9 });
  if (income) layout.paragraph(t('esis.instalment.fxWarning', { income }), { size: 9, bold: true });

  // 7. Illustrative repayment table, a row a year.
  layout.subheading(t('esis.table.title'));
  layout.paragraph(t('esis.table.intro'), { colour: MUTED, size: 9 });
  layout.table(
    [
      { title: t('esis.table.year'), width: 0.1, align: 'left' },
      { title: t('esis.table.paid'), width: 0.225, align: 'right' },
      { title: t('esis.table.interest'), width: 0.225, align: 'right' },
      { title: t('esis.table.capital'), width: 0.225, align: 'right' },
      { title: t('esis.table.balance'), width: 0.225, align: 'right' },
    ],
    content.repayment.years.map((year) => [String(year.year), eurosCents(year.paid), eurosCents(year.interest), eurosCents(year.capital), eurosCents(year.balance)]),
  );

  // 8. Additional obligations: what the bank's priced offer makes a condition of the loan besides the instalments.
  layout.subheading(t('esis.obligations.title'));
  const conditions = [...new Set(regular.filter((charge) => charge.isMandatory).map((charge) => chargeName(charge.key, language)))];
  layout.paragraph(conditions.length ? t('esis.obligations.text', { items: conditions.join(', ') }) : t('esis.obligations.none'), { size: 9.5 });

  // 9. Early repayment: what is known, never a figure the bank's data does not hold.
  layout.subheading(t('esis.early.title'));
  layout.paragraph(t('esis.early.right'), { size: 9.5 });
  const earlyFee = offer.charges.find((charge) => charge.key === 'earlyRepayment');
  layout.paragraph(earlyFee ? t('esis.early.fee', { amount: eurosIfCents(earlyFee.firstAmount) }) : t('esis.early.feeUnknown', { bank: offer.bankName }), { size: 9.5 });
}

function drawChecklist(layout: PdfLayout, content: DossierContent, t: T) {
  const { language, checklist } = content;
  layout.heading(t('checklist.title'));
  if (!checklist || checklist.length === 0) {
    layout.paragraph(t('checklist.unknown'), { size: 9.5 });
    return;
  }
  layout.table(
    [
      { title: t('checklist.document'), width: 0.36, align: 'left' },
      { title: t('checklist.status'), width: 0.34, align: 'left' },
      { title: t('checklist.asks'), width: 0.3, align: 'left' },
    ],
    checklist.map((item) => [
      translate(language, `enums.documentType.${item.documentType}`),
      t(`checklist.statusValue.${item.status}`),
      [item.needsTranslation ? t('checklist.translation') : null, item.needsApostille ? t('checklist.apostille') : null].filter(Boolean).join(', ') || '—',
    ]),
  );
}
