import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** One message as the SMTP server received it, with its headers and decoded parts. */
export interface ReceivedEmail {
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpStandIn {
  url: string;
  /** Accepted messages, in order. */
  received: ReceivedEmail[];
  /** Every DATA attempt, refused ones included. */
  attempts: () => number;
  /** Refuse the next `count` messages with a temporary error (451). */
  refuseNext(count: number): void;
  /** Take the next `count` messages' data and never answer (a sender killed mid-send never hears back). */
  hangNext(count: number): void;
  /** Resolves when a message's data starts arriving. */
  nextData(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes a subject. */
const decodeWords = (value: string) =>
  value.replace(/\s*=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  ).trim();

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body;
}

/** Enough MIME for nodemailer's multipart/alternative (text + html) messages. */
export function parseEmail(raw: string, to: string[]): ReceivedEmail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw.slice(0, split) + '\n\n' + body];
  for (const part of parts) {
    const partSplit = part.search(/\r?\n\r?\n/);
    const partHeaders = parseHeaders(part.slice(0, partSplit).trim());
    const content = decodeBody(partHeaders, part.slice(partSplit).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, ''));
    if (partHeaders['content-type']?.startsWith('text/html')) html = content;
    else if (partHeaders['content-type']?.startsWith('text/plain')) text = content;
  }
  return { to, headers, subject: decodeWords(headers.subject ?? ''), text: text.replace(/\r\n/g, '\n'), html };
}

/** A local SMTP server (smtp-server), no TLS, no auth, started by a test. */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReceivedEmail[] = [];
  let attempts = 0;
  let toRefuse = 0;
  let toHang = 0;
  const dataWaiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      for (const resolve of dataWaiters.splice(0)) resolve();
      if (toHang > 0) {
        toHang -= 1;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (toRefuse > 0) {
          toRefuse -= 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push(parseEmail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((rcpt) => rcpt.address)));
        callback();
      });
    },
  });
  // A sender killed mid-send resets its connection: expected here, not a test failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    refuseNext(count) {
      toRefuse = count;
    },
    hangNext(count) {
      toHang = count;
    },
    nextData: () => new Promise<void>((resolve) => dataWaiters.push(resolve)),
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
