import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpStandIn, type SmtpStandIn } from '../../server/test/smtp-stand-in';
import { freePort, startServer, type ServerProcess } from './server-process';

export interface ServerWithMail {
  server: ServerProcess;
  /** What the product sent, as the local SMTP server (smtp-server) received it. */
  smtp: SmtpStandIn;
  stop(): Promise<void>;
}

/**
 * The built product on a free port of its own, on a fresh embedded database, sending its e-mails
 * to a local SMTP server the journey reads (password reset, issue 20; every language, issue 25).
 * `env` adds to or overrides the defaults (rates not fetched unless the journey serves them).
 */
export async function startServerWithMail(name: string, env: Record<string, string> = {}): Promise<ServerWithMail> {
  const smtp = await startSmtpStandIn();
  const dataDir = mkdtempSync(join(tmpdir(), `acasa-e2e-${name}-`));
  const port = await freePort();
  const server = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: smtp.url,
    RATES_FETCH: 'off',
    ...env,
  });
  return {
    server,
    smtp,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
