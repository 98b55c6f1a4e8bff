import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

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
  | { type: 'loop'; p50: number; p99: number; max: number; cpu: number; mainBusy: number };

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

/**
 * What the server process did while measuring: the event loop's delay (a stalled loop delays every
 * socket at once), the CPU of all its threads (a core = 1) and how busy its main loop was (0..1).
 */
export function loopReporter(send: (m: ChildMessage) => void) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const now = () => ({ cpu: process.cpuUsage(), at: performance.now(), elu: performance.eventLoopUtilization() });
  let started = now();
  return (start: boolean) => {
    if (start) {
      loop.reset();
      loop.enable();
      started = now();
      return;
    }
    loop.disable();
    const cpu = process.cpuUsage(started.cpu);
    const wallUs = (performance.now() - started.at) * 1000;
    const mainBusy = performance.eventLoopUtilization(started.elu).utilization;
    send({ type: 'loop', p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6, cpu: (cpu.user + cpu.system) / wallUs, mainBusy });
  };
}
