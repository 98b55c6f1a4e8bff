import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  IssueReasonListSchema,
  IssueTagDefListSchema,
  IssueTypeListSchema,
  type IssueReason,
  type IssueSettingKind,
  type IssueTagDef,
  type IssueType,
} from '../../../../contracts/issue-settings.schema';
import { http, type HttpClient } from '../../../lib/http';

export interface SettingOf {
  types: IssueType;
  tags: IssueTagDef;
  reasons: IssueReason;
}
const SCHEMAS = { types: IssueTypeListSchema, tags: IssueTagDefListSchema, reasons: IssueReasonListSchema } as const;
export const settingPath = (kind: IssueSettingKind) => `/api/issue-${kind}`;

/** GET /api/issue-types | issue-tags | issue-reasons: every member reads them (forms and filters offer them). */
export async function listSettings<K extends IssueSettingKind>(kind: K, client: HttpClient = http, signal?: AbortSignal): Promise<SettingOf[K][]> {
  return SCHEMAS[kind].parse(await client.get(settingPath(kind), { signal })).items as SettingOf[K][];
}

export const settingsQueryOptions = <K extends IssueSettingKind>(kind: K) =>
  queryOptions({ queryKey: ['issue-settings', kind] as const, queryFn: ({ signal }) => listSettings(kind, http, signal), staleTime: 30_000 });

export function useSettings<K extends IssueSettingKind>(kind: K) {
  return useQuery(settingsQueryOptions(kind));
}
