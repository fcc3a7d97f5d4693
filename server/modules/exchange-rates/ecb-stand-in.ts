import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: a local stand-in for the ECB's eurofxref-daily.xml (no outside network is
 * reachable here). It counts requests and serves what the test sets: a table, an error status
 * or any body.
 */
export interface EcbStandIn {
  url: string;
  requests: number;
  serve(answer: { status?: number; body: string; delayMs?: number }): void;
  close(): Promise<void>;
}

/** An eurofxref-daily document in the ECB's own layout. */
export function ecbDailyXml(date: string, rates: Record<string, number>): string {
  const cubes = Object.entries(rates)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;
}

export async function startEcbStandIn(): Promise<EcbStandIn> {
  let answer: { status?: number; body: string; delayMs?: number } = { status: 503, body: 'not set' };
  const standIn = { url: '', requests: 0 } as EcbStandIn;
  const server: Server = createServer((_req, res) => {
    standIn.requests += 1;
    const { status = 200, body, delayMs = 0 } = answer;
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'text/xml' });
      res.end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`;
  standIn.serve = (next) => {
    answer = next;
  };
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
