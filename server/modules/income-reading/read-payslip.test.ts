/**
 * Issue 23: payslips generated as digital PDFs (pdfkit), one per residence country in its
 * language and number format (Intl's for the locale), read back through their text layer: the
 * net, gross, period, employer and currency a person would expect to see read. Each carries what
 * trips a careless reader: a year-to-date column, a birth date and a start date, tax lines, the
 * amount paid out beside the net pay.
 */
import { describe, expect, it } from 'vitest';
import { PAYSLIP_LAYOUTS } from './payslip-layouts';
import { pdfText } from './pdf-text';
import { readIncomeDocument } from './read-payslip';
import { moneyOn } from './read-money';
import { readPayPeriod } from './read-period';
import { payslipPdf as pdf, type PayslipRow as Row } from './testing/payslip-pdf';

interface Sample {
  country: string;
  locale: string;
  rows: Row[];
  expected: { employer: string; year: number; month: number; gross: number; net: number; currency: string; kind: 'payslip' | 'annualStatement' };
}

const NAME = 'Andrei Popescu';

const SAMPLES: Sample[] = [
  {
    country: 'DE',
    locale: 'de-DE',
    rows: [
      'Klinikum München GmbH',
      'Verdienstabrechnung Oktober 2026',
      `Herr ${NAME}`,
      'Geburtsdatum 14.03.1991   Eintritt 01.04.2021',
      ['Gesamtbrutto', 4812.5, 48125.0],
      ['Lohnsteuer', 712.33],
      ['Nettoverdienst', 3254.17],
      ['Vorschuss', 50.0],
      ['Auszahlungsbetrag', 3204.17],
    ],
    expected: { employer: 'Klinikum München GmbH', year: 2026, month: 10, gross: 4812.5, net: 3254.17, currency: 'EUR', kind: 'payslip' },
  },
  {
    country: 'AT',
    locale: 'de-AT',
    rows: ['Wiener Verkehrsbetriebe GmbH', 'Gehaltsabrechnung September 2026', NAME, ['Bruttobezug', 3950.0], ['Lohnsteuer', 402.11], ['Nettobezug', 2791.4], ['Auszahlungsbetrag', 2791.4]],
    expected: { employer: 'Wiener Verkehrsbetriebe GmbH', year: 2026, month: 9, gross: 3950, net: 2791.4, currency: 'EUR', kind: 'payslip' },
  },
  {
    country: 'FR',
    locale: 'fr-FR',
    rows: [
      'Hôpital Privé de Lyon SAS',
      'Bulletin de paie',
      `M. ${NAME.toUpperCase()}`,
      'Période du 01/10/2026 au 31/10/2026',
      ['Salaire brut', 3650.0, 36500.0],
      ['Net à payer avant impôt sur le revenu', 2865.2],
      ['Impôt sur le revenu prélevé à la source', 143.26],
      ['Net payé', 2721.94],
    ],
    expected: { employer: 'Hôpital Privé de Lyon SAS', year: 2026, month: 10, gross: 3650, net: 2721.94, currency: 'EUR', kind: 'payslip' },
  },
  {
    country: 'IT',
    locale: 'it-IT',
    rows: ['Ospedale San Raffaele S.r.l.', 'Cedolino paga - mese di agosto 2026', NAME, ['Totale competenze', 3120.0], ['Totale trattenute', 815.44], ['Netto del mese', 2304.56]],
    expected: { employer: 'Ospedale San Raffaele S.r.l.', year: 2026, month: 8, gross: 3120, net: 2304.56, currency: 'EUR', kind: 'payslip' },
  },
  {
    country: 'ES',
    locale: 'es-ES',
    rows: ['Hospital Clínic de Barcelona S.A.', 'Recibo individual justificativo del pago de salarios', NAME, 'Periodo de liquidación: 01/09/2026 al 30/09/2026', ['Total devengado', 2890.0], ['Total a deducir', 512.78], ['Líquido total a percibir', 2377.22]],
    expected: { employer: 'Hospital Clínic de Barcelona S.A.', year: 2026, month: 9, gross: 2890, net: 2377.22, currency: 'EUR', kind: 'payslip' },
  },
  {
    country: 'NL',
    locale: 'nl-NL',
    rows: ['Philips Nederland B.V.', 'Salarisstrook oktober 2026', `Dhr. ${NAME}`, ['Brutoloon', 4200.0], ['Loonheffing', 1010.5], ['Netto te betalen', 3189.5]],
    expected: { employer: 'Philips Nederland B.V.', year: 2026, month: 10, gross: 4200, net: 3189.5, currency: 'EUR', kind: 'payslip' },
  },
  {
    country: 'BE',
    locale: 'fr-BE',
    rows: ['Cliniques universitaires Saint-Luc ASBL', 'Fiche de paie - octobre 2026', NAME, ['Rémunération brute', 3800.0], ['Précompte professionnel', 705.3], ['Net à payer', 2598.12]],
    // No company form the reader knows: it says nothing rather than guess.
    expected: { employer: '', year: 2026, month: 10, gross: 3800, net: 2598.12, currency: 'EUR', kind: 'payslip' },
  },
  {
    country: 'IE',
    locale: 'en-IE',
    rows: ['Intel Ireland Limited', 'Payslip', NAME, 'Pay date 30/10/2026  Period: October 2026', ['Gross Pay', 5100.0, 51000.0], ['PAYE', 1020.0], ['USC', 160.12], ['Net Pay', 3678.88, 36788.8]],
    expected: { employer: 'Intel Ireland Limited', year: 2026, month: 10, gross: 5100, net: 3678.88, currency: 'EUR', kind: 'payslip' },
  },
  {
    country: 'UK',
    locale: 'en-GB',
    rows: ['Guy’s and St Thomas’ NHS Foundation Trust', 'Payslip', `Mr ${NAME}`, 'Tax period: Oct 2026', ['Total Gross Pay', 3425.0, 20550.0], ['Income Tax', 427.4], ['National Insurance', 161.2], ['Net Pay', 2836.4, 17018.4]],
    expected: { employer: 'Guy’s and St Thomas’ NHS Foundation Trust', year: 2026, month: 10, gross: 3425, net: 2836.4, currency: 'GBP', kind: 'payslip' },
  },
  {
    country: 'US',
    locale: 'en-US',
    rows: ['Mayo Clinic Health System LLC', 'Earnings Statement', NAME, 'Pay period 10/01/2026 - 10/31/2026', ['Gross Pay', 7200.0, 72000.0], ['Federal Income Tax', 1104.0], ['Net Pay', 5320.55, 53205.5]],
    expected: { employer: 'Mayo Clinic Health System LLC', year: 2026, month: 10, gross: 7200, net: 5320.55, currency: 'USD', kind: 'payslip' },
  },
  {
    country: 'CA',
    locale: 'en-CA',
    rows: ['Toronto General Hospital Corporation', 'Statement of Earnings', NAME, 'Pay period: October 2026', ['Gross Earnings', 6100.0], ['CPP', 349.2], ['Net Pay', 4410.73]],
    expected: { employer: 'Toronto General Hospital Corporation', year: 2026, month: 10, gross: 6100, net: 4410.73, currency: 'CAD', kind: 'payslip' },
  },
];

describe('reading payslips from their text layer (issue 23)', () => {
  it.each(SAMPLES.map((sample) => [sample.country, sample] as const))('%s: net, gross, period, employer and currency', async (_country, sample) => {
    const text = await pdfText(await pdf(sample.rows, sample.locale));
    const reading = readIncomeDocument(text, sample.country, { expectedName: NAME });
    const { expected } = sample;
    expect(reading).toEqual({
      kind: expected.kind,
      employer: expected.employer === '' ? null : expected.employer,
      nameLine: expect.stringContaining(sample.country === 'FR' ? NAME.toUpperCase() : NAME),
      period: { year: expected.year, month: expected.month },
      gross: expected.gross,
      net: expected.net,
      currency: expected.currency,
    });
  });

  it('reads an annual statement as one (a UK P60) and its tax year', async () => {
    const text = await pdfText(await pdf(['P60 End of Year Certificate', 'Tax year to 5 April 2026', NAME, 'Guy’s and St Thomas’ NHS Foundation Trust', ['Pay in this employment', 41100.0]], 'en-GB'));
    const reading = readIncomeDocument(text, 'UK', { expectedName: NAME });
    expect(reading).toMatchObject({ kind: 'annualStatement', gross: 41100, net: null, currency: 'GBP' });
    expect(reading?.period?.year).toBe(2026);
  });

  it('never takes a pay line for the employer ("AG-Anteil" is the employer\'s share, not a company)', async () => {
    const text = await pdfText(await pdf(['Verdienstabrechnung Oktober 2026', ['AG-Anteil Rentenversicherung', 449.91], 'Stadtwerke München GmbH', ['Nettoverdienst', 3000]], 'de-DE'));
    expect(readIncomeDocument(text, 'DE')?.employer).toBe('Stadtwerke München GmbH');
  });

  it('finds no name when the document names someone else, and nothing for a country without a layout', async () => {
    const text = await pdfText(await pdf(['Klinikum München GmbH', 'Verdienstabrechnung Oktober 2026', 'Frau Maria Ionescu', ['Nettoverdienst', 3000.0]], 'de-DE'));
    expect(readIncomeDocument(text, 'DE', { expectedName: NAME })?.nameLine).toBeNull();
    expect(readIncomeDocument(text, 'RO')).toBeNull();
  });

  it('reads nothing from a file of more than ten pages: not a payslip, and not worth holding the upload for', async () => {
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
    for (let page = 1; page <= 11; page++) {
      if (page > 1) doc.addPage();
      doc.text(`Verdienstabrechnung Oktober 2026, Seite ${page}, Nettoverdienst 3.204,17`);
    }
    doc.end();
    expect(await pdfText(await done)).toBe('');
  });

  it('every layout names its net and gross labels and a source', () => {
    for (const layout of PAYSLIP_LAYOUTS) {
      expect(layout.net.length, layout.country).toBeGreaterThan(0);
      expect(layout.gross.length, layout.country).toBeGreaterThan(0);
      expect(layout.source.length, layout.country).toBeGreaterThan(10);
      // A checked source has its date; an unchecked one is an estimate.
      expect(layout.verifiedOn !== null || layout.isEstimate, layout.country).toBe(true);
    }
  });
});

describe('amounts and periods as payslips print them', () => {
  it.each([
    ['3.204,17', [3204.17]],
    ['3 204,17 €', [3204.17]],
    ['3\u00a0204,17', [3204.17]],
    ["CHF 3'204.15", [3204.15]],
    ['£3,204.17  YTD 19,225.02', [3204.17, 19225.02]],
    ['2377,22', [2377.22]],
    ['-50,00', [-50]],
  ])('%s', (line, amounts) => {
    expect(moneyOn(line)).toEqual(amounts);
  });

  it('does not read an amount without cents, or a date, as money', () => {
    expect(moneyOn('Eintritt 01.04.2021, Steuerklasse 1, 3.204')).toEqual([]);
  });

  it.each([
    ['Verdienstabrechnung März 2026', ['de-DE'], { year: 2026, month: 3 }],
    ['Abrechnungszeitraum 01.02.2026 - 28.02.2026, Geburtsdatum 14.03.1991', ['de-DE'], { year: 2026, month: 2 }],
    ['Pay period 10/01/2026 - 10/31/2026', ['en-US'], { year: 2026, month: 10 }],
    ['Période 11/2026', ['fr-FR'], { year: 2026, month: 11 }],
    ['Loonfiche november 2026', ['fr-BE', 'nl-BE'], { year: 2026, month: 11 }],
    ['Geburtsdatum 14.03.1991', ['de-DE'], null],
  ])('%s', (text, locales, period) => {
    expect(readPayPeriod(text, locales)).toEqual(period);
  });
});
