/**
 * Reading income documents on upload (issue 23, ADR 082), measured on the built product (PGlite)
 * through the API:
 * - a one-page text-PDF payslip: the server's CPU time to read it, the same PDF uploaded as a
 *   payslip (read) and as an ID document (not read), alternately, so the difference in the
 *   server's CPU per upload is the reading; and its resident memory while it reads a batch;
 * - a photo of a payslip (an A4 page at ~150 dpi) read by OCR in its queued job: the time from the
 *   upload to the reading in the list (as the client polls), the first (tesseract.js imported, the
 *   worker started, the German model loaded) and the next ones (the worker reused), and the
 *   server's resident memory before, while and after (once the idle worker has ended).
 */
import { cpuTimeMs, residentMemoryMb, startProduct, type ProductServer } from './lib/processes';
import { WORKED_EXAMPLE } from './worked-example';
import { payslipImage } from '../server/modules/income-reading/testing/payslip-image';
import { payslipPdf } from '../server/modules/income-reading/testing/payslip-pdf';

/** Uploads of each kind: one assessment holds at most 30 documents. */
const PER_KIND = 14;
const PASSWORD = 'Cluj-Napoca-2026!';

/** Photos read by OCR: the first starts the worker, the others reuse it. */
const OCR_UPLOADS = 6;
/** The OCR worker ends this long after its last page (server/modules/income-reading/ocr.ts), and a little more. */
const OCR_IDLE_WAIT_MS = 12_000;
/** How often the list is asked while a reading is pending (the client asks every 2 s: this is for timing). */
const POLL_MS = 50;
const PAYSLIP_ROWS = ['Klinikum München GmbH', 'Verdienstabrechnung Oktober 2026', 'Herr Andrei Popescu', ['Gesamtbrutto', 4812.5], ['Nettoverdienst', 3204.17]] as const satisfies Parameters<typeof payslipPdf>[0];

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new applicant (living in Germany) with a submitted assessment: at most 30 documents each. */
async function newApplicant(product: ProductServer, name: string): Promise<{ cookie: string; assessmentId: string }> {
  const registered = await fetch(`${product.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${name}-${Date.now()}@example.com`, password: PASSWORD, firstName: 'Andrei', lastName: 'Popescu' }),
  });
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0];
  const submitted = await fetch(`${product.url}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(WORKED_EXAMPLE) });
  const { id: assessmentId } = (await submitted.json()) as { id: string };
  return { cookie, assessmentId };
}

export async function benchDocumentReading(): Promise<string[][]> {
  const product = await startProduct();
  try {
    const textRows = await benchTextPdf(product);
    const ocrRows = await benchOcr(product);
    return [...textRows, ...ocrRows];
  } finally {
    await product.stop();
  }
}

async function benchTextPdf(product: ProductServer): Promise<string[][]> {
  const pid = product.child.pid!;
  const { cookie, assessmentId } = await newApplicant(product, 'reading');
  const pdf = Buffer.from(await payslipPdf(PAYSLIP_ROWS, 'de-DE'));
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
  ];
}

/**
 * Photos of a one-page payslip, uploaded one after another, each waited for until the list gives
 * its reading: the time a person waits, with the server's CPU over it (the OCR worker is a thread
 * of the server, counted in its /proc figures) and its resident memory sampled meanwhile.
 */
async function benchOcr(product: ProductServer): Promise<string[][]> {
  const pid = product.child.pid!;
  const { cookie, assessmentId } = await newApplicant(product, 'ocr');
  const photo = Buffer.from(await payslipImage(PAYSLIP_ROWS, 'de-DE', { isFullPage: true }));
  const readOne = async () => {
    const form = new FormData();
    form.append('assessmentId', assessmentId);
    form.append('documentType', 'payslip');
    form.append('file', new Blob([photo], { type: 'image/png' }), 'lohn.png');
    const startedAt = performance.now();
    const cpuBefore = cpuTimeMs(pid);
    const res = await fetch(`${product.url}/api/documents`, { method: 'POST', headers: { cookie }, body: form });
    if (res.status !== 201) throw new Error(`OCR upload: ${res.status} ${await res.text()}`);
    const uploaded = (await res.json()) as { id: string; readingStatus: string | null };
    if (uploaded.readingStatus !== 'pending') throw new Error(`OCR upload: reading ${uploaded.readingStatus}, not pending`);
    const answeredMs = performance.now() - startedAt;
    for (;;) {
      const list = (await (await fetch(`${product.url}/api/documents`, { headers: { cookie } })).json()) as Array<{ id: string; readingStatus: string | null; reading: { method: string; net: number | null } | null }>;
      const document = list.find((item) => item.id === uploaded.id);
      if (document && document.readingStatus !== 'pending') {
        if (document.reading?.method !== 'ocr' || document.reading.net !== 3204.17) throw new Error(`OCR: unexpected reading ${JSON.stringify(document.reading)}`);
        return { answeredMs, readMs: performance.now() - startedAt, cpuMs: cpuTimeMs(pid) - cpuBefore };
      }
      if (performance.now() - startedAt > 60_000) throw new Error('OCR: still pending after 60 s');
      await sleep(POLL_MS);
    }
  };

  const rssBefore = residentMemoryMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, residentMemoryMb(pid))), 25);
  const reads: Array<Awaited<ReturnType<typeof readOne>>> = [];
  try {
    for (let i = 0; i < OCR_UPLOADS; i++) reads.push(await readOne());
  } finally {
    clearInterval(sampler);
  }
  const rssWorking = residentMemoryMb(pid);
  // The worker ends once idle: its WebAssembly memory and thread go with it.
  await sleep(OCR_IDLE_WAIT_MS);
  const rssAfter = residentMemoryMb(pid);
  const [first, ...steady] = reads;
  const steadyMs = median(steady.map((read) => read.readMs));
  const steadyCpu = median(steady.map((read) => read.cpuMs));
  const answered = median(reads.map((read) => read.answeredMs));
  console.log(
    `OCR of a photographed one-page payslip (A4, ${photo.length} bytes PNG), upload to reading: first ${first.readMs.toFixed(0)} ms (server CPU ${first.cpuMs.toFixed(0)} ms), then ${steady.map((read) => read.readMs.toFixed(0)).join(', ')} ms (median server CPU ${steadyCpu.toFixed(0)} ms); the upload itself answered in ${answered.toFixed(0)} ms (median); resident ${rssBefore.toFixed(0)} MB before, ${rssPeak.toFixed(0)} MB at most while reading, ${rssWorking.toFixed(0)} MB after the last page, ${rssAfter.toFixed(0)} MB once the idle worker ended`,
  );
  return [
    [
      'reading a photo of a one-page payslip by OCR (queued job; upload → reading in the list)',
      `${steadyMs.toFixed(0)} ms a page (first, with tesseract.js and the model loading: ${first.readMs.toFixed(0)} ms); the upload answers in ${answered.toFixed(0)} ms`,
      'reported (issue 23)',
      'met',
    ],
    ['server resident memory while an OCR job runs (PGlite)', `${rssBefore.toFixed(0)} → ${rssPeak.toFixed(0)} MB; ${rssAfter.toFixed(0)} MB once the worker ended`, 'reported (issue 23)', 'met'],
  ];
}
