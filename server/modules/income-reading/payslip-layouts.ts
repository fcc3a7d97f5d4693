/**
 * How income documents are worded in each country people live in (issue 23): the labels of the
 * net pay (after tax and social contributions, the income banks count; what reaches the account
 * only where no net line is printed) and of the gross pay, the titles that say what the document is, the document's
 * languages (month names come from Intl for them, not from a list of our own) and its currency.
 * Labels are listed most specific first: "Nettoverdienst" before the bare "Netto" some layouts
 * print; in France "Net payé" (after the income tax withheld since 2019) before "Net à payer avant
 * impôt sur le revenu". A new layout is a new entry here and a generated
 * document in read-payslip.test.ts (ADR 082).
 *
 * Where a law fixes the wording and it was checked, it is cited with the date (`verifiedOn`);
 * elsewhere the labels are those of common payroll software and public sample payslips, marked
 * as an estimate (`isEstimate`). A document whose labels we do not know is read for nothing, never
 * guessed at: the applicant then keeps the declared figure.
 */
export type DocumentKind = 'payslip' | 'annualStatement';

export interface PayslipLayout {
  /** Residence country (core/reference-data/countries.ts). */
  country: string;
  /** BCP 47 locales of the documents' languages (Belgium: French and Dutch). */
  locales: readonly string[];
  currency: 'EUR' | 'GBP' | 'USD' | 'CAD' | 'CHF' | 'AUD';
  /** Labels of the net pay, most specific first; the amount paid out last, as a fallback. */
  net: readonly string[];
  /** Labels of the gross pay, most specific first. */
  gross: readonly string[];
  /** Titles that name the document, by kind. */
  titles: Readonly<Record<DocumentKind, readonly string[]>>;
  source: string;
  /** When the source was read and found to say this (YYYY-MM-DD); null: not checked against it. */
  verifiedOn: string | null;
  /** True unless a checked source fixes the wording: then the labels are those commonly printed. */
  isEstimate: boolean;
}

const COMMON_SOFTWARE = 'labels of common payroll software and public sample payslips (our reading, not a legal form)';

export const PAYSLIP_LAYOUTS: readonly PayslipLayout[] = [
  {
    country: 'DE',
    locales: ['de-DE'],
    currency: 'EUR',
    net: ['Nettoverdienst', 'Nettoentgelt', 'Netto-Verdienst', 'Nettobezüge', 'Auszahlungsbetrag', 'Auszahlung', 'Netto'],
    gross: ['Gesamtbrutto', 'Bruttoverdienst', 'Bruttobezüge', 'Brutto'],
    titles: { payslip: ['Verdienstabrechnung', 'Entgeltabrechnung', 'Gehaltsabrechnung', 'Lohnabrechnung'], annualStatement: ['Lohnsteuerbescheinigung'] },
    source: 'Entgeltbescheinigungsverordnung (EBV) § 1 under § 108 GewO: the payslip states the Gesamtbrutto, the Nettoentgelt and the Auszahlungsbetrag in fixed terms (haufe.de, "Entgeltbescheinigung"; urteile-gesetze.de/gesetze/ebv)',
    verifiedOn: '2026-11-29',
    isEstimate: false,
  },
  {
    country: 'AT',
    locales: ['de-AT'],
    currency: 'EUR',
    net: ['Nettobezug', 'Nettoverdienst', 'Auszahlungsbetrag', 'Auszahlung', 'Netto'],
    gross: ['Bruttobezug', 'Gesamtbrutto', 'Brutto'],
    titles: { payslip: ['Gehaltsabrechnung', 'Lohnabrechnung', 'Bezugsabrechnung'], annualStatement: ['Lohnzettel', 'L16'] },
    source: COMMON_SOFTWARE,
    verifiedOn: null,
    isEstimate: true,
  },
  {
    country: 'FR',
    locales: ['fr-FR'],
    currency: 'EUR',
    net: ['Net à payer au salarié', 'Net payé', 'Net à payer avant impôt sur le revenu', 'Net à payer'],
    gross: ['Salaire brut', 'Total brut', 'Brut'],
    titles: { payslip: ['Bulletin de paie', 'Bulletin de salaire'], annualStatement: ["Avis d'impôt", 'Avis d’impôt'] },
    source: 'Arrêté of 25.2.2016 (bulletin de paie clarifié: the order and labels of the lines), "Net à payer avant impôt sur le revenu" since 1.1.2019 (arrêté of 9.5.2018), "Net à payer au salarié" (arrêté of 23.12.2021): dreets.gouv.fr (Normandie), ffbatiment.fr',
    verifiedOn: '2026-11-29',
    isEstimate: false,
  },
  {
    country: 'IT',
    locales: ['it-IT'],
    currency: 'EUR',
    net: ['Netto del mese', 'Netto in busta', 'Netto a pagare', 'Netto'],
    gross: ['Totale competenze', 'Retribuzione lorda', 'Lordo'],
    titles: { payslip: ['Busta paga', 'Cedolino', 'Prospetto paga'], annualStatement: ['Certificazione Unica'] },
    source: COMMON_SOFTWARE,
    verifiedOn: null,
    isEstimate: true,
  },
  {
    country: 'ES',
    locales: ['es-ES'],
    currency: 'EUR',
    net: ['Líquido total a percibir', 'Líquido a percibir', 'Total líquido', 'Líquido'],
    gross: ['Total devengado', 'Salario bruto', 'Bruto'],
    titles: { payslip: ['Recibo individual justificativo del pago de salarios', 'Nómina', 'Recibo de salarios'], annualStatement: ['Certificado de retenciones'] },
    source: 'The model receipt of the Orden of 27.12.1994 as amended by Orden ESS/2098/2014 (BOE 11.11.2014); its labels as commonly printed, the annex itself not read',
    verifiedOn: null,
    isEstimate: true,
  },
  {
    country: 'NL',
    locales: ['nl-NL'],
    currency: 'EUR',
    net: ['Netto te betalen', 'Uit te betalen', 'Nettoloon', 'Netto loon', 'Netto'],
    gross: ['Brutoloon', 'Bruto loon', 'Bruto'],
    titles: { payslip: ['Loonstrook', 'Salarisstrook'], annualStatement: ['Jaaropgaaf', 'Jaaropgave'] },
    source: COMMON_SOFTWARE,
    verifiedOn: null,
    isEstimate: true,
  },
  {
    country: 'BE',
    locales: ['fr-BE', 'nl-BE'],
    currency: 'EUR',
    net: ['Net à payer', 'Netto te betalen', 'Net', 'Netto'],
    gross: ['Rémunération brute', 'Brutoloon', 'Brut', 'Bruto'],
    titles: { payslip: ['Fiche de paie', 'Décompte de paie', 'Loonfiche', 'Loonbrief'], annualStatement: ['Fiche 281.10'] },
    source: COMMON_SOFTWARE,
    verifiedOn: null,
    isEstimate: true,
  },
  {
    country: 'IE',
    locales: ['en-IE'],
    currency: 'EUR',
    net: ['Net Pay', 'Net'],
    gross: ['Gross Pay', 'Total Gross', 'Gross'],
    titles: { payslip: ['Payslip', 'Pay Slip'], annualStatement: ['Employment Detail Summary'] },
    source: COMMON_SOFTWARE,
    verifiedOn: null,
    isEstimate: true,
  },
  {
    country: 'UK',
    locales: ['en-GB'],
    currency: 'GBP',
    net: ['Net Pay', 'Net'],
    gross: ['Total Gross Pay', 'Gross Pay', 'Pay in this employment', 'Gross'],
    titles: { payslip: ['Payslip', 'Pay Advice'], annualStatement: ['P60'] },
    source: 'Employment Rights Act 1996, s. 8 (gross and net pay on every itemised pay statement) and the P60\'s "Pay in this employment", as recalled, not re-read',
    verifiedOn: null,
    isEstimate: true,
  },
  {
    country: 'CH',
    locales: ['de-CH', 'fr-CH'],
    currency: 'CHF',
    net: ['Nettolohn', 'Salaire net', 'Auszahlung', 'Netto'],
    gross: ['Bruttolohn', 'Salaire brut', 'Brutto'],
    titles: { payslip: ['Lohnabrechnung', 'Décompte de salaire'], annualStatement: ['Lohnausweis', 'Certificat de salaire'] },
    source: COMMON_SOFTWARE,
    verifiedOn: null,
    isEstimate: true,
  },
  {
    country: 'US',
    locales: ['en-US'],
    currency: 'USD',
    net: ['Net Pay', 'Net Amount', 'Net'],
    gross: ['Gross Pay', 'Total Gross', 'Wages, tips, other compensation', 'Gross'],
    titles: { payslip: ['Earnings Statement', 'Pay Stub', 'Pay Statement'], annualStatement: ['W-2', 'Wage and Tax Statement'] },
    source: 'IRS Form W-2, box 1 "Wages, tips, other compensation"; pay stubs: ' + COMMON_SOFTWARE,
    verifiedOn: null,
    isEstimate: true,
  },
  {
    country: 'CA',
    locales: ['en-CA', 'fr-CA'],
    currency: 'CAD',
    net: ['Net Pay', 'Salaire net', 'Net'],
    gross: ['Gross Pay', 'Gross Earnings', 'Employment income', 'Salaire brut', 'Gross'],
    titles: { payslip: ['Pay Stub', 'Statement of Earnings', 'Talon de paie'], annualStatement: ['T4', 'Statement of Remuneration Paid'] },
    source: 'CRA T4 slip, box 14 "Employment income"; pay stubs: ' + COMMON_SOFTWARE,
    verifiedOn: null,
    isEstimate: true,
  },
  {
    country: 'AU',
    locales: ['en-AU'],
    currency: 'AUD',
    net: ['Net Pay', 'Net'],
    gross: ['Gross Pay', 'Total Gross', 'Gross'],
    titles: { payslip: ['Payslip', 'Pay Slip'], annualStatement: ['Income Statement', 'PAYG Payment Summary'] },
    source: 'Fair Work Regulations 2009, reg. 3.46 (gross and net amounts on a pay slip), as recalled, not re-read',
    verifiedOn: null,
    isEstimate: true,
  },
];

export function layoutFor(country: string): PayslipLayout | undefined {
  return PAYSLIP_LAYOUTS.find((layout) => layout.country === country);
}
