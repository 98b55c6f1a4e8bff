import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP endpoint for custom API tests: /orders/{n} answers an order's JSON (the Authorization
 * it was sent is echoed back), /broken answers 500, /slow never answers in time.
 */
export async function startOrderEndpoint(port = 0) {
  const seen: { url: string; auth?: string; body: string }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization, body });
      const order = /^\/orders\/([^/?]+)/.exec(req.url ?? '');
      if (order) {
        res.setHeader('content-type', 'application/json');
        return res.end(
          JSON.stringify({ order: { id: decodeURIComponent(order[1]), status: 'shipped', eta: { day: 'Friday' } }, auth: req.headers.authorization ?? null }),
        );
      }
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 3000);
      res.statusCode = 500;
      res.end('{"error":"boom"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
