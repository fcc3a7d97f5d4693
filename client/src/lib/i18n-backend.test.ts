import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTranslationFile } from './i18n-backend';

/** A real HTTP server answering each language with a different status, as a server in trouble might. */
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const language = request.url?.split('/')[2];
    if (language === 'ro') return response.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"Bună"}');
    if (language === 'en') return response.writeHead(503).end();
    if (language === 'fr') return response.writeHead(404).end();
    return response.writeHead(200, { 'content-type': 'application/json' }).end('{"broken":');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function read(language: string, from = origin) {
  return new Promise<{ error: unknown; retry: unknown; data: unknown }>((resolve) =>
    readTranslationFile(language, 'translation', (error, data) => resolve({ error, retry: data, data }), from),
  );
}

describe('reading a translation file', () => {
  it("gives i18next the file's keys", async () => {
    const { error, data } = await read('ro');
    expect(error).toBeNull();
    expect(data).toEqual({ hello: 'Bună' });
  });

  it('asks i18next to retry a server error and an unreachable server, not a missing or broken file', async () => {
    expect(await read('en')).toMatchObject({ error: expect.stringContaining('status code: 503'), retry: true });
    expect(await read('xx', 'http://127.0.0.1:9')).toMatchObject({ error: expect.stringContaining('failed loading'), retry: true });
    expect(await read('fr')).toMatchObject({ error: expect.stringContaining('status code: 404'), retry: false });
    expect(await read('de')).toMatchObject({ error: expect.stringContaining('failed parsing'), retry: false });
  });
});
