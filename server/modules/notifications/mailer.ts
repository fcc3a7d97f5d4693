import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { loadOnFirstUse } from '../../load-on-first-use';

export interface OutgoingEmail {
  /** `<job id@domain>`: the same job always sends the same Message-ID, so a receiver can drop a repeat. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface Mailer {
  kind: 'smtp' | 'log';
  /** Resolves once the SMTP server accepted the message; rejects (to be retried) otherwise. */
  send(email: OutgoingEmail, signal: AbortSignal): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set (smtp:// or smtps://user:password@host:port);
 * otherwise each e-mail is written to the log (development), and the queue runs as it would.
 * Short socket timeouts and the caller's abort signal keep a send well inside its job's expiry,
 * so a slow server never leaves a send running while the job is retried elsewhere.
 */
export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      kind: 'log',
      async send(email) {
        // The unsubscribe token is a credential (it turns e-mails off): never in a log.
        const text = email.text.replace(/token=[A-Za-z0-9_-]+/g, 'token=[redacted]');
        log.info({ email: { messageId: email.messageId, to: email.to, subject: email.subject, text } }, 'e-mail (no SMTP_URL: written to the log, not sent)');
      },
      close() {},
    };
  }
  // nodemailer is imported with the first e-mail sent (~16 MB resident, ADR 072).
  let transport: Transporter | undefined;
  const connect = loadOnFirstUse(async () => {
    const nodemailer = (await import('nodemailer')).default;
    transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return transport;
  });
  return {
    kind: 'smtp',
    async send(email, signal) {
      await (await connect()).sendMail({ ...email, signal });
    },
    close() {
      transport?.close();
    },
  };
}
