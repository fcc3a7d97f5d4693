import PDFDocument from 'pdfkit';
import type { Language } from '../../../core/constants';
import { formatCertificateCode } from '../../../core/schemas/certificates';
import { translate } from '../../i18n';
import { toWinAnsi, type PdfFonts } from './pdf-fonts';

export interface CertificateContent {
  language: Language;
  code: string;
  applicantName: string;
  residenceCountry: string;
  propertyCountry: string;
  score: number;
  /** EUR, decimal strings as stored. */
  maxLoanAmount: string;
  monthlyPayment: string | null;
  desiredLoanAmount: string | null;
  banks: string[];
  /** The best match's offer priced in full (issue 14); null for an assessment scored before it. */
  bestMatch: BestMatchFigures | null;
  submittedAt: Date | null;
  issuedAt: Date;
  /** The day the certificate stops vouching for the figures (issuedAt + CERTIFICATE_VALIDITY_DAYS). */
  validUntil: Date;
  verifyUrl: string;
}

/** The best-matching bank's APRC, total cost of credit and cash needed at signing (EUR). */
export interface BestMatchFigures {
  bankName: string;
  /** Percent, two decimals; null when it could not be computed. */
  apr: number | null;
  totalCostOfCredit: number;
  cashNeeded: number;
}

const LOCALES: Record<Language, string> = { ro: 'ro-RO', en: 'en-GB', fr: 'fr-FR' };
const MAX_BANKS = 6;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#0f766e';

/** The country's name in the language (the product spells the United Kingdom 'UK', ISO says GB). */
function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([LOCALES[language]], { type: 'region' }).of(code === 'UK' ? 'GB' : code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Amounts as the result screen shows them (client/src/lib/format.ts formatEur): whole euros, in
 * the language's format. A certificate that says €612.37 where the screen said €612 reads as a
 * different figure to a bank.
 */
export function formatCertificateEuros(amount: string | number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(Number(amount));
}

/** The APRC as the result screen writes it: two decimals, the language's percent sign. */
export function formatCertificatePercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent / 100);
}

/** A one-page A4 certificate, as a PDF buffer. */
export function renderCertificatePdf(content: CertificateContent, fonts: PdfFonts): Promise<Buffer> {
  const { language } = content;
  const t = (key: string, values: Record<string, string | number> = {}) => translate(language, key, values, 'certificate');
  const text = (value: string) => (fonts.isUnicode ? value : toWinAnsi(value));
  const locale = LOCALES[language];
  const euros = (amount: string | number) => formatCertificateEuros(amount, language);
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  const code = formatCertificateCode(content.code);

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 60, right: 60 },
    info: { Title: text(t('documentTitle', { code })), Author: 'Acasa', Subject: text(t('title')), Creator: 'Acasa' },
    lang: language,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(26).fillColor(ACCENT).text('Acasa', left, 56);
  doc.moveDown(0.3).fontSize(20).fillColor(INK).text(text(t('title')));
  doc.moveDown(0.2).font('regular').fontSize(10.5).fillColor(MUTED).text(text(t('subtitle')), { width });
  doc.moveDown(0.8);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(1).strokeColor(ACCENT).stroke();
  doc.moveDown(1);

  const row = (label: string, value: string, emphasise = false) => {
    const y = doc.y;
    doc.font('regular').fontSize(10.5).fillColor(MUTED).text(text(label), left, y, { width: 170 });
    doc.font(emphasise ? 'bold' : 'regular').fontSize(emphasise ? 15 : 12).fillColor(INK).text(text(value), left + 180, y, { width: width - 180 });
    doc.moveDown(0.7);
  };

  row(t('applicant'), content.applicantName);
  row(
    t('corridor'),
    t('corridorValue', { residence: countryName(content.residenceCountry, language), property: countryName(content.propertyCountry, language) }),
  );
  row(t('score'), t('scoreValue', { score: content.score }), true);
  row(t('maxLoan'), euros(content.maxLoanAmount), true);
  if (content.monthlyPayment && content.desiredLoanAmount) {
    row(t('monthlyPayment'), t('monthlyPaymentValue', { amount: euros(content.monthlyPayment), loan: euros(content.desiredLoanAmount) }));
  }
  const banks = content.banks.slice(0, MAX_BANKS);
  row(t('banks'), banks.length ? banks.join(', ') : t('noBanks'));
  const best = content.bestMatch;
  if (best) {
    // Issue 14: the whole cost of the best match, as the result screen shows it.
    row(t('bestMatch'), best.bankName);
    row(t('apr'), best.apr === null ? t('aprUnknown') : formatCertificatePercent(best.apr, language));
    row(t('totalCost'), euros(best.totalCostOfCredit));
    row(t('cashNeeded'), euros(best.cashNeeded));
  }
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

  doc.y = boxTop + 100;
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(text(t('disclaimer')), left, doc.y, { width, align: 'justify' });
  doc.end();
  return done;
}
