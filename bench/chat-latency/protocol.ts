/** What the bench's server processes tell the harness over IPC. */
export interface BenchCompany {
  /** The Origin a visitor's page would send (the web chat's domain). */
  origin: string;
  widgetKey: string;
  /** Handshake extras for each agent: the session cookie (real server) or a company index (relay). */
  agents: { cookie?: string; company?: number }[];
}

export type ChildMessage =
  | { type: 'ready'; port: number; companies: BenchCompany[] }
  | { type: 'heap'; heapUsed: number; rss: number }
  | { type: 'loop'; p50: number; p99: number; max: number };

export type ParentMessage = { type: 'heap' } | { type: 'stop' } | { type: 'loop'; start: boolean };

export interface BenchShape {
  visitors: number;
  agents: number;
  /** Agents per company (each company has its own web chat and queue). */
  agentsPerCompany: number;
}

/** Companies, and how many visitors and agents each gets, spreading remainders over the first ones. */
export function split(shape: BenchShape) {
  const companies = Math.max(1, Math.ceil(shape.agents / shape.agentsPerCompany));
  const share = (total: number, i: number) => Math.floor(total / companies) + (i < total % companies ? 1 : 0);
  return Array.from({ length: companies }, (_, i) => ({ agents: share(shape.agents, i), visitors: share(shape.visitors, i) }));
}

export function heapReporter(send: (m: ChildMessage) => void) {
  return () => {
    (globalThis as { gc?: () => void }).gc?.();
    const m = process.memoryUsage();
    send({ type: 'heap', heapUsed: m.heapUsed, rss: m.rss });
  };
}
