import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AuditListSchema, type AuditAction, type AuditList } from '../../../../contracts/audit.schema';
import { http, type HttpClient } from '../../../lib/http';

export interface AuditLogParams {
  page: number;
  size: number;
  action?: AuditAction;
  userId?: number;
  /** Inclusive ISO times. */
  from?: string;
  to?: string;
}

/** GET /api/audit-log: the company's audit rows, newest first (audit.view). */
export async function listAuditLog(params: AuditLogParams, client: HttpClient = http, signal?: AbortSignal): Promise<AuditList> {
  const searchParams: Record<string, string> = { page: String(params.page), size: String(params.size) };
  if (params.action) searchParams.action = params.action;
  if (params.userId) searchParams.user_id = String(params.userId);
  if (params.from) searchParams.from = params.from;
  if (params.to) searchParams.to = params.to;
  return AuditListSchema.parse(await client.get('/api/audit-log', { searchParams, signal }));
}

export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({ queryKey: ['audit-log', params] as const, queryFn: ({ signal }) => listAuditLog(params, http, signal) });

export function useAuditLog(params: AuditLogParams, enabled = true) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...auditLogQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
