import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FeedbackListSchema, type FeedbackCategory, type FeedbackList } from '../../../../contracts/feedback.schema';
import { http, type HttpClient } from '../../../lib/http';

export interface FeedbackListParams {
  page: number;
  size: number;
  category?: FeedbackCategory;
}

/** GET /api/admin/feedback: every company's feedback, newest first (superadmins only). */
export async function listFeedback(params: FeedbackListParams, client: HttpClient = http, signal?: AbortSignal): Promise<FeedbackList> {
  const searchParams: Record<string, string> = { page: String(params.page), size: String(params.size) };
  if (params.category) searchParams.category = params.category;
  return FeedbackListSchema.parse(await client.get('/api/admin/feedback', { searchParams, signal }));
}

/** Every page and filter of the list share this key prefix, so one refresh covers them all. */
export const FEEDBACK_LIST_KEY = ['admin', 'feedback'] as const;

export const feedbackListQueryOptions = (params: FeedbackListParams) =>
  queryOptions({
    queryKey: [...FEEDBACK_LIST_KEY, params] as const,
    queryFn: ({ signal }) => listFeedback(params, http, signal),
  });

export function useFeedbackList(params: FeedbackListParams) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...feedbackListQueryOptions(params), placeholderData: keepPreviousData });
}
