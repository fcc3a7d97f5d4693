/**
 * Reading income documents on upload (issue 23, ADR 082): the server's CPU time to read a one-page
 * text-PDF payslip, and its resident memory while it reads a batch. Measured on the built product
 * (PGlite) through the API: the same PDF uploaded as a payslip (read) and as an ID document (not
 * read), alternately, so the difference in the server's CPU per upload is the reading. OCR of
 * photos and scans is not wired yet, so it has no row.
 */
import { cpuTimeMs, residentMemoryMb, startProduct } from './lib/processes';
import { WORKED_EXAMPLE } from './worked-example';
import { payslipPdf } from '../server/modules/income-reading/testing/payslip-pdf';

/** Uploads of each kind: one assessment holds at most 30 documents. */
const PER_KIND = 14;
const PASSWORD = 'Cluj-Napoca-2026!';

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function benchDocumentReading(): Promise<string[][]> {
  const product = await startProduct();
  try {
    const pid = product.child.pid!;
    const registered = await fetch(`${product.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `reading-${Date.now()}@example.com`, password: PASSWORD, firstName: 'Andrei', lastName: 'Popescu' }),
    });
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0];
    const submitted = await fetch(`${product.url}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(WORKED_EXAMPLE) });
    const { id: assessmentId } = (await submitted.json()) as { id: string };
    const pdf = Buffer.from(
      await payslipPdf(['Klinikum München GmbH', 'Verdienstabrechnung Oktober 2026', 'Herr Andrei Popescu', ['Gesamtbrutto', 4812.5], ['Nettoverdienst', 3204.17]], 'de-DE'),
    );
    const upload = async (documentType: string) => {
      const form = new FormData();
      form.append('assessmentId', assessmentId);
      form.append('documentType', documentType);
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'payslip.pdf');
      const before = cpuTimeMs(pid);
      const res = await fetch(`${product.url}/api/documents`, { method: 'POST', headers: { cookie }, body: form });
      if (res.status !== 201) throw new Error(`upload ${documentType}: ${res.status} ${await res.text()}`);
      const { reading } = (await res.json()) as { reading: { net: number } | null };
      if ((documentType === 'payslip') !== (reading?.net === 3204.17)) throw new Error(`upload ${documentType}: unexpected reading ${JSON.stringify(reading)}`);
      return cpuTimeMs(pid) - before;
    };
    // The first reading loads pdf.js: counted apart.
    const rssBefore = residentMemoryMb(pid);
    const first = await upload('payslip');
    const read: number[] = [];
    const unread: number[] = [];
    let rssPeak = residentMemoryMb(pid);
    for (let i = 1; i < PER_KIND; i++) {
      read.push(await upload('payslip'));
      unread.push(await upload('id_document'));
      rssPeak = Math.max(rssPeak, residentMemoryMb(pid));
    }
    // CPU time comes in clock ticks (10 ms each): means over many uploads, and their difference.
    const perPage = Math.max(0, mean(read) - mean(unread));
    console.log(
      `reading a one-page text PDF on upload: ${perPage.toFixed(1)} ms of server CPU (payslip upload ${mean(read).toFixed(1)} ms, same file as an ID document ${mean(unread).toFixed(1)} ms, means of ${PER_KIND - 1}; the first, loading pdf.js, ${first.toFixed(0)} ms); resident ${rssBefore.toFixed(0)} MB before, ${rssPeak.toFixed(0)} MB at most while reading`,
    );
    return [
      ['reading a one-page text-PDF payslip on upload (server CPU)', `${perPage.toFixed(1)} ms (first, with pdf.js loading: ${first.toFixed(0)} ms)`, 'reported (issue 23)', 'met'],
      ['server resident memory while reading payslips (PGlite)', `${rssBefore.toFixed(0)} → ${rssPeak.toFixed(0)} MB`, 'reported (issue 23)', 'met'],
      ['reading a photo or scan (OCR)', 'not wired yet', 'reported (issue 23)', 'MISSED'],
    ];
  } finally {
    await product.stop();
  }
}
