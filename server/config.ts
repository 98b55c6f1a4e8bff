import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { telephonySettings, type TelephonySettings } from './telephony/settings';

/** Everything the server reads from the environment, in one typed place (README lists each). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… runs on PostgreSQL; empty runs the embedded PGlite in dataDir (or memory). */
  databaseUrl: string;
  redisUrl: string;
  seedDemo: boolean;
  /** DEMO_HISTORY (default 1): the demo company gets 90 days of past conversations for the reports. */
  demoHistory: boolean;
  /** DEMO_ACTIVITY=1: visitors keep arriving in the demo and agents answer them (server/seed/demo-activity.ts). */
  demoActivity: boolean;
  /** DEMO_BOT=0: the demo's virtual agent is seeded switched off (end-to-end specs of the live chat meet a person). */
  demoBot: boolean;
  publicLoginUrl: string;
  sessionSecret: string;
  trustProxy: boolean;
  /** Folder of the built console (vite build output). */
  consoleDir: string;
  logLevel: string;
  /** Prometheus /metrics on the main port behind `Authorization: Bearer <token>` (empty: not there). */
  metricsToken: string;
  /** Prometheus /metrics on a port of its own on 127.0.0.1 (0: none). */
  metricsPort: number;
  /** Body size limit in bytes for JSON/form bodies. */
  bodyLimit: number;
  /** smtp://user:pass@host:port (or smtps://) for outgoing mail; empty logs mail in development. */
  smtpUrl: string;
  /** Sender of the service's own mail (sign-up confirmation). */
  mailFrom: string;
  /** How long an agent may stay offline before their conversations return to the queue (ms). */
  routingOfflineGraceMs: number;
  /** How much the web-chat widget's visitors may send and start (realtime/visitor-limits.ts). */
  webchatLimits: WebchatLimits;
  /** IANA zone of the dates in exported files; companies have no zone of their own yet. */
  companyTimeZone: string;
  /** A session ends this long after sign-in even while it is used (ms). */
  sessionMaxAgeMs: number;
  /** FETCH_ALLOWED_HOSTS (comma-separated `host`, `host:port` or `host:port/path/`): private addresses custom APIs may call. */
  fetchAllowedHosts: string[];
  /** Channels: where the Graph API (Messenger) and Viber's REST API answer; tests point them at local fakes. */
  graphBaseUrl: string;
  graphApiVersion: string;
  viberBaseUrl: string;
  /** The address providers reach this server at (webhooks); empty takes the admin's own address on connect. */
  publicUrl: string;
  /** The SIP server beside ours (issue 26, server/telephony/settings.ts). */
  telephony: TelephonySettings;
  /** QPay merchant API v2 (issue 27); an empty base URL runs the local fake (not in production). */
  qpay: { baseUrl: string; clientId: string; clientSecret: string; invoiceCode: string };
  /** Scheduled billing (invoices, expiry, reminders): every this many ms; 0 turns it off (tests drive it). */
  billingTickMs: number;
  /** How often the report rollups recompute changed hours (0: never, for tests that drive it themselves). */
  reportRefreshMs: number;
}

/**
 * Per visitor (all its tabs) and per client address: messages and other events in 10 s, checked in
 * this process. Per address and per web chat: new conversations in a minute, counted in the
 * database so every process sees them.
 */
export interface WebchatLimits {
  visitorMessages: number;
  visitorEvents: number;
  addressMessages: number;
  addressEvents: number;
  addressChats: number;
  widgetChats: number;
}

export const DEFAULT_WEBCHAT_LIMITS: WebchatLimits = {
  visitorMessages: 20,
  visitorEvents: 60,
  addressMessages: 100,
  addressEvents: 300,
  addressChats: 20,
  widgetChats: 300,
};

const count = (raw: string | undefined, fallback: number) => (raw && Number.isFinite(Number(raw)) && Number(raw) > 0 ? Number(raw) : fallback);

/** Set by scripts/build-server.mjs: the project root relative to the compiled server's folder. */
declare const __CC_ROOT_FROM_BUILD__: string | undefined;
export const ROOT_DIR = resolve(import.meta.dirname, typeof __CC_ROOT_FROM_BUILD__ === 'string' ? __CC_ROOT_FROM_BUILD__ : '..');

/**
 * `persistSecret: false` leaves `sessionSecret` empty when SESSION_SECRET is unset, so nothing in
 * DATA_DIR is touched before the server holds its port and the folder's lock (server/main.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { persistSecret?: boolean } = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(ROOT_DIR, 'data'));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    redisUrl: env.REDIS_URL ?? '',
    seedDemo: env.SEED_DEMO !== '0',
    demoHistory: env.DEMO_HISTORY !== '0',
    demoActivity: env.DEMO_ACTIVITY === '1',
    demoBot: env.DEMO_BOT !== '0',
    publicLoginUrl: env.PUBLIC_LOGIN_URL || '/pub/login',
    sessionSecret: env.SESSION_SECRET || (opts.persistSecret === false ? '' : persistedSecret(dataDir)),
    trustProxy: env.TRUST_PROXY === '1',
    consoleDir: resolve(env.CONSOLE_DIR ?? join(ROOT_DIR, 'dist', 'console')),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024 + 64 * 1024),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM || 'Contact centre <no-reply@localhost>',
    routingOfflineGraceMs: Number(env.ROUTING_OFFLINE_GRACE_MS ?? 60_000),
    webchatLimits: {
      ...DEFAULT_WEBCHAT_LIMITS,
      addressMessages: count(env.WEBCHAT_MESSAGES_PER_ADDRESS, DEFAULT_WEBCHAT_LIMITS.addressMessages),
      addressChats: count(env.WEBCHAT_CHATS_PER_ADDRESS, DEFAULT_WEBCHAT_LIMITS.addressChats),
      widgetChats: count(env.WEBCHAT_CHATS_PER_WIDGET, DEFAULT_WEBCHAT_LIMITS.widgetChats),
    },
    companyTimeZone: env.COMPANY_TIME_ZONE || 'Asia/Ulaanbaatar',
    sessionMaxAgeMs: Number(env.SESSION_MAX_DAYS ?? 30) * 24 * 3600_000,
    metricsToken: env.METRICS_TOKEN ?? '',
    metricsPort: Number(env.METRICS_PORT ?? 0),
    // The server's own public demo endpoints (the demo flow's order lookup) are always reachable.
    fetchAllowedHosts: [
      ...(env.FETCH_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
      `127.0.0.1:${Number(env.PORT ?? 3000)}/demo/`,
    ],
    graphBaseUrl: (env.GRAPH_BASE_URL || 'https://graph.facebook.com').replace(/\/+$/, ''),
    graphApiVersion: env.GRAPH_API_VERSION || 'v21.0',
    viberBaseUrl: (env.VIBER_BASE_URL || 'https://chatapi.viber.com/pa').replace(/\/+$/, ''),
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/+$/, ''),
    telephony: telephonySettings(env, dataDir),
    qpay: {
      baseUrl: (env.QPAY_BASE_URL ?? '').replace(/\/+$/, ''),
      clientId: env.QPAY_CLIENT_ID ?? '',
      clientSecret: env.QPAY_CLIENT_SECRET ?? '',
      invoiceCode: env.QPAY_INVOICE_CODE ?? '',
    },
    billingTickMs: Number(env.BILLING_TICK_MS ?? (env.VITEST ? 0 : 60_000)),
    reportRefreshMs: Number(env.REPORT_REFRESH_MS ?? 2000),
  };
}

/** Without SESSION_SECRET, one is made once and kept in the data folder so restarts keep sessions. */
export function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
