import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { tooLarge } from '../domain/issues/attachments';
import { sendError, toAppError } from '../plugins/errors';

/** An upload over the route's body limit is still "larger than 1 MB", not a generic refusal. */
export function uploadErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const appErr = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : toAppError(err);
  if (appErr.statusCode >= 500) req.log.error({ err }, 'request failed');
  return sendError(req, reply, appErr);
}
