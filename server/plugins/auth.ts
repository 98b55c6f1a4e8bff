import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type Permission } from '../../contracts';
import { findSession } from '../domain/auth/sessions';
import { permissionsOf } from '../domain/users/role-permissions';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../types';

/**
 * Resolves the session cookie of every /api and /pub request and enforces the route's `access`
 * and `permission` config before the body is even parsed. Routes under /api default to
 * signed-in users, so a route that forgets to say who may call it is closed, not open.
 */
export default fp(async (app) => {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (req, reply) => {
    // Decide by the matched route, not the raw URL: '/%61pi/…' reaches '/api/…' routes too.
    const path = req.routeOptions.url ?? decodedPath(req.url);
    if (!path.startsWith('/api/') && !path.startsWith('/pub/')) return;
    req.auth = await resolveAuth(req, reply);
    const guard = routeGuard(path, req.routeOptions.config);
    if (guard.signedIn) requireAuth(req, guard.member, guard.permission);
  });
});

/** What the hook above demands of a route's caller; the OpenAPI document lists the refusals from it. */
export function routeGuard(path: string, config: FastifyContextConfig = {}): { signedIn: boolean; member: boolean; permission?: Permission } {
  if (!path.startsWith('/api/') && !path.startsWith('/pub/')) return { signedIn: false, member: false };
  const access = config.access ?? (path.startsWith('/api/') && !path.startsWith('/api/docs') ? 'user' : 'public');
  return { signedIn: access !== 'public' || !!config.permission, member: access === 'member' || !!config.permission, permission: config.permission };
}

function decodedPath(url: string): string {
  const raw = url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

async function resolveAuth(req: FastifyRequest, reply: FastifyReply): Promise<AuthContext | null> {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const db = req.server.db;
  const found = await findSession(db, unsigned.value, req.server.config.sessionMaxAgeMs);
  if (!found) return null;
  // The cookie follows the sliding expiry of the session row.
  if (found.touched) setSessionCookie(req, reply, unsigned.value, found.expiresAt);
  const permissions = await permissionsOf(db, found.user.companyId, found.user.role);
  return { user: found.user, token: unsigned.value, permissions };
}

/** The check helper every route uses, through route config or directly in a handler. */
export function requireAuth(req: FastifyRequest, needCompany = false, permission?: Permission): AuthContext {
  const auth = req.auth;
  if (!auth) throw new AppError('err_auth_failed');
  if (auth.user.status !== 'active') throw new AppError('err_user_inactive');
  if (needCompany && !auth.user.companyId) throw new AppError('err_no_permission');
  if (permission && !auth.permissions.includes(permission)) throw new AppError('err_no_permission');
  return auth;
}

/** Another company's id is refused, never answered. */
export function requireSameCompany(req: FastifyRequest, companyId: number): AuthContext {
  const auth = requireAuth(req, true);
  if (auth.user.companyId !== companyId) throw new AppError('err_forbidden_action');
  return auth;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    signed: true,
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
