import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { requireAuth } from '../plugins/auth';

/** An onRequest hook for the superadmin's routes: signed in and a superadmin, before the body is read. */
export async function requireSuperadmin(req: FastifyRequest) {
  const auth = requireAuth(req);
  if (!auth.user.isSuperadmin) throw new AppError('err_no_permission');
}

/** The refusals that hook answers, for the routes' OpenAPI errors. */
export const SUPERADMIN_ERRORS = ['err_auth_failed', 'err_user_inactive', 'err_no_permission'] as const;
