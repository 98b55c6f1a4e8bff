import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface EarlyListener {
  server: Server;
  /** Fastify's `serverFactory`: the app is built on the socket already bound. */
  serverFactory: (handler: Handler) => Server;
  /** Hands requests to the app (answers 503 until then). */
  open(): void;
  close(): Promise<void>;
}

/**
 * Binds the port before the data folder is opened, so a second server started on a port in use
 * fails before it touches anything (an engine opened and then left by a process exiting on
 * EADDRINUSE could leave the folder unable to open). A bind-then-close check would leave a window
 * for another process to take the port; instead this socket stays bound and becomes the app's,
 * through Fastify's serverFactory. Until `open()` it answers 503 with Retry-After (start-up runs
 * migrations and may seed). The one 'request' listener only forwards, so socket.io, which wraps
 * the listeners present when it attaches, keeps working after the switch.
 */
export async function listenEarly(port: number, host: string): Promise<EarlyListener> {
  let target: Handler = (_req, res) => {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
    res.end('starting\n');
  };
  let appHandler: Handler | undefined;
  const server = createServer((req, res) => target(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    serverFactory(handler) {
      appHandler = handler;
      return server;
    },
    open() {
      if (!appHandler) throw new Error('listenEarly: the app was not built on this server');
      target = appHandler;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
