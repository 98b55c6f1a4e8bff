import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Tests that touch no DOM: machines, streams, contracts, rules and locale tables. */
const PURE = ['tests/unit/{machines,streams,contracts,bench}/**/*.test.ts', 'tests/unit/**/*.pure.test.ts'];

/** The server's integration tests, on PGlite or PostgreSQL. */
const SERVER = {
  environment: 'node' as const,
  globalSetup: ['tests/server/global-setup.ts'],
  // Files share a worker's loaded modules (the app, Fastify, socket.io, drizzle: about 2 s to
  // import per file otherwise); each builds its own app on its own database copy.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};
/** Server files that run by themselves, after the others. */
const ALONE = ['tests/server/telephony-calls.test.ts'];

// Three projects: pure logic in Node (no jsdom to set up), the console in jsdom, and the server's
// integration tests against a real database (PGlite in memory, or PostgreSQL when
// TEST_DATABASE_URL is set), each file starting from a copy of one migrated template.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine, with
    // the second core idle while a file waits on a database, Kamailio or a mail server. Two there
    // (session 22, Node 24, quiet: jsdom 134 → 82 s, server on PGlite 330 → 219 s, on PostgreSQL
    // 326 → 202 s); the default on bigger machines.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'pure',
          include: PURE,
          environment: 'node',
          // Files share a worker's modules: nothing here keeps state between files.
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: PURE,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Files share a worker's jsdom and the console's modules: about a third of the time of a
          // jsdom per file (118-139 s for the project against 371 s for its stage, Node 24, quiet).
          // tests/unit/setup.ts returns each file to the page a fresh one would see (tree, storage,
          // cookies, language, URL, title, document/navigator overrides, page and notifier
          // recorders, toasts, tour, Fluent's focus manager). Adopted after three shared runs and
          // two with --sequence.shuffle passed in a row (session 22).
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: ALONE,
          ...SERVER,
        },
      },
      {
        // Calls on the real SIP path time Kamailio, SIPp and our server against each other: they
        // run after the other server files, alone (three workers at once failed them here).
        test: { name: 'server-alone', include: ALONE, ...SERVER, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
