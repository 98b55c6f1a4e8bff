import { z } from 'zod';
import { SAVED_RESPONSE_ANSWER_MAX, SAVED_RESPONSE_KEY_MAX, hasNoSpaces, type SavedResponseBody } from '../../../../../contracts/saved-response.schema';

const REQUIRED = { error: 'common:validation.required' };

/** The server's rules (spec §5: a key without spaces) with the console's messages. */
export const SavedResponseFormSchema = z.object({
  key: z.string().trim().min(1, REQUIRED).max(SAVED_RESPONSE_KEY_MAX).refine(hasNoSpaces, { error: 'errors:err_quick_response_key_invalid' }),
  answer: z.string().trim().min(1, REQUIRED).max(SAVED_RESPONSE_ANSWER_MAX),
}) satisfies z.ZodType<SavedResponseBody>;
