import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { issueRefusal, type ErrorCode } from '../../contracts';
import { AppError } from '../lib/app-error';
import { errorMessage, requestLocale } from '../lib/messages';

/** Fastify's own errors that are the client's fault, each with its catalogue code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'err_malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'err_malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'err_body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'err_unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'err_wrong_param_structure',
  FST_ERR_VALIDATION: 'err_wrong_param_structure',
};

const BY_STATUS: Record<number, ErrorCode> = {
  401: 'err_auth_failed',
  403: 'err_forbidden_action',
  404: 'err_route_not_found',
  429: 'err_too_many_attempts',
};

/**
 * A body that breaks a field rule of contracts (a catalogue code as the zod message, or a text past
 * its maximum) is refused with that code, the field and its limit, so forms show it on the field;
 * any other shape problem, and every query or path problem, stays err_wrong_param_structure.
 */
function validationRefusal(v: ZodFastifySchemaValidationError | undefined, context: string | undefined): AppError {
  if (!v || context !== 'body') return new AppError('err_wrong_param_structure');
  const path = v.instancePath.split('/').filter(Boolean);
  const issue = { ...v.params, code: v.keyword, message: v.message, path } as unknown as z.core.$ZodIssue;
  const { code, field, params } = issueRefusal(issue);
  return new AppError(code, field ? { ...params, field } : params);
}

export function toAppError(err: FastifyError | Error): AppError {
  if (err instanceof AppError) return err;
  const fe = err as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) return validationRefusal(fe.validation[0], fe.validationContext);
  if (fe.code && FASTIFY_CODES[fe.code]) return new AppError(FASTIFY_CODES[fe.code]);
  // A JSON body that fails to parse surfaces as a SyntaxError with a 400 status.
  if (err instanceof SyntaxError && fe.statusCode === 400) return new AppError('err_malformed_json');
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(BY_STATUS[status] ?? 'err_wrong_param_structure');
  return new AppError('001');
}

export function sendError(req: FastifyRequest, reply: FastifyReply, err: AppError) {
  // Message parameters travel as top-level fields too, so the console can translate the code itself.
  return reply.status(err.statusCode).send({ ...err.params, code: err.code, message: errorMessage(err.code, requestLocale(req), err.params) });
}

/** One handler: `{ code, message }` in the caller's language; 5xx never shows internals. */
export default fp(async (app) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const appErr = toAppError(err);
    if (appErr.statusCode >= 500 || isResponseSerializationError(err)) req.log.error({ err }, 'request failed');
    else req.log.info({ code: appErr.code }, 'request refused');
    if (appErr.code === 'err_too_many_attempts' && appErr.params.retryAfter) reply.header('retry-after', String(appErr.params.retryAfter));
    return sendError(req, reply, appErr);
  });
});
