import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../contracts';
import { build } from './helper';

interface Param {
  in: string;
  name: string;
  required?: boolean;
  schema: { type?: string; enum?: string[]; default?: unknown };
}
interface Operation {
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, { enum?: string[] }>; required?: string[] } }> };
  responses: Record<string, unknown>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: Awaited<ReturnType<typeof build>>;
let doc: Doc;
beforeAll(async () => {
  t = await build();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  doc = res.json();
});
afterAll(() => t.close());

const params = (path: string, method = 'get') => Object.fromEntries((doc.paths[path]?.[method]?.parameters ?? []).map((p) => [`${p.in}:${p.name}`, p]));

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document, public, with every route of spec §7', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/api/me', 'get'],
      ['/api/users', 'get'],
      ['/api/users/{id}/role', 'put'],
      ['/api/users/{id}/status', 'put'],
      ['/api/users/{id}', 'delete'],
      ['/api/company/{company_id}/channel', 'get'],
      ['/api/company/{company_id}/channel/emails', 'get'],
      ['/api/change-lang', 'put'],
      ['/api/logout', 'get'],
      ['/pub/login', 'get'],
      ['/pub/login', 'post'],
      ['/pub/version', 'get'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    // The document and the docs page do not document themselves.
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs') || p === '/api/openapi.json')).toEqual([]);
  });

  it('documents only routes that exist', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        expect(t.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('documents the parameters of each route', () => {
    const users = params('/api/users');
    expect(Object.keys(users).sort()).toEqual(['query:page', 'query:role', 'query:size', 'query:user_status', 'query:user_type']);
    expect(users['query:page'].schema).toMatchObject({ type: 'integer', default: 1 });
    expect(users['query:size'].schema).toMatchObject({ type: 'integer', default: 100 });
    expect(users['query:role'].schema.enum).toEqual([...ROLES]);
    expect(users['query:user_type'].schema.enum).toEqual(['human', 'virtual_social_agent', 'virtual_call_operator']);
    expect(users['query:user_status'].schema.enum).toEqual(['active', 'inactive']);
    expect(Object.values(users).every((p) => !p.required)).toBe(true);

    for (const path of ['/api/company/{company_id}/channel', '/api/company/{company_id}/channel/emails']) {
      expect(params(path)['path:company_id'], path).toMatchObject({ required: true, schema: { type: 'integer' } });
    }
    for (const [path, method] of [
      ['/api/users/{id}/role', 'put'],
      ['/api/users/{id}/status', 'put'],
      ['/api/users/{id}', 'delete'],
    ]) {
      expect(params(path, method)['path:id'], path).toMatchObject({ required: true, schema: { type: 'integer' } });
    }
    expect(params('/api/change-lang', 'put')['query:lang']).toBeDefined();
    expect(Object.keys(params('/pub/login')).sort()).toEqual(['query:lang', 'query:next', 'query:reason']);

    const login = doc.paths['/pub/login'].post.requestBody!.content['application/json'].schema;
    expect(Object.keys(login.properties).sort()).toEqual(['email', 'next', 'password']);
    expect(login.required?.sort()).toEqual(['email', 'password']);
    const role = doc.paths['/api/users/{id}/role'].put.requestBody!.content['application/json'].schema;
    expect(role.properties.role.enum).toEqual([...ROLES]);
  });

  it('describes the 200 answers', () => {
    const answer = (path: string, method = 'get') =>
      doc.paths[path][method].responses['200'] as { content?: Record<string, { schema: { properties: Record<string, unknown> } }> };
    expect(Object.keys(answer('/api/me').content!['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['ID', 'company_id', 'is_approved_by_superadmin', 'role', 'user_type', 'user_status', 'permissions']),
    );
    expect(Object.keys(answer('/api/users').content!['application/json'].schema.properties).sort()).toEqual(['items', 'total']);
    expect(Object.keys(answer('/api/company/{company_id}/channel').content!['application/json'].schema.properties)).toEqual(['items']);
    expect(Object.keys(answer('/pub/version').content!['application/json'].schema.properties)).toEqual(['version']);
  });
});

describe('GET /api/docs', () => {
  it('serves the docs page as HTML, without signing in', async () => {
    const cookie = '';
    let res = await t.app.inject({ url: '/api/docs', headers: { cookie } });
    for (let hops = 0; hops < 3 && res.statusCode >= 300 && res.statusCode < 400; hops++) {
      res = await t.app.inject({ url: new URL(res.headers.location as string, 'http://localhost/api/docs').pathname, headers: { cookie } });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html/i);
    expect(res.body).toContain('swagger');
  });
});

describe('GET /pub/version', () => {
  it("answers the package's version when no console is built", async () => {
    const res = await t.app.inject({ url: '/pub/version' });
    expect(res.statusCode).toBe(200);
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(res.json()).toEqual({ version: pkg.version });
    expect(typeof res.json().version).toBe('string');
  });

  it("answers the served console build's version", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-console-'));
    writeFileSync(join(dir, 'version.json'), JSON.stringify({ version: '2031.01.02-abc123' }));
    const withConsole = await build({ consoleDir: dir });
    try {
      expect((await withConsole.app.inject({ url: '/pub/version' })).json()).toEqual({ version: '2031.01.02-abc123' });
    } finally {
      await withConsole.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
