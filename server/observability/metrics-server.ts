import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBearerCheck } from './metrics-token';
import { metricsRegistry } from './metrics';

/**
 * GET /metrics on a port of its own (METRICS_PORT, ADR 027): the product's port never serves
 * it, so the port can stay inside the cluster's network. METRICS_TOKEN, if also set, is still
 * required here. Nothing else is answered.
 */
export async function startMetricsServer(options: { port: number; host: string; token?: string }): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const isAuthorised = options.token ? createBearerCheck(options.token) : () => true;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (!isAuthorised(req.headers.authorization)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' }).end('unauthorized\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
