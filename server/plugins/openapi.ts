import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, type ErrorCode } from '../../contracts';
import { ERROR_SCHEMA, ERROR_SCHEMA_NAME, errorResponses, routeErrorCodes } from '../lib/openapi/error-responses';
import { deriveOperationId } from '../lib/openapi/operation-id';
import { routeGuard } from './auth';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The catalogue codes the route's own handler and domain code may answer. Those of the global
     * hooks (sign-in, permission, same-origin, body type, validation) are added for it.
     */
    errors?: readonly ErrorCode[];
  }
}

type Transform = typeof jsonSchemaTransform;
type Operation = { 'x-error-codes'?: ErrorCode[]; responses?: Record<string, object> };

/** Per route: the zod schemas as JSON Schema, an operationId, and (for transformObject) every code it may answer. */
const transform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const { route } = input;
  const source = (route.schema ?? {}) as Record<string, unknown>;
  const method = [route.method].flat()[0];
  const out = schema as Record<string, unknown>;
  out.operationId ??= deriveOperationId(method, route.url);
  // An operation anyone may call needs no session cookie (the document's default asks for one).
  if (!routeGuard(route.url, route.config).signedIn) out.security ??= [];
  out['x-error-codes'] = routeErrorCodes({
    method,
    url: route.url,
    config: route.config,
    has: { body: !!source.body, querystring: !!source.querystring, params: !!source.params },
    errors: source.errors as readonly ErrorCode[] | undefined,
  });
  delete out.errors;
  return { schema: out, url };
};

/** The codes become one response per HTTP status, beside the route's own answers. */
function addErrorResponses<T extends { paths?: object }>(doc: T): T {
  for (const ops of Object.values(doc.paths ?? {}) as Record<string, Operation>[]) {
    for (const op of Object.values(ops)) {
      const codes = op['x-error-codes'];
      if (!codes) continue;
      delete op['x-error-codes'];
      op.responses = { ...op.responses, ...errorResponses(codes) };
    }
  }
  return doc;
}

/**
 * The OpenAPI document is generated from the routes' zod schemas, so every route registered
 * after this plugin appears in /api/openapi.json (and the page at /api/docs) by construction.
 * tests/server/openapi-lint.test.ts lints it with Redocly and compiles a client generated from it.
 */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Contact centre API',
        version: '1',
        description: 'Every refusal answers `{ code, message }`: a code of the error catalogue and its message in the caller’s language.',
        // package.json names no licence yet; MIT stands here until the project picks one.
        license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
        schemas: { [ERROR_SCHEMA_NAME]: ERROR_SCHEMA as never },
      },
      security: [{ session: [] }],
    },
    transform,
    transformObject: (document) => ('openapiObject' in document ? addErrorResponses(document.openapiObject) : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' }, staticCSP: true });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
