import { ttlCache } from '../../lib/ttl-cache';
import { graphCall, type GraphConfig } from './graph';

// A customer's name changes rarely: asked once an hour per PSID (of a page's token) at most.
const names = ttlCache<string, string | undefined>(3600_000);

/** The customer's name from the User Profile API (`GET /{psid}?fields=first_name,last_name`); undefined when Facebook does not tell. */
export function profileName(cfg: GraphConfig, pageToken: string, psid: string): Promise<string | undefined> {
  return names.get(`${cfg.graphBaseUrl} ${pageToken} ${psid}`, () =>
    graphCall<{ first_name?: string; last_name?: string }>(cfg, psid, pageToken, { query: { fields: 'first_name,last_name' } })
      .then((p) => [p.first_name, p.last_name].filter(Boolean).join(' ') || undefined)
      .catch(() => undefined),
  );
}
