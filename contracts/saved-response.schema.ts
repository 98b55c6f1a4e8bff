import { z } from 'zod';
import { requiredTextRule } from './field-rules';

export const SAVED_RESPONSE_KEY_MAX = 50;
export const SAVED_RESPONSE_ANSWER_MAX = 2000;

/** Spec §5: a key without spaces (typed after '/' in the composer), unique per company. */
export const SavedResponseKeySchema = z.string().trim().min(1).max(SAVED_RESPONSE_KEY_MAX);
export const hasNoSpaces = (key: string) => !/\s/.test(key);

export const SavedResponseSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  answer: z.string(),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
});
export type SavedResponse = z.infer<typeof SavedResponseSchema>;

/** The rules of the saved-response form, with catalogue codes; the body runs them too. */
export const SavedResponseRulesSchema = z.object({
  key: requiredTextRule(SAVED_RESPONSE_KEY_MAX).refine(hasNoSpaces, { error: 'err_quick_response_key_invalid' }),
  answer: requiredTextRule(SAVED_RESPONSE_ANSWER_MAX),
});

export const SavedResponseBodySchema = z.object({ key: requiredTextRule(SAVED_RESPONSE_KEY_MAX), answer: SavedResponseRulesSchema.shape.answer }).strict();
export type SavedResponseBody = z.infer<typeof SavedResponseBodySchema>;

/** `q` filters by key prefix, as the composer offers them while `/key` is typed. */
export const SavedResponseListQuerySchema = z.object({ q: z.string().max(SAVED_RESPONSE_KEY_MAX).optional() }).strict();
export const SavedResponseListSchema = z.object({ items: z.array(SavedResponseSchema) });
export const SavedResponseIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();
