import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ReportSummarySchema, type ReportSummary } from '../../../../contracts/report.schema';
import { http, type HttpClient } from '../../../lib/http';
import { reportSearch, type ReportParams } from './report-params';

/** GET /api/reports/summary: the period's figures (dashboard.view). */
export async function getReportSummary(params: ReportParams, client: HttpClient = http, signal?: AbortSignal): Promise<ReportSummary> {
  return ReportSummarySchema.parse(await client.get('/api/reports/summary', { searchParams: reportSearch(params), signal }));
}

export const reportSummaryQueryOptions = (params: ReportParams) =>
  queryOptions({ queryKey: ['reports', 'summary', params] as const, queryFn: ({ signal }) => getReportSummary(params, http, signal) });

export function useReportSummary(params: ReportParams) {
  return useQuery({ ...reportSummaryQueryOptions(params), placeholderData: keepPreviousData });
}
