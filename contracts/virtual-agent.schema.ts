import { z } from 'zod';
import { AGENT_AVATARS, NAME_MAX } from './constants';
import { requiredTextRule } from './field-rules';

/** The two virtual user kinds of spec §3: a virtual social agent (digital channels) and a virtual call operator. */
export const VIRTUAL_AGENT_KINDS = ['virtual_social_agent', 'virtual_call_operator'] as const;
export type VirtualAgentKind = (typeof VIRTUAL_AGENT_KINDS)[number];

/** Plans come later (issue 25): until then a company may keep this many virtual agents. */
export const DEFAULT_BOT_LIMIT = 3;

/** A virtual agent of spec §3: name, photo, primary or additional, channels, active flag, kind. */
export const VirtualAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  kind: z.enum(VIRTUAL_AGENT_KINDS),
  is_primary: z.boolean(),
  /** Channel ids it answers on. */
  channels: z.array(z.number().int()),
  /** Answering on at least one channel. */
  active: z.boolean(),
  created_at: z.string(),
});
export type VirtualAgent = z.infer<typeof VirtualAgentSchema>;

export const VirtualAgentListSchema = z.object({
  items: z.array(VirtualAgentSchema),
  /** The plan's bot count limit (null: unlimited). */
  limit: z.number().int().nullable(),
});
export type VirtualAgentList = z.infer<typeof VirtualAgentListSchema>;

/** The rules of the "new virtual agent" form and of POST /api/virtual-agents alike. */
export const VirtualAgentRulesSchema = z.object({
  name: requiredTextRule(NAME_MAX),
  avatar: z.enum(AGENT_AVATARS),
  kind: z.enum(VIRTUAL_AGENT_KINDS),
  is_primary: z.boolean(),
});
export const VirtualAgentBodySchema = VirtualAgentRulesSchema.strict();
export type VirtualAgentBody = z.infer<typeof VirtualAgentBodySchema>;

export const VirtualAgentIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();
export const VirtualAgentChannelParamsSchema = z.object({ id: z.coerce.number().int().min(1), channelId: z.coerce.number().int().min(1) }).strict();

/** Why a conversation left its virtual agent for the human queue. */
export const BOT_HANDOVER_REASONS = ['failures', 'person_asked', 'flow'] as const;

/** The bot phase of a conversation as the person who takes it over sees it (spec: a one-line summary). */
export const InteractionBotSchema = z.object({
  interaction_id: z.number().int(),
  agent_id: z.number().int().nullable(),
  agent_name: z.string(),
  phase: z.enum(['answering', 'handed_over']),
  reason: z.enum(BOT_HANDOVER_REASONS).nullable(),
  summary: z.string(),
  answers: z.number().int(),
  failures: z.number().int(),
});
export type InteractionBot = z.infer<typeof InteractionBotSchema>;

/** Bot interactions counted for the plan's limit: today and this month. */
export const BotUsageSchema = z.object({ today: z.number().int(), month: z.number().int() });
