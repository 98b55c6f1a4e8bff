import { randomBytes } from 'node:crypto';

/**
 * Where the SIP server is and how ours talks to it (issue 26). `SIP=0` turns calls off; without
 * `SIP_EXTERNAL=1` our server starts Kamailio itself on SIP_HOST when it is installed; with it,
 * an existing Kamailio (loaded with server/telephony/kamailio/kamailio.cfg) is used at the same
 * addresses.
 */
export interface TelephonySettings {
  enabled: boolean;
  external: boolean;
  host: string;
  sipPort: number;
  wsPort: number;
  evapiPort: number;
  /** Shared with Kamailio's hook requests (auth, route): they are refused without it. */
  hookKey: string;
  realm: string;
  /** Subnets of the carrier's gateways (comma-separated): their INVITEs to a line need no digest. */
  trunkNets: string;
  /** Seconds Kamailio waits for our routing answer before ringing the number as dialled. */
  hookTimeoutS: number;
  /** Seconds between a queued caller's routing questions. */
  queuePollS: number;
  /** A call without an end after this long is closed by us and marked so (s). */
  callTimeoutS: number;
  /** The WebSocket address the console's softphone registers at (browser's view). */
  wsUrl: string;
  kamailioBin: string;
  runDir: string;
}

const num = (raw: string | undefined, fallback: number) => (raw && Number.isFinite(Number(raw)) && Number(raw) > 0 ? Number(raw) : fallback);

export function telephonySettings(env: NodeJS.ProcessEnv, dataDir: string): TelephonySettings {
  const host = env.SIP_HOST ?? '127.0.0.1';
  const wsPort = num(env.SIP_WS_PORT, 8088);
  return {
    enabled: env.SIP !== '0',
    external: env.SIP_EXTERNAL === '1',
    host,
    sipPort: num(env.SIP_PORT, 5060),
    wsPort,
    evapiPort: num(env.SIP_EVAPI_PORT, 8448),
    hookKey: env.SIP_HOOK_KEY || randomBytes(18).toString('base64url'),
    realm: env.SIP_REALM ?? 'contact-centre',
    trunkNets: trunkNets(env.SIP_TRUNK_NETS),
    hookTimeoutS: num(env.SIP_HOOK_TIMEOUT_S, 1),
    queuePollS: num(env.SIP_QUEUE_POLL_S, 2),
    callTimeoutS: num(env.SIP_CALL_TIMEOUT_S, 4 * 3600),
    wsUrl: env.SIP_WS_URL ?? `ws://${host}:${wsPort}`,
    kamailioBin: env.SIP_KAMAILIO_BIN ?? 'kamailio',
    runDir: env.SIP_RUN_DIR ?? `${dataDir.startsWith('memory:') ? '/tmp' : dataDir}/kamailio`,
  };
}

/** SIP_TRUNK_NETS as Kamailio's is_in_subnet reads it; only addresses and prefixes get into the config. */
function trunkNets(raw: string | undefined): string {
  const nets = (raw ?? '127.0.0.1/32')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  for (const n of nets) if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(n)) throw new Error(`SIP_TRUNK_NETS: not an address or subnet: ${n}`);
  return nets.map((n) => (n.includes('/') ? n : `${n}/${n.includes(':') ? 128 : 32}`)).join(',');
}
