/**
 * Issue 23: photos and scans of income documents read by OCR (tesseract.js, the language data of
 * the @tesseract.js-data packages, nothing fetched), then by the same reader as a text PDF. The
 * pictures are drawn from the rows payslip-pdf.ts prints (testing/payslip-image.ts), in each
 * country's language and number format. One OCR worker for the file, as a server has.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, PNG_BYTES } from '../documents/upload-fixtures';
import { imageSize, isPagePicture } from './image-size';
import { createOcrReader } from './ocr';
import { languageDataFolder, ocrLanguagesFor } from './ocr-languages';
import { PAYSLIP_LAYOUTS } from './payslip-layouts';
import { greyscalePgm } from './pdf-images';
import { readIncomeByOcr, readIncomeUpload, type IncomeFile } from './read-upload';
import { payslipImage, scannedPayslipPdf } from './testing/payslip-image';
import { payslipPdf, type PayslipRow } from './testing/payslip-pdf';

const NAME = 'Andrei Popescu';
const ocr = createOcrReader({ idleMs: 30_000 });
afterAll(() => ocr.close());

const file = (country: string, mimeType: IncomeFile['mimeType'], documentType: IncomeFile['documentType'] = 'payslip'): IncomeFile => ({
  documentType,
  mimeType,
  residenceCountry: country,
  holderName: NAME,
});

interface Sample {
  country: string;
  locale: string;
  as: 'png' | 'jpeg' | 'scanned PDF';
  rows: PayslipRow[];
  expected: { employer: string | null; nameLine: string; year: number; month: number; gross: number; net: number; currency: string };
}

const SAMPLES: Sample[] = [
  {
    country: 'DE',
    locale: 'de-DE',
    as: 'png',
    rows: [
      'Klinikum München GmbH',
      'Verdienstabrechnung Oktober 2026',
      `Herr ${NAME}`,
      'Geburtsdatum 14.03.1991   Eintritt 01.04.2021',
      ['Gesamtbrutto', 4812.5, 48125.0],
      ['Lohnsteuer', 712.33],
      ['Nettoverdienst', 3254.17],
      ['Auszahlungsbetrag', 3204.17],
    ],
    expected: { employer: 'Klinikum München GmbH', nameLine: `Herr ${NAME}`, year: 2026, month: 10, gross: 4812.5, net: 3254.17, currency: 'EUR' },
  },
  {
    country: 'FR',
    locale: 'fr-FR',
    as: 'jpeg',
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
    expected: { employer: 'Hôpital Privé de Lyon SAS', nameLine: `M. ${NAME.toUpperCase()}`, year: 2026, month: 10, gross: 3650, net: 2721.94, currency: 'EUR' },
  },
  {
    country: 'UK',
    locale: 'en-GB',
    as: 'png',
    rows: ['Leeds Teaching Hospitals NHS Trust', 'Payslip', `Mr ${NAME}`, 'Tax period: Oct 2026', ['Total Gross Pay', 3425.0, 20550.0], ['Income Tax', 427.4], ['National Insurance', 161.2], ['Net Pay', 2836.4, 17018.4]],
    expected: { employer: 'Leeds Teaching Hospitals NHS Trust', nameLine: `Mr ${NAME}`, year: 2026, month: 10, gross: 3425, net: 2836.4, currency: 'GBP' },
  },
  {
    country: 'ES',
    locale: 'es-ES',
    as: 'scanned PDF',
    rows: ['Hospital Clínic de Barcelona S.A.', 'Recibo individual justificativo del pago de salarios', NAME, 'Periodo de liquidación: 01/09/2026 al 30/09/2026', ['Total devengado', 2890.0], ['Total a deducir', 512.78], ['Líquido total a percibir', 2377.22]],
    expected: { employer: 'Hospital Clínic de Barcelona S.A.', nameLine: NAME, year: 2026, month: 9, gross: 2890, net: 2377.22, currency: 'EUR' },
  },
  {
    // Two languages at once (French and Dutch): the worker is given both.
    country: 'BE',
    locale: 'nl-BE',
    as: 'png',
    rows: ['Universitair Ziekenhuis Gent', 'Loonbrief - oktober 2026', NAME, ['Brutoloon', 3800.0], ['Bedrijfsvoorheffing', 705.3], ['Netto te betalen', 2598.12]],
    expected: { employer: 'Universitair Ziekenhuis Gent', nameLine: NAME, year: 2026, month: 10, gross: 3800, net: 2598.12, currency: 'EUR' },
  },
];

const picture = (sample: Sample) => (sample.as === 'scanned PDF' ? scannedPayslipPdf(sample.rows, sample.locale) : payslipImage(sample.rows, sample.locale, { format: sample.as }));
const mimeOf = (sample: Sample): IncomeFile['mimeType'] => (sample.as === 'scanned PDF' ? 'application/pdf' : sample.as === 'png' ? 'image/png' : 'image/jpeg');

describe('payslips read from a photo or a scan by OCR (issue 23)', () => {
  it.each(SAMPLES.map((sample) => [`${sample.country} (${sample.as})`, sample] as const))('%s: net, gross, period, employer and currency', async (_name, sample) => {
    const bytes = await picture(sample);
    const { expected } = sample;
    expect(await readIncomeByOcr(file(sample.country, mimeOf(sample)), bytes, ocr)).toEqual({
      method: 'ocr',
      kind: 'payslip',
      employer: expected.employer,
      nameLine: expected.nameLine,
      period: { year: expected.year, month: expected.month },
      gross: expected.gross,
      net: expected.net,
      currency: expected.currency,
    });
  });

  it('reads nothing from a picture that is not an income document', async () => {
    const bytes = await payslipImage(['Einkaufsliste', 'Milch, Brot, Äpfel', 'Bitte bis Freitag'], 'de-DE');
    expect(await readIncomeByOcr(file('DE', 'image/png'), bytes, ocr)).toBeNull();
  });
});

describe('on upload: what is read at once and what waits for OCR', () => {
  const upload = async (f: IncomeFile, bytes: Uint8Array) => readIncomeUpload(f, async () => bytes);

  it('a text PDF is read during the upload; a photo or a scan is left pending for the job', async () => {
    const text = await upload(file('DE', 'application/pdf'), await payslipPdf(['Klinikum München GmbH', 'Verdienstabrechnung Oktober 2026', ['Nettoverdienst', 3204.17]], 'de-DE'));
    expect(text).toMatchObject({ readingStatus: 'done', reading: { method: 'text', net: 3204.17 } });
    const photo = await payslipImage(['Verdienstabrechnung Oktober 2026', ['Nettoverdienst', 3204.17]], 'de-DE');
    expect(await upload(file('DE', 'image/png'), photo)).toEqual({ readingStatus: 'pending', reading: null });
    expect(await upload(file('DE', 'application/pdf'), await scannedPayslipPdf(['Verdienstabrechnung Oktober 2026'], 'de-DE'))).toEqual({ readingStatus: 'pending', reading: null });
  });

  it('is not read when the type carries no income or the country has no layout; nothing to read in a picture too small or a PDF without pages', async () => {
    const photo = await payslipImage(['Verdienstabrechnung Oktober 2026'], 'de-DE');
    expect(await upload(file('DE', 'image/png', 'id_document'), photo)).toEqual({ readingStatus: null, reading: null });
    expect(await upload(file('RO', 'image/png'), photo)).toEqual({ readingStatus: null, reading: null });
    expect(await upload(file('DE', 'image/png'), PNG_BYTES)).toEqual({ readingStatus: 'done', reading: null });
    expect(await upload(file('DE', 'application/pdf'), PDF_BYTES)).toEqual({ readingStatus: 'done', reading: null });
  });
});

describe('the pieces', () => {
  it('reads the size of a PNG and a JPEG from their headers, and refuses pictures too small or too large to be a page', async () => {
    const rows = ['Payslip', 'Net Pay'];
    expect(imageSize(await payslipImage(rows, 'en-GB', { format: 'png', scale: 1 }))).toEqual({ width: 595, height: 280 });
    expect(imageSize(await payslipImage(rows, 'en-GB', { format: 'jpeg', scale: 2 }))).toEqual({ width: 1190, height: 560 });
    expect(imageSize(PNG_BYTES)).toEqual({ width: 1, height: 1 });
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(isPagePicture({ width: 1190, height: 1684 })).toBe(true);
    expect(isPagePicture({ width: 1190, height: 176 })).toBe(false);
    expect(isPagePicture({ width: 64, height: 64 })).toBe(false);
    expect(isPagePicture({ width: 50_000, height: 50_000 })).toBe(false);
  });

  it('turns a black-and-white scan (one bit a pixel, a set bit white) into greyscale', () => {
    const width = 304;
    const data = new Uint8Array((width / 8) * 300).fill(0xf0);
    const pgm = greyscalePgm({ width, height: 300, kind: 1, data })!;
    const header = 'P5\n304 300\n255\n'.length;
    expect(new TextDecoder().decode(pgm.subarray(0, header))).toBe('P5\n304 300\n255\n');
    expect([...pgm.subarray(header, header + 8)]).toEqual([255, 255, 255, 255, 0, 0, 0, 0]);
  });

  it('has a language model for every layout, shipped as a package (nothing fetched)', () => {
    for (const layout of PAYSLIP_LAYOUTS) {
      const languages = ocrLanguagesFor(layout.locales);
      expect(languages.length, layout.country).toBeGreaterThan(0);
      for (const code of languages) expect(existsSync(join(languageDataFolder(code), `${code}.traineddata.gz`)), code).toBe(true);
    }
    expect(ocrLanguagesFor(['fr-BE', 'nl-BE'])).toEqual(['fra', 'nld']);
    expect(ocrLanguagesFor(['ro-RO'])).toEqual([]);
  });

  it('ends its worker after the idle time, and its memory with it', async () => {
    const reader = createOcrReader({ idleMs: 50 });
    const bytes = await payslipImage(['Payslip', ['Net Pay', 2836.4]], 'en-GB');
    expect(await reader.read([bytes], ['eng'])).toMatch(/Net Pay\s+2,836\.40/);
    expect(reader.hasWorker()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reader.hasWorker()).toBe(false);
    await reader.close();
  });
});
