import { createServer } from 'node:http';

/** The floor: node:http answering the product's bytes for each path, with no work at all. */
const routes = JSON.parse(process.env.FLOOR_ROUTES ?? '{}') as Record<string, { body: string; contentType: string }>;
const prepared = new Map(Object.entries(routes).map(([path, r]) => [path, { body: Buffer.from(r.body), contentType: r.contentType }]));

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
    response.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length });
    response.end(route.body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
