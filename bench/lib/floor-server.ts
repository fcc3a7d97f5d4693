import { createServer } from 'node:http';

/**
 * The floor: node:http answering, for each path, the bytes the product answered (same body,
 * same headers, security headers included), with no work at all.
 */
export interface FloorRoute {
  body: string;
  headers: Record<string, string>;
}

const routes = JSON.parse(process.env.FLOOR_ROUTES ?? '{}') as Record<string, FloorRoute>;
const prepared = new Map(
  Object.entries(routes).map(([path, route]) => {
    const body = Buffer.from(route.body);
    return [path, { body, headers: { ...route.headers, 'content-length': String(body.length) } }];
  }),
);

createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/__ready') return response.end('ok');
  const route = prepared.get(path);
  if (!route) {
    response.statusCode = 404;
    return response.end();
  }
  // Consume any request body, as the product must.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, route.headers);
    response.end(route.body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
