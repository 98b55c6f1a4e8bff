import { useMutation } from '@tanstack/react-query';
import type { FeedbackBody } from '../../../../contracts/feedback.schema';
import { http, type HttpClient } from '../../../lib/http';

/** POST /api/feedback: the server adds who, which company and when. */
export async function sendFeedback(body: FeedbackBody, client: HttpClient = http): Promise<{ id: number }> {
  // The hourly limit is told inside the dialog, in its own words (the generic 429 text is about sign-in).
  return client.post<{ id: number }>('/api/feedback', body, { silent: (error) => error.status === 429 });
}

export function useSendFeedback() {
  // The HTTP client's toast explains any other refusal (a dropped network, a server error).
  return useMutation({ mutationFn: (body: FeedbackBody) => sendFeedback(body) });
}
