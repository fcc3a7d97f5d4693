import { access, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Tesseract from 'tesseract.js';
import { loadOnFirstUse } from '../../load-on-first-use';
import { languageDataFolder } from './ocr-languages';

/**
 * tesseract.js (Tesseract 5 compiled to WebAssembly, run in a worker thread), imported with the
 * first picture read (ADR 072, ADR 082): nothing of it is resident before.
 */
const loadTesseract = loadOnFirstUse(async () => {
  const module = (await import('tesseract.js')) as typeof Tesseract & { default?: typeof Tesseract };
  return module.default ?? module;
});

/** Tesseract's LSTM engine alone (OEM.LSTM_ONLY): the models shipped are the LSTM ones. */
const LSTM_ONLY = 1;

export interface OcrOptions {
  /**
   * The worker is ended this long after its last page, and its memory (~145 MB) returns; pictures
   * read within it (a person uploading three payslips) pay the worker's start (~0.5 s) once.
   */
  idleMs?: number;
  /** Longest the worker may take to start, or to read one page, before it is taken to be stuck and ended. */
  timeoutMs?: number;
}

export interface OcrReader {
  /** The text of each picture (PNG, JPEG or PGM bytes), one after another, read in `languages` (Tesseract's codes). */
  read(images: readonly Uint8Array[], languages: readonly string[]): Promise<string>;
  /** Ends the worker now (the app closing). */
  close(): Promise<void>;
  /** Whether a Tesseract worker is alive (its memory held). */
  hasWorker(): boolean;
}

interface LiveWorker {
  languages: string;
  ready: Promise<Tesseract.Worker>;
  /** Rejects when the worker is ended, so that a page it was reading does not wait for ever. */
  ended: Promise<never>;
  end(): void;
}

/**
 * One Tesseract worker at a time, started for the languages asked and kept while pictures come,
 * ended after `idleMs` without one. Pictures are read one after another. Language data is read
 * from the `@tesseract.js-data/*` packages (langPath), never fetched, and nothing is cached to disk
 * (cacheMethod none). Neither the text nor Tesseract's messages are logged.
 */
export function createOcrReader({ idleMs = 10_000, timeoutMs = 60_000 }: OcrOptions = {}): OcrReader {
  let live: LiveWorker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let isClosed = false;

  /** Ends the live worker: now if it is up, as soon as it is if it is still starting (even after its timeout). */
  function end() {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    const ending = live;
    live = null;
    if (!ending) return;
    ending.end();
    ending.ready.then((worker) => worker.terminate()).catch(() => {});
  }

  function start(languages: readonly string[]): LiveWorker {
    let end!: (reason: Error) => void;
    const ended = new Promise<never>((_resolve, reject) => (end = reject));
    ended.catch(() => {});
    const ready = startWorker(languages);
    ready.catch(() => {});
    return { languages: languages.join('+'), ready, ended, end: () => end(new Error('the OCR worker was ended')) };
  }

  async function readNow(images: readonly Uint8Array[], languages: readonly string[]): Promise<string> {
    if (isClosed) throw new Error('the OCR reader is closed');
    clearTimeout(idleTimer);
    if (live && live.languages !== languages.join('+')) end();
    live ??= start(languages);
    const current = live;
    try {
      const worker = await Promise.race([withTimeout(current.ready, timeoutMs, 'the OCR worker did not start'), current.ended]);
      const texts: string[] = [];
      for (const image of images) {
        const { data } = await Promise.race([withTimeout(worker.recognize(Buffer.from(image)), timeoutMs, 'OCR of a page timed out'), current.ended]);
        texts.push(data.text);
      }
      return texts.join('\n');
    } catch (error) {
      // A worker that failed or got stuck is not used again.
      if (live === current) end();
      throw error;
    } finally {
      if (live === current && !isClosed) {
        idleTimer = setTimeout(end, idleMs);
        idleTimer.unref();
      }
    }
  }

  return {
    read(images, languages) {
      const run = queue.then(() => readNow(images, languages));
      queue = run.catch(() => {});
      return run;
    },
    async close() {
      isClosed = true;
      end();
    },
    hasWorker: () => live !== null,
  };
}

/**
 * A Tesseract worker with `languages` loaded. tesseract.js reads every language from one folder
 * (langPath), and each package has its own: for several languages (Belgium: French and Dutch) the
 * worker is pointed at a temporary folder of links to them, removed once they are loaded.
 */
async function startWorker(languages: readonly string[]): Promise<Tesseract.Worker> {
  if (languages.length === 0) throw new Error('no OCR language');
  const { createWorker } = await loadTesseract();
  const files = languages.map((code) => ({ code, path: join(languageDataFolder(code), `${code}.traineddata.gz`) }));
  // A missing file would leave tesseract.js waiting for ever (it reports the failure to errorHandler only).
  await Promise.all(files.map((file) => access(file.path)));
  let langPath = languageDataFolder(languages[0]);
  let linked: string | null = null;
  if (files.length > 1) {
    linked = await mkdtemp(join(tmpdir(), 'acasa-ocr-'));
    const folder = linked;
    await Promise.all(files.map((file) => symlink(file.path, join(folder, `${file.code}.traineddata.gz`))));
    langPath = folder;
  }
  try {
    return await createWorker([...languages], LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      // Progress and errors stay inside: they are never logged (the errors reach us as rejections).
      logger: () => {},
      errorHandler: () => {},
    });
  } finally {
    if (linked) await rm(linked, { recursive: true, force: true });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
