import { queryOptions, useQuery } from '@tanstack/react-query';
import { CallAccessSchema, type CallAccess } from '../../../../contracts/company.schema';
import { CallsConfigSchema, DialAnswerSchema, SipCredentialsSchema, type CallsConfig, type SipCredentials } from '../../../../contracts/calls.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/calls/config: whether calls are on and where the softphone registers. */
export async function getCallsConfig(client: HttpClient = http, signal?: AbortSignal): Promise<CallsConfig> {
  return CallsConfigSchema.parse(await client.get('/api/calls/config', { signal }));
}
export const callsConfigQueryOptions = () => queryOptions({ queryKey: ['calls', 'config'] as const, queryFn: ({ signal }) => getCallsConfig(http, signal) });
export const useCallsConfig = () => useQuery(callsConfigQueryOptions());

/** GET /api/calls/access: the signed-in person's call access; null without it (not an error to show). */
export async function getMyCallAccess(client: HttpClient = http, signal?: AbortSignal): Promise<CallAccess | null> {
  try {
    return CallAccessSchema.parse(await client.get('/api/calls/access', { signal, silent: true }));
  } catch {
    return null;
  }
}
export const useMyCallAccess = () => useQuery({ queryKey: ['calls', 'access'] as const, queryFn: ({ signal }) => getMyCallAccess(http, signal), retry: false });

/** POST /api/calls/credentials: new softphone credentials, kept in memory only (never shown). */
export async function issueSipCredentials(client: HttpClient = http): Promise<SipCredentials> {
  return SipCredentialsSchema.parse(await client.post('/api/calls/credentials'));
}

/** POST /api/calls/dial: the SIP address for a number (refused without call access). */
export async function dialTarget(number: string, client: HttpClient = http): Promise<string> {
  return DialAnswerSchema.parse(await client.post('/api/calls/dial', { number })).target;
}

/** The contact a caller's number belongs to, as its name (empty when none or nameless); a look-up failing is no error to show. */
export async function contactNameOf(number: string, client: HttpClient = http): Promise<string> {
  try {
    const list = (await client.get('/api/contacts', { searchParams: { q: number, size: 1 }, silent: true })) as { items?: { first_name: string; last_name: string }[] };
    const c = list.items?.[0];
    return c ? [c.last_name, c.first_name].filter(Boolean).join(' ') : '';
  } catch {
    return '';
  }
}
