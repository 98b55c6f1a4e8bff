import { z } from 'zod';
import { INTERACTION_TAG_NAME_MIN } from '../../../../../contracts/constants';
import { INTERACTION_TAG_DESCRIPTION_MAX, INTERACTION_TAG_NAME_MAX, type InteractionTagBody } from '../../../../../contracts/interaction-tag.schema';

/** The server's rules (spec §5: a name of at least 2 characters) with the catalogue's message. */
export const InteractionTagFormSchema = z.object({
  name: z.string().trim().min(INTERACTION_TAG_NAME_MIN, { error: 'errors:err_interaction_tag_name_short' }).max(INTERACTION_TAG_NAME_MAX),
  description: z.string().trim().max(INTERACTION_TAG_DESCRIPTION_MAX),
  is_important: z.boolean(),
}) satisfies z.ZodType<InteractionTagBody>;
