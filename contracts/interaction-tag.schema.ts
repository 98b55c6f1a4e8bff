import { z } from 'zod';
import { INTERACTION_TAG_NAME_MIN } from './constants';
import { textRule } from './field-rules';

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

/** The rules of the tag form (spec §5: a name of at least 2 characters), with catalogue codes. */
export const InteractionTagRulesSchema = z.object({
  name: textRule(INTERACTION_TAG_NAME_MAX).min(INTERACTION_TAG_NAME_MIN, { error: 'err_interaction_tag_name_short' }),
  description: textRule(INTERACTION_TAG_DESCRIPTION_MAX),
  is_important: z.boolean(),
});

export const InteractionTagBodySchema = z
  .object({
    name: InteractionTagRulesSchema.shape.name,
    description: InteractionTagRulesSchema.shape.description.default(''),
    is_important: z.boolean().default(false),
  })
  .strict();
export type InteractionTagBody = z.input<typeof InteractionTagBodySchema>;

export const InteractionTagListSchema = z.object({ items: z.array(InteractionTagSchema) });
export const InteractionTagIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();
