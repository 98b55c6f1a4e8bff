import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FeedbackListSchema, type FeedbackCategory, type FeedbackList } from '../../../contracts/feedback.schema';
import { http, type HttpClient } from '../http';

/** Whose feedback: every company's (superadmins, GET /api/admin/feedback) or the own company's staff's (its admins, GET /api/feedback). */
export type FeedbackScope = 'all' | 'company';

export interface FeedbackListParams {
  page: number;
  size: number;
  category?: FeedbackCategory;
}

const PATHS: Record<FeedbackScope, string> = { all: '/api/admin/feedback', company: '/api/feedback' };

/** Feedback newest first, paged and filtered by category. */
export async function listFeedback(scope: FeedbackScope, params: FeedbackListParams, client: HttpClient = http, signal?: AbortSignal): Promise<FeedbackList> {
  const searchParams: Record<string, string> = { page: String(params.page), size: String(params.size) };
  if (params.category) searchParams.category = params.category;
  return FeedbackListSchema.parse(await client.get(PATHS[scope], { searchParams, signal }));
}

/** Every page and filter of both lists share this key prefix, so one refresh covers them all. */
export const FEEDBACK_LIST_KEY = ['feedback'] as const;

export const feedbackListQueryOptions = (scope: FeedbackScope, params: FeedbackListParams) =>
  queryOptions({
    queryKey: [...FEEDBACK_LIST_KEY, scope, params] as const,
    queryFn: ({ signal }) => listFeedback(scope, params, http, signal),
  });

export function useFeedbackList(scope: FeedbackScope, params: FeedbackListParams) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...feedbackListQueryOptions(scope, params), placeholderData: keepPreviousData });
}
