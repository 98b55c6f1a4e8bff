import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  publicLoginUrl: string;
  sessionSecret: string;
  trustProxy: boolean;
  /** Folder of the built console (vite build output). */
  consoleDir: string;
  logLevel: string;
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

export const ROOT_DIR = resolve(import.meta.dirname, '..');

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
