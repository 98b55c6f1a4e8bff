import { z } from 'zod';

/** Feedback of spec §3: what it is about, the person's words, and a rating. */
export const FEEDBACK_CATEGORIES = ['technical_issue', 'appreciation', 'complain', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FeedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES);

export const FEEDBACK_DETAILS_MAX = 2000;
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_PATH_MAX = 500;
/** Per user: at most this many in FEEDBACK_WINDOW_MS (one person cannot flood the superadmins). */
export const FEEDBACK_LIMIT = 10;
export const FEEDBACK_WINDOW_MS = 60 * 60 * 1000;

/** POST /api/feedback. The page is where the dialog was opened; who and when come from the session. */
export const FeedbackBodySchema = z
  .object({
    category: FeedbackCategorySchema,
    details: z.string().trim().min(1).max(FEEDBACK_DETAILS_MAX),
    rating: z.number().int().min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX),
    page_path: z.string().startsWith('/').max(FEEDBACK_PATH_MAX).default('/'),
  })
  .strict();
export type FeedbackBody = z.input<typeof FeedbackBodySchema>;

export const FeedbackSchema = z.object({
  id: z.number().int(),
  category: FeedbackCategorySchema,
  details: z.string(),
  rating: z.number().int(),
  page_path: z.string(),
  created_at: z.string(),
  /** Null once the author's account is deleted; the feedback stays. */
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const FEEDBACK_PAGE_SIZE_DEFAULT = 20;
export const FEEDBACK_PAGE_SIZE_MAX = 100;

/** GET /api/admin/feedback: newest first, paged, optionally one category. */
export const FeedbackListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(FEEDBACK_PAGE_SIZE_MAX).default(FEEDBACK_PAGE_SIZE_DEFAULT),
    category: FeedbackCategorySchema.optional(),
  })
  .strict();
export type FeedbackListQuery = z.input<typeof FeedbackListQuerySchema>;

export const FeedbackListSchema = z.object({ items: z.array(FeedbackSchema), total: z.number().int() });
export type FeedbackList = z.infer<typeof FeedbackListSchema>;
