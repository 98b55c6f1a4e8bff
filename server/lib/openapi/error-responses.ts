import type { FastifyContextConfig } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '../../../contracts';
import { errorMessage } from '../messages';
import { routeGuard } from '../../plugins/auth';

/** The `{ code, message }` body of every refusal (plugins/errors.ts), as components.schemas.Error. */
export const ERROR_SCHEMA_NAME = 'Error';
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'A code of the error catalogue (spec §8)' },
    message: { type: 'string', description: "The code's message in the caller's language" },
  },
  // A message's parameters (field, min, max, retryAfter…) travel beside it, so a client can word it itself.
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface RouteShape {
  method: string;
  url: string;
  config?: FastifyContextConfig;
  /** Which of the route's schemas are set: each can fail validation. */
  has: { body: boolean; querystring: boolean; params: boolean };
  /** The refusals of the route's own handler and domain code (`schema.errors`). */
  errors?: readonly ErrorCode[];
}

/**
 * Every code a route may answer: those the global hooks give it (auth, same-origin, body type,
 * validation; plugins/*.ts) and those its schema lists for its own rules. A 500 is always possible.
 */
export function routeErrorCodes(route: RouteShape): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  const scoped = route.url.startsWith('/api/') || route.url.startsWith('/pub/');
  const guard = routeGuard(route.url, route.config);
  if (guard.signedIn) codes.add('err_auth_failed').add('err_user_inactive');
  if (guard.member) codes.add('err_no_permission');
  if (scoped && (UNSAFE.has(route.method) || route.config?.sameOrigin)) codes.add('err_forbidden_action');
  if (scoped && UNSAFE.has(route.method)) codes.add('err_unsupported_media_type');
  if (route.has.body || route.has.querystring || route.has.params) codes.add('err_wrong_param_structure');
  // A write's JSON body is parsed (and its size checked) whether or not the route reads it.
  if (route.has.body || UNSAFE.has(route.method)) codes.add('err_malformed_json').add('err_body_too_large');
  for (const code of route.errors ?? []) codes.add(code);
  codes.add('001');
  return [...codes];
}

// A message's parameters stay visible as {name} in the document.
const PLACEHOLDERS = new Proxy({}, { get: (_, key) => `{${String(key)}}` }) as Record<string, string>;

/** The OpenAPI responses of those codes, one per HTTP status, each naming its codes and their English messages. */
export function errorResponses(codes: readonly ErrorCode[]): Record<string, object> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const responses: Record<string, object> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = {
      description: list.map((code) => `\`${code}\`: ${errorMessage(code, 'en', PLACEHOLDERS)}`).join('\n\n'),
      content: {
        'application/json': {
          schema: {
            allOf: [{ $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` }, { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: list } } }],
          },
        },
      },
    };
  }
  return responses;
}
