import { FEEDBACK_DETAILS_MAX, FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN, type FeedbackCategory } from '../../../../contracts/feedback.schema';

export interface FeedbackDraft {
  category: FeedbackCategory | null;
  details: string;
  rating: number;
}

export type FeedbackProblem = 'category' | 'details' | 'detailsTooLong' | 'rating';
export type FeedbackProblems = Partial<Record<'category' | 'details' | 'rating', FeedbackProblem>>;

export const EMPTY_FEEDBACK: FeedbackDraft = { category: null, details: '', rating: 0 };

/** The dialog's checks, the same the server makes (FeedbackBodySchema), so a refusal is rare. */
export function feedbackProblems(draft: FeedbackDraft): FeedbackProblems {
  const problems: FeedbackProblems = {};
  if (!draft.category) problems.category = 'category';
  const details = draft.details.trim();
  if (!details) problems.details = 'details';
  else if (details.length > FEEDBACK_DETAILS_MAX) problems.details = 'detailsTooLong';
  if (!Number.isInteger(draft.rating) || draft.rating < FEEDBACK_RATING_MIN || draft.rating > FEEDBACK_RATING_MAX) problems.rating = 'rating';
  return problems;
}
