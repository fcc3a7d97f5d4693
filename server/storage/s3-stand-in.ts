import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

/**
 * Tests only: a local stand-in for an S3-compatible service (no outside network is reachable),
 * as the Stripe and ECB stand-ins are. Path-style requests (`/bucket/key`) for the calls the S3
 * storage makes: PUT, GET, HEAD and DELETE of one object. It checks that each request is signed
 * (SigV4) with the expected access key, answers S3's XML errors (NoSuchKey, NoSuchBucket,
 * AccessDenied) and keeps the objects in memory, where a test can count them.
 */
export interface S3StandIn {
  /** The endpoint to give S3_ENDPOINT. */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Object key -> content. */
  objects: Map<string, Buffer>;
  requests: Array<{ method: string; key: string; status: number }>;
  /** The next `count` requests answer 500 InternalError (S3's own transient failure). */
  failNext(count: number): void;
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string, resource: string) => {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>stand-in</RequestId></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body), 'x-amz-request-id': 'stand-in' });
  res.end(body);
};

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3StandIn(options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'acasa-documents';
  const accessKeyId = options.accessKeyId ?? 'STANDINACCESSKEY';
  const objects = new Map<string, Buffer>();
  const requests: S3StandIn['requests'] = [];
  let failures = 0;
  const sockets = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const [, bucketName = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const method = req.method ?? 'GET';
      const body = method === 'PUT' ? await bodyOf(req) : Buffer.alloc(0);
      const answer = (status: number) => requests.push({ method, key, status });

      if (failures > 0) {
        failures -= 1;
        answer(500);
        return xmlError(res, 500, 'InternalError', 'We encountered an internal error. Please try again.', url.pathname);
      }
      const authorization = req.headers.authorization ?? '';
      if (!authorization.startsWith('AWS4-HMAC-SHA256 ') || !authorization.includes(`Credential=${accessKeyId}/`)) {
        answer(403);
        return xmlError(res, 403, 'AccessDenied', 'Access Denied', url.pathname);
      }
      if (bucketName !== bucket) {
        answer(404);
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', url.pathname);
      }
      switch (method) {
        case 'PUT': {
          objects.set(key, body);
          answer(200);
          res.writeHead(200, { etag: `"${body.length.toString(16)}"`, 'content-length': 0 });
          return res.end();
        }
        case 'GET':
        case 'HEAD': {
          const content = objects.get(key);
          if (!content) {
            answer(404);
            if (method === 'HEAD') {
              res.writeHead(404);
              return res.end();
            }
            return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', url.pathname);
          }
          answer(200);
          res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': content.length, etag: `"${content.length.toString(16)}"` });
          return res.end(method === 'HEAD' ? undefined : content);
        }
        case 'DELETE': {
          objects.delete(key);
          answer(204);
          res.writeHead(204);
          return res.end();
        }
        default:
          answer(405);
          return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', url.pathname);
      }
    })().catch(() => {
      res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    accessKeyId,
    secretAccessKey: options.secretAccessKey ?? 'stand-in-secret-access-key',
    objects,
    requests,
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
