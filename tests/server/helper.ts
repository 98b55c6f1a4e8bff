import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { freshPgDatabase } from './pg-database';
import './provided';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDb, type Db } from '../../server/db/client';
import { createCompanyWithOwner, createUser } from '../../server/domain/companies/create-company';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import {
  PROTOCOL_VERSION,
  ServerMessageSchema,
  SOCKET_EVENT,
  VISITOR_EVENT,
  VISITOR_NAMESPACE,
  VISITOR_PROTOCOL_VERSION,
  type ClientMessage,
  type Role,
  type ServerMessage,
  type VisitorClientMessage,
  type VisitorServerMessage,
} from '../../contracts';
import { channels, companies, users, webchats } from '../../server/db/schema';
import { hashPassword } from '../../server/domain/auth/passwords';

export const PASSWORD = 'secret-pass-1';

/**
 * Builds the real app on a real database: PGlite in memory by default, or a fresh database on
 * the PostgreSQL of TEST_DATABASE_URL (created here, dropped in close()). One per test file;
 * tests isolate themselves by creating their own companies.
 */
export { freshPgDatabase };

/** A polled wait that always ends: the first value `find` returns, or a failure after `ms`. */
export async function until<T>(find: () => T | undefined | false, what: string, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** `until` for a state read asynchronously (the database, a mailbox, a SIP server): polled every 50 ms. */
export async function untilAsync<T>(find: () => Promise<T | undefined | false>, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function build(
  overrides: Partial<Config> = {},
  logger: FastifyServerOptions['logger'] = false,
  /** Runs after the app's own routes are registered and before `app.ready()`: test-only routes go here. */
  setup?: (app: App) => void | Promise<void>,
) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // A copy of the run's migrated template (global-setup.ts), not a database migrated here.
  const fresh = adminUrl ? await freshPgDatabase(adminUrl, 'cc_test', inject('pgTemplate') || undefined) : undefined;
  const databaseUrl = fresh?.url ?? '';
  const handle = await openDb({ databaseUrl, dataDir: 'memory://', loadDataDir: adminUrl ? undefined : inject('pgliteTemplate') });
  const config: Config = {
    // Calls are off unless a test gives its own telephony settings (tests/server/telephony-*.test.ts).
    ...loadConfig({ ...process.env, SIP: '0', DATA_DIR: '/tmp/cc-test-unused', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x') }),
    databaseUrl,
    consoleDir: '/nonexistent-console',
    ...overrides,
  };
  const app = withOwnOrigin(await buildApp(config, handle, { logger }));
  await setup?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    kind: handle.kind,
    async close() {
      await app.close();
      await handle.close();
      await fresh?.drop();
    },
  };
}

/** The console's origin as `inject` reaches the server (Host: localhost:80). */
export const OWN_ORIGIN = 'http://localhost';

/**
 * Writes from the console's own pages carry its Origin, as a browser's do: every injected request
 * gets it unless the test sets `origin` or `referer` itself (to undefined, for neither).
 */
export function withOwnOrigin(app: App): App {
  const inject = app.inject.bind(app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  const injectWithOrigin = (opts: InjectOptions) => {
    const headers = { ...(opts.headers ?? {}) } as Record<string, unknown>;
    if (!('origin' in headers) && !('referer' in headers)) headers.origin = OWN_ORIGIN;
    for (const name of ['origin', 'referer']) if (headers[name] === undefined) delete headers[name];
    return inject({ ...opts, headers: headers as InjectOptions['headers'] });
  };
  app.inject = injectWithOrigin as App['inject'];
  return app;
}

let seq = 0;
/** A unique tag so companies and e-mails of different tests never collide. */
export const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

export interface TestCompany {
  id: number;
  ownerId: number;
  emails: Record<Role | 'inactive', string>;
  ids: Record<Role | 'inactive', number>;
}

// One Argon2id hash of PASSWORD (the product's own hashPassword and settings) per worker, given to
// every user makeCompany creates: five fresh hashes per company cost about a quarter of a second
// of CPU and checked nothing; signing in still verifies the password for real.
let passwordHash: Promise<string> | undefined;

/** A company with an owner (admin), one user of each other role and an inactive agent. */
export async function makeCompany(db: Db, name = `Co ${uniq()}`): Promise<TestCompany> {
  const tag = uniq();
  const email = (r: string) => `${r}.${tag}@test.mn`;
  const { company, owner } = await createCompanyWithOwner(db, { name }, { email: email('admin'), firstName: 'Owner', lastName: 'Admin' });
  const ids = { admin: owner.id } as TestCompany['ids'];
  for (const role of ['manager', 'agent', 'guest'] as const) {
    ids[role] = (await createUser(db, company.id, { email: email(role), role, firstName: role, lastName: 'Test' })).id;
  }
  ids.inactive = (await createUser(db, company.id, { email: email('inactive'), role: 'agent', status: 'inactive', firstName: 'In', lastName: 'Active' })).id;
  passwordHash ??= hashPassword(PASSWORD);
  await db
    .update(users)
    .set({ passwordHash: await passwordHash })
    .where(eq(users.companyId, company.id));
  const emails = Object.fromEntries(['admin', 'manager', 'agent', 'guest', 'inactive'].map((r) => [r, email(r)])) as TestCompany['emails'];
  return { id: company.id, ownerId: owner.id, emails, ids };
}

/** Signs in through the real route and returns the Cookie header to send. */
export async function signIn(app: App, email: string, password = PASSWORD, ip = '10.9.8.7'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/pub/login', payload: { email, password }, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

let ipSeq = 0;
/** A client address no other request of this process used, so sign-in throttles never leak between tests. */
export const nextIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

/** An onboarding user (company_id null), optionally waiting on a company that is not created yet. */
export async function makeOnboardingUser(db: Db, approval: 'pending' | 'approved' | 'none') {
  const email = `onboard.${uniq()}@test.mn`;
  let companyId: number | undefined;
  if (approval !== 'none') {
    const [c] = await db
      .insert(companies)
      .values({ name: `Onboarding ${uniq()}`, approvalStatus: approval, isCreated: false })
      .returning();
    companyId = c.id;
  }
  const user = await createUser(db, null, { email, password: PASSWORD, role: 'admin', firstName: 'On', lastName: 'Board' }, companyId);
  return { user, email, companyId };
}

/** A web chat of a company on a domain of its own, with its channel, as the settings screen stores it; `values` over the defaults. */
export async function makeWebchat(db: Db, companyId: number, values: Partial<typeof webchats.$inferInsert> = {}) {
  const domain = `shop-${uniq()}.mn`;
  const [channel] = await db
    .insert(channels)
    .values({ companyId, type: 'webchat', name: `${domain} chat` })
    .returning();
  const [w] = await db
    .insert(webchats)
    .values({ companyId, channelId: channel.id, domain, name: 'Дэлгүүр', widgetKey: `key-${uniq()}`, ...values })
    .returning();
  return w;
}

/**
 * A console socket at `url` (an address of the /agent namespace) signed in with `cookie`, once
 * connected. Every frame it receives is checked against the protocol and kept in `inbox`.
 */
export async function consoleSocket(url: string, cookie: string, transports: ('websocket' | 'polling')[] = ['websocket']) {
  const socket = io(url, { transports, extraHeaders: { cookie }, auth: { v: PROTOCOL_VERSION }, reconnection: false, forceNew: true });
  const inbox: ServerMessage[] = [];
  socket.on(SOCKET_EVENT, (m: unknown) => inbox.push(ServerMessageSchema.parse(m)));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return { socket, inbox, send: (m: ClientMessage) => socket.emit(SOCKET_EVENT, m) };
}

/**
 * A widget on web chat `w`'s own page (Origin https://<domain>) connected to the server at `origin`,
 * once welcomed; `keep` gets the socket at once, to disconnect it whatever happens. Every frame it
 * receives is kept in `inbox`.
 */
export async function widgetSocket(
  origin: string,
  w: { domain: string; widgetKey: string },
  keep: (socket: ReturnType<typeof io>) => void,
  transports: ('websocket' | 'polling')[] = ['websocket'],
) {
  const socket = io(origin + VISITOR_NAMESPACE, {
    transports,
    extraHeaders: { origin: `https://${w.domain}` },
    auth: { v: VISITOR_PROTOCOL_VERSION, key: w.widgetKey, locale: 'mn' },
    reconnection: false,
    forceNew: true,
  });
  keep(socket);
  const inbox: VisitorServerMessage[] = [];
  socket.on(VISITOR_EVENT, (m: VisitorServerMessage) => inbox.push(m));
  await until(() => inbox.find((m) => m.type === 'welcome'), 'welcome', 10_000);
  return { socket, inbox, send: (m: VisitorClientMessage) => socket.emit(VISITOR_EVENT, m) };
}
