import type { Config } from '../../config';

/** How long an agent may stay offline before their conversations go back to the queue. */
export const offlineGraceMs = (config: Pick<Config, 'routingOfflineGraceMs'>) =>
  Number.isFinite(config.routingOfflineGraceMs) && config.routingOfflineGraceMs >= 0 ? config.routingOfflineGraceMs : 60_000;
