import { z } from 'zod';
import { INTERACTION_TAG_NAME_MIN } from './constants';

export const INTERACTION_TAG_NAME_MAX = 50;
export const INTERACTION_TAG_DESCRIPTION_MAX = 500;

/** Interaction tag of spec §3: name, description, important flag. Names are unique per company. */
export const InteractionTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  is_important: z.boolean(),
  created_at: z.string(),
});
export type InteractionTagItem = z.infer<typeof InteractionTagSchema>;

export const InteractionTagBodySchema = z
  .object({
    name: z.string().trim().min(INTERACTION_TAG_NAME_MIN).max(INTERACTION_TAG_NAME_MAX),
    description: z.string().trim().max(INTERACTION_TAG_DESCRIPTION_MAX).default(''),
    is_important: z.boolean().default(false),
  })
  .strict();
export type InteractionTagBody = z.input<typeof InteractionTagBodySchema>;

export const InteractionTagListSchema = z.object({ items: z.array(InteractionTagSchema) });
export const InteractionTagIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();
