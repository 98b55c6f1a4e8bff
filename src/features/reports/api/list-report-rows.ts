import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ReportListSchema } from '../../../../contracts/report.schema';
import { http, type HttpClient } from '../../../lib/http';
import { reportSearch, type ReportParams } from './report-params';

/** GET /api/reports/interactions: the rows behind one number of the report, a page at a time. */
export async function listReportRows(params: ReportParams, drill: string, page: number, client: HttpClient = http, signal?: AbortSignal) {
  return ReportListSchema.parse(await client.get('/api/reports/interactions', { searchParams: reportSearch(params, { drill, page }), signal }));
}

export const reportRowsQueryOptions = (params: ReportParams, drill: string, page: number) =>
  queryOptions({ queryKey: ['reports', 'rows', params, drill, page] as const, queryFn: ({ signal }) => listReportRows(params, drill, page, http, signal) });

export function useReportRows(params: ReportParams, drill: string | null, page: number) {
  return useQuery({ ...reportRowsQueryOptions(params, drill ?? 'all', page), enabled: drill !== null, placeholderData: keepPreviousData });
}
