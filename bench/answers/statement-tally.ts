// A tally of the server's statements by text: how many, and how long each took from the moment
// node-postgres was handed it to its answer (so time queued behind other statements counts).
// Every statement, PGlite's thread and PostgreSQL alike, goes through pg.Client#query.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

interface Entry {
  n: number;
  total: number;
  max: number;
}

export function statementTally() {
  const byText = new Map<string, Entry>();
  let on = false;
  const note = (text: string, t0: number) => {
    if (!on) return;
    const took = performance.now() - t0;
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
    const e = byText.get(key) ?? { n: 0, total: 0, max: 0 };
    e.n++;
    e.total += took;
    e.max = Math.max(e.max, took);
    byText.set(key, e);
  };
  const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string; submit?: unknown };
    // Submittables (cursors, streams) are left alone: none on the paths measured here.
    if (typeof first === 'object' && first && typeof first.submit === 'function') return query.apply(this, args);
    const text = typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?');
    const t0 = performance.now();
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...r: unknown[]) => {
        note(text, t0);
        return (last as (...r: unknown[]) => unknown)(...r);
      };
      return query.apply(this, args);
    }
    const out = query.apply(this, args) as Promise<unknown>;
    return out.finally(() => note(text, t0));
  } as typeof pg.Client.prototype.query;

  return {
    start() {
      byText.clear();
      on = true;
    },
    stop() {
      on = false;
    },
    count: () => [...byText.values()].reduce((n, e) => n + e.n, 0),
    /** The statements that took the most time in all, heaviest first. */
    print(top = 40) {
      const rows = [...byText.entries()].sort((a, b) => b[1].total - a[1].total).slice(0, top);
      for (const [text, e] of rows)
        console.log(
          `  ${String(e.n).padStart(6)} × ${(e.total / e.n).toFixed(1).padStart(7)} ms (max ${e.max.toFixed(0).padStart(6)}, ${(e.total / 1000).toFixed(1)} s)  ${text}`,
        );
    },
  };
}
