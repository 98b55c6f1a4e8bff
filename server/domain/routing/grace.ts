/** How long an agent may stay offline before their conversations go back to the queue. */
export const DEFAULT_OFFLINE_GRACE_MS = 60_000;

/**
 * Config's `routingOfflineGraceMs` (env ROUTING_OFFLINE_GRACE_MS) when present, else the default.
 * Read loosely so tests can pass it through `build({ routingOfflineGraceMs })`.
 */
export function offlineGraceMs(config: object, env: NodeJS.ProcessEnv = process.env): number {
  const fromConfig = (config as { routingOfflineGraceMs?: unknown }).routingOfflineGraceMs;
  if (typeof fromConfig === 'number' && fromConfig >= 0) return fromConfig;
  const fromEnv = Number(env.ROUTING_OFFLINE_GRACE_MS);
  return Number.isFinite(fromEnv) && fromEnv >= 0 && env.ROUTING_OFFLINE_GRACE_MS ? fromEnv : DEFAULT_OFFLINE_GRACE_MS;
}
