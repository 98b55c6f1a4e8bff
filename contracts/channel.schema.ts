import { z } from 'zod';

export const CHANNEL_TYPES = ['messenger', 'viber', 'webchat', 'email'] as const;
export const ChannelTypeSchema = z.enum(CHANNEL_TYPES);
export type ChannelType = z.infer<typeof ChannelTypeSchema>;

/** Channel of spec §3: type, name, number, description (for the AI agent), active flag. */
export const ChannelSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  type: ChannelTypeSchema,
  name: z.string(),
  number: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Channel = z.infer<typeof ChannelSchema>;

export const ChannelListSchema = z.object({ items: z.array(ChannelSchema) });
export type ChannelList = z.infer<typeof ChannelListSchema>;

export const CompanyIdParamsSchema = z.object({ company_id: z.coerce.number().int().min(0) }).strict();
