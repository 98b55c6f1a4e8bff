import type { FastifyInstance } from 'fastify';

/** Largest webhook body taken: providers send a few KB; anything far larger is refused (413) unread. */
export const WEBHOOK_BODY_MAX = 256 * 1024;

/**
 * In the (encapsulated) scope of a provider's webhook routes only: JSON bodies arrive as the raw
 * bytes, because the signature is over exactly those bytes; the route parses them once verified.
 */
export function rawJsonBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_MAX }, (_req, body, done) => done(null, body));
}

/** The verified body as JSON, or null when it is not. */
export function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}
