import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdTextParamsSchema, OkSchema, type ErrorCode } from '../../contracts';
import type { Db } from '../db/client';
import { idOr } from '../domain/issues/ids';

type Kind = 'type' | 'tag' | 'reason';

/** One kind of company setting kept as a list: who reads it, its schemas, its four operations and its refusals. */
export interface SettingList<B extends z.ZodType, T extends z.ZodType, L extends z.ZodType> {
  path: string;
  kind: Kind;
  tag: string;
  summaries: { list: string; add: string; change: string; delete: string };
  schemas: { body: B; item: T; list: L };
  ops: {
    list(db: Db, companyId: number): Promise<z.input<L>>;
    create(db: Db, companyId: number, body: z.output<B>): Promise<z.input<T>>;
    update(db: Db, companyId: number, id: number, body: z.output<B>): Promise<z.input<T>>;
    remove(db: Db, companyId: number, id: number): Promise<unknown>;
  };
  /** The read's failure, the add/edit/delete failures, and the body's own refusals. */
  refusals: { get: ErrorCode; add: ErrorCode; edit: ErrorCode; delete: ErrorCode; body: ErrorCode[] };
}

/**
 * GET list, POST add, PUT change and DELETE of one setting list: members read, settings editors
 * write, every operation scoped to the caller's company; an id that is not a number is the kind's
 * own "invalid id" refusal.
 */
export function settingListRoutes<B extends z.ZodType, T extends z.ZodType, L extends z.ZodType>(app: FastifyInstance, d: SettingList<B, T, L>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const companyOf = (req: FastifyRequest) => req.auth!.user.companyId!;
  const read = { config: { access: 'member' as const } };
  const write = { config: { permission: 'settings.edit' as const } };
  const tags = [d.tag];
  const invalid = `err_issue_${d.kind}_id_invalid` as const;
  const idRefusals: ErrorCode[] = [invalid, `err_issue_${d.kind}_not_found`];
  const idOf = (raw: string) => idOr(raw, invalid);
  const { refusals: f, schemas: s, summaries: t, ops } = d;
  // Fastify cannot resolve a reply type through generic schemas, so the routes see them as plain
  // zod types; `ops` is typed against the same schemas above, and they still check what goes out.
  const list: z.ZodType = s.list;
  const item: z.ZodType = s.item;
  const body: z.ZodType = s.body;

  r.get(d.path, { ...read, schema: { tags, summary: t.list, errors: [f.get], response: { 200: list } } }, async (req) => ops.list(app.db, companyOf(req)));
  r.post(d.path, { ...write, schema: { tags, summary: t.add, errors: [...f.body, f.add], body, response: { 200: item } } }, async (req) =>
    ops.create(app.db, companyOf(req), req.body as z.output<B>),
  );
  r.put(
    `${d.path}/:id`,
    { ...write, schema: { tags, summary: t.change, errors: [...idRefusals, ...f.body, f.edit], params: IdTextParamsSchema, body, response: { 200: item } } },
    async (req) => ops.update(app.db, companyOf(req), idOf(req.params.id), req.body as z.output<B>),
  );
  r.delete(
    `${d.path}/:id`,
    { ...write, schema: { tags, summary: t.delete, errors: [...idRefusals, f.delete], params: IdTextParamsSchema, response: { 200: OkSchema } } },
    async (req) => {
      await ops.remove(app.db, companyOf(req), idOf(req.params.id));
      return { ok: true as const };
    },
  );
}
