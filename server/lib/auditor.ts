import type { FastifyRequest } from 'fastify';
import { AUDIT_USER_AGENT_MAX } from '../../contracts';

/** Who acts and from where, as the route saw the request; domain functions write it with the change. */
export interface Auditor {
  userId: number;
  /** The name at the time of the change. */
  userName: string;
  ip: string;
  userAgent: string;
}

/** A person's display name: first and last name, or the e-mail when both are empty. */
export const personName = (u: { firstName: string; lastName: string; email: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/**
 * Where a request came from, for the audit: the address Fastify trusts (the proxy's forwarded one
 * only with TRUST_PROXY) and the user agent trimmed to a readable length.
 */
export function originOf(req: FastifyRequest): Pick<Auditor, 'ip' | 'userAgent'> {
  return { ip: req.ip ?? '', userAgent: (req.headers['user-agent'] ?? '').trim().slice(0, AUDIT_USER_AGENT_MAX) };
}

/** The signed-in caller as the audit's who, and where they called from. */
export function auditorOf(req: FastifyRequest, user = req.auth!.user): Auditor {
  return { userId: user.id, userName: personName(user), ...originOf(req) };
}
