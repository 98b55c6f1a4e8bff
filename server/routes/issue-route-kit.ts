import type { FastifyRequest } from 'fastify';
import { issueActorOf } from '../domain/issues/actor';
import { idOr } from '../domain/issues/ids';

/** What the issue routes (issues.ts, issue-parts.ts, issue-views.ts) share. */
export const issueTags = ['issues'];
export const issueActor = (req: FastifyRequest) => issueActorOf(req.auth!);
export const issueIdOf = (raw: string) => idOr(raw, 'err_issue_id_invalid');
/** Refusals of any route that names an issue by id (for the OpenAPI document). */
export const ISSUE_BY_ID = ['err_issue_id_invalid', 'err_issue_not_found'] as const;
export const OK = { ok: true as const };
