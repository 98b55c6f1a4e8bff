import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '../../contracts';
import { build } from './helper';

const ROOT = join(import.meta.dirname, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface Response {
  content?: Record<string, { schema: { allOf?: [{ $ref: string }, { properties: { code: { enum: ErrorCode[] } } }] } }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  responses: Record<string, Response>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
  );

/** What a route author must fix, each naming the route: the linter's pointers are harder to read. */
function operationProblems(doc: Doc): string[] {
  const problems: string[] = [];
  const byId = new Map<string, string>();
  for (const { route, op } of operations(doc)) {
    if (!op.summary?.trim()) problems.push(`${route}: no summary (add schema.summary to the route)`);
    const id = op.operationId;
    if (!id || !/^[a-z][a-zA-Z0-9]*$/.test(id)) problems.push(`${route}: operationId "${id}" is not camelCase (set schema.operationId)`);
    else if (byId.has(id)) problems.push(`${route}: operationId "${id}" is also ${byId.get(id)}'s (set schema.operationId on one of them)`);
    else byId.set(id, route);
  }
  return problems;
}

let doc: Doc;
let dir: string;
beforeAll(async () => {
  const t = await build();
  try {
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  } finally {
    await t.close();
  }
  dir = mkdtempSync(join(tmpdir(), 'cc-openapi-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the OpenAPI document', () => {
  it('gives every operation a summary and a unique camelCase operationId', () => {
    expect(operationProblems(doc)).toEqual([]);
    const ids = Object.fromEntries(operations(doc).map(({ route, op }) => [route, op.operationId]));
    expect(ids).toMatchObject({
      'GET /api/users': 'listUsers',
      'PUT /api/users/{id}/role': 'updateUserRole',
      'PUT /api/users/{id}/status': 'updateUserStatus',
      'DELETE /api/users/{id}': 'deleteUser',
      'GET /api/company/{company_id}/channel': 'listChannels',
      'GET /api/issues/{id}/comments': 'listIssueComments',
      'POST /api/issues/{id}/close': 'closeIssue',
      'POST /pub/login': 'login',
    });
  });

  it('asks for the session cookie only where the server does', () => {
    const security = (path: string, method: string) => (doc.paths[path][method] as { security?: unknown }).security;
    for (const [path, method] of [
      ['/pub/version', 'get'],
      ['/pub/login', 'post'],
      ['/api/me', 'get'],
      ['/widget.js', 'get'],
    ])
      expect(security(path, method), path).toEqual([]);
    // The rest inherit the document's `session` requirement.
    for (const [path, method] of [
      ['/api/users', 'get'],
      ['/api/change-lang', 'put'],
      ['/api/admin/companies', 'get'],
    ])
      expect(security(path, method), path).toBeUndefined();
    expect((doc as unknown as { security: unknown }).security).toEqual([{ session: [] }]);
  });

  it('names the route that lacks a summary or shares an operationId', () => {
    const added: Doc = {
      paths: {
        '/api/things': { get: { responses: {} }, post: { summary: 'Add', operationId: 'listThings', responses: {} } },
      },
    };
    added.paths['/api/things'].get.operationId = 'listThings';
    expect(operationProblems(added)).toEqual([
      'GET /api/things: no summary (add schema.summary to the route)',
      'POST /api/things: operationId "listThings" is also GET /api/things\'s (set schema.operationId on one of them)',
    ]);
  });

  it('documents the refusals of every operation with the error schema and catalogue codes', () => {
    for (const { route, op } of operations(doc)) {
      const failures = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      expect(
        failures.map(([s]) => s),
        route,
      ).toContain('500');
      for (const [status, response] of failures) {
        const [shared, own] = response.content!['application/json'].schema.allOf!;
        expect(shared.$ref, `${route} ${status}`).toBe('#/components/schemas/Error');
        for (const code of own.properties.code.enum) expect(ERROR_STATUS[code], `${route}: ${code}`).toBe(Number(status));
      }
    }
    const codes = (route: string, status: number) => {
      const [method, path] = route.split(' ');
      return doc.paths[path][method.toLowerCase()].responses[status]?.content?.['application/json'].schema.allOf?.[1].properties.code.enum;
    };
    // From the global hooks: sign-in, permission, same-origin, validation.
    expect(codes('PUT /api/users/{id}/role', 401)).toEqual(['err_auth_failed']);
    expect(codes('PUT /api/users/{id}/role', 403)).toEqual(expect.arrayContaining(['err_user_inactive', 'err_no_permission', 'err_forbidden_action']));
    expect(codes('PUT /api/users/{id}/role', 400)).toEqual(expect.arrayContaining(['err_wrong_param_structure', 'err_malformed_json']));
    // From the route's own rules.
    expect(codes('PUT /api/users/{id}/role', 403)).toEqual(expect.arrayContaining(['err_own_role_change', 'err_owner_protected', 'err_no_edit_permission']));
    expect(codes('PUT /api/users/{id}/role', 404)).toEqual(['err_user_not_found']);
    expect(codes('POST /pub/login', 401)).toEqual(['err_invalid_credentials']);
    expect(codes('POST /pub/login', 429)).toEqual(['err_too_many_attempts']);
    // A public read has no sign-in refusal.
    expect(codes('GET /pub/version', 401)).toBeUndefined();
  });

  it('passes Redocly lint with the recommended rules', async () => {
    // The repository's config and ignore file beside the document, so their relative paths hold.
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) copyFileSync(join(ROOT, file), join(dir, file));
    const run = await promisify(execFile)(join(ROOT, 'node_modules/.bin/redocly'), ['lint', 'openapi.json', '--format=json', '--max-problems=1000'], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: { stdout: string; stderr: string }) => err);
    type Report = { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
    let report: Report;
    try {
      report = JSON.parse(run.stdout);
    } catch {
      throw new Error(`redocly lint gave no report:\n${run.stderr}`);
    }
    const found = report.problems.filter((p) => !('ignored' in p && p.ignored));
    const line = (p: (typeof found)[number]) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`;
    const warnings = found.filter((p) => p.severity === 'warn');
    console.info(`redocly lint: ${found.length - warnings.length} errors, ${warnings.length} warnings`, warnings.map(line));
    expect(found.filter((p) => p.severity === 'error').map(line)).toEqual([]);
  }, 60_000);

  it('generates a typed client that compiles and names its calls', async () => {
    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(doc as never)));
    writeFileSync(join(dir, 'usage.ts'), USAGE);
    const program = ts.createProgram([join(dir, 'usage.ts')], {
      strict: true,
      noEmit: true,
      noUnusedLocals: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
      // The client needs no DOM; not re-checking the standard library keeps this to a few seconds.
      lib: ['lib.es2022.d.ts'],
      skipDefaultLibCheck: true,
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? `${d.file.fileName.split('/').pop()}:${d.file.getLineAndCharacterOfPosition(d.start!).line + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(errors).toEqual([]);
  }, 60_000);
});

/** A client's code against the generated types: calls by name, answers and refusals typed. */
const USAGE = `
import type { components, operations, paths } from './api';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;

// The calls a console makes, by the names a client generator gives them.
export const names: (keyof operations)[] = [
  'getMe', 'listUsers', 'updateUserRole', 'updateUserStatus', 'deleteUser', 'listChannels', 'listEmailChannels',
  'changeLanguage', 'logout', 'login', 'getVersion', 'listInteractions', 'getInteraction', 'sendInteractionMessage',
  'listIssues', 'createIssue', 'closeIssue', 'listContacts', 'mergeContacts', 'getCompany', 'updateCompany',
];

type Users = Json<operations['listUsers']['responses'][200]>;
// The same answer by path and by name.
export const byPath: Json<paths['/api/users']['get']['responses'][200]> = { items: [], total: 0 } satisfies Users;
export const total = (users: Users): number => users.total;
// Items are a user in full (callers with settings.view) or a colleague (everyone else).
type FullUser = Extract<Users['items'][number], { role: unknown }>;
export const role: FullUser['role'] = 'manager';
// @ts-expect-error not a role
export const notRole: FullUser['role'] = 'owner';

export const query: NonNullable<operations['listUsers']['parameters']['query']> = { page: 1, size: 100, user_status: 'active' };
export const body: operations['updateUserRole']['requestBody']['content']['application/json'] = { role: 'agent' };
export const id: operations['updateUserRole']['parameters']['path']['id'] = 7;

type Refusal = Json<operations['updateUserRole']['responses'][403]>;
export const own: Refusal['code'] = 'err_own_role_change';
// @ts-expect-error not a refusal of this call
export const other: Refusal['code'] = 'err_issue_not_found';
export const message = (e: components['schemas']['Error']): string => e.message;
`;
