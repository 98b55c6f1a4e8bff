import { createConnection, type Socket } from 'node:net';
import { netstringReader } from './events';

export interface EvapiLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The TCP link to Kamailio's evapi: frames to `onFrame`; when it drops (or never came up) it is
 * made again after 250 ms, doubling to 10 s while it keeps failing; `onConnect` runs on each
 * (re)connection, where the caller resyncs what it may have missed.
 */
export function connectEvapi(opts: { host: string; port: number; onFrame: (raw: string) => void; onConnect: () => void; log: EvapiLog }) {
  let socket: Socket | null = null;
  let stopped = false;
  let delay = 250;
  let timer: NodeJS.Timeout | null = null;
  let connected = false;
  const open = () => {
    timer = null;
    if (stopped) return;
    const s = createConnection({ host: opts.host, port: opts.port });
    socket = s;
    s.setKeepAlive(true, 10_000);
    s.on(
      'data',
      netstringReader(opts.onFrame, (why) => opts.log.warn({ why }, 'evapi stream broken: frame skipped')),
    );
    s.once('connect', () => {
      connected = true;
      delay = 250;
      opts.log.info({ port: opts.port }, 'evapi connected');
      opts.onConnect();
    });
    s.on('error', () => {});
    s.once('close', () => {
      if (connected) opts.log.warn({ port: opts.port }, 'evapi connection lost');
      connected = false;
      socket = null;
      if (stopped) return;
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, 10_000);
    });
  };
  open();
  return {
    connected: () => connected,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.destroy();
    },
  };
}
