import { z } from 'zod';
import { INTERACTION_SUBJECT_MAX } from './constants';

/** Interaction lifecycle of spec §4: open (in the queue, with a virtual agent or with a person), then closed. */
export const INTERACTION_STATUSES = ['open', 'closed'] as const;
export const InteractionStatusSchema = z.enum(INTERACTION_STATUSES);
export type InteractionStatus = z.infer<typeof InteractionStatusSchema>;

export const INTERACTION_STAGES = ['queued', 'virtual_agent', 'agent'] as const;
export const InteractionStageSchema = z.enum(INTERACTION_STAGES);
export type InteractionStage = z.infer<typeof InteractionStageSchema>;

/** What lists and the server store: the stage exists only while open. */
export const InteractionStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('open'), stage: InteractionStageSchema }),
  z.object({ status: z.literal('closed') }),
]);
export type InteractionState = z.infer<typeof InteractionStateSchema>;

export const CUSTOMER_MOODS = ['angry', 'frowning', 'normal', 'grinning'] as const;
export const CustomerMoodSchema = z.enum(CUSTOMER_MOODS);
export type CustomerMood = z.infer<typeof CustomerMoodSchema>;

export const SERVICE_RATING_MIN = 1;
export const SERVICE_RATING_MAX = 5;
export const ServiceRatingSchema = z.number().int().min(SERVICE_RATING_MIN).max(SERVICE_RATING_MAX);

export const ESCALATION_OUTCOMES = ['succeeded', 'failed'] as const;
export type EscalationOutcome = (typeof ESCALATION_OUTCOMES)[number];

/**
 * Events of `machines/interaction.machine.ts`, as a schema so a route can parse a request body into
 * an event before asking the machine whether it is allowed.
 */
export const InteractionEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('interaction.assign'), userId: z.number().int() }).strict(),
  // Without userId the virtual agent hands over to the queue; with it, straight to that person.
  z.object({ type: z.literal('interaction.handover'), userId: z.number().int().optional() }).strict(),
  z.object({ type: z.literal('interaction.escalate'), userId: z.number().int() }).strict(),
  z.object({ type: z.literal('interaction.close'), subject: z.string().max(INTERACTION_SUBJECT_MAX).optional(), closedBy: z.number().int().optional() }).strict(),
  z.object({ type: z.literal('interaction.requestRating') }).strict(),
  z.object({ type: z.literal('interaction.rate'), rating: z.number() }).strict(),
  // The person who had it went offline past the grace period (or gave it back): back to the queue.
  z.object({ type: z.literal('interaction.requeue') }).strict(),
]);
export type InteractionEvent = z.infer<typeof InteractionEventSchema>;

/** Message delivery status of spec §4 (Sending, Sent, Seen, Retry). */
export const MESSAGE_STATUSES = ['sending', 'sent', 'seen', 'retry'] as const;
export const MessageStatusSchema = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof MessageStatusSchema>;
/** How long a message may stay in Sending before it offers Retry. */
export const MESSAGE_SEND_TIMEOUT_MS = 15_000;

export const BUBBLE_TYPES = ['chatbot', 'iva'] as const;
export const BubbleTypeSchema = z.enum(BUBBLE_TYPES);
export type BubbleType = z.infer<typeof BubbleTypeSchema>;

export const BUBBLE_FORMS = ['you', 'them'] as const;
export const BubbleFormSchema = z.enum(BUBBLE_FORMS);
export type BubbleForm = z.infer<typeof BubbleFormSchema>;

/** Spec §9 bubble maximum widths in px. */
export const BUBBLE_MAX_WIDTH = { iva: 380, chatbot: 280 } as const satisfies Record<BubbleType, number>;
export const AVATAR_INITIALS_MAX = 2;
/** Concurrent conversations a person takes before routing skips them (spec silent; a common default). */
export const DEFAULT_AGENT_CAPACITY = 4;

/** Chat message bubble of spec §3. */
export const ChatBubbleSchema = z.object({
  type: BubbleTypeSchema,
  form: BubbleFormSchema,
  text: z.string(),
  time: z.string(),
  avatar: z.string().max(AVATAR_INITIALS_MAX),
  username: z.string(),
  status: MessageStatusSchema.optional(),
  is_bot: z.boolean(),
});
export type ChatBubble = z.infer<typeof ChatBubbleSchema>;

/** The call behind a call conversation: queued → ringing → talking ⇄ held → ended (or abandoned, failed). */
export const InteractionCallSchema = z.object({
  state: z.enum(['queued', 'ringing', 'talking', 'held', 'ended', 'abandoned', 'failed']),
  answered_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  duration_s: z.number().int().nullable(),
});
export type InteractionCall = z.infer<typeof InteractionCallSchema>;

/** An interaction as lists and the conversation header show it. */
export const InteractionSummarySchema = z.object({
  id: z.number().int(),
  channel_id: z.number().int().nullable(),
  contact_id: z.number().int().nullable(),
  subject: z.string(),
  status: InteractionStatusSchema,
  stage: InteractionStageSchema.nullable(),
  owner_user_id: z.number().int().nullable(),
  last_seq: z.number().int(),
  mood: CustomerMoodSchema.nullable(),
  rating: z.number().int().nullable(),
  /** What the customer wrote with the rating on /servicerate ('' when nothing). */
  rating_comment: z.string(),
  created_at: z.string(),
  first_response_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  closed_by_user_id: z.number().int().nullable(),
  /** The channel's type, so lists show an icon without a second look-up. */
  channel_type: z.string().nullable(),
  /** The contact's name, or the visitor's ('Зочин #12' style label is the console's job when empty). */
  contact_name: z.string(),
  tag_ids: z.array(z.number().int()),
  /** Highest seq the customer has seen (staff messages up to it show Seen). */
  contact_read_seq: z.number().int(),
  /** Highest seq any staff member has seen (customer messages up to it show Seen in the widget). */
  staff_read_seq: z.number().int(),
  rating_requested_at: z.string().nullable(),
  /** What the machine allows now (its tags), so the console offers only possible actions. */
  can: z.array(z.string()),
  /** A call conversation's call (issue 26): its state and times, so lists tick its duration. */
  call: InteractionCallSchema.nullable().optional(),
});
export type InteractionSummary = z.infer<typeof InteractionSummarySchema>;

export const InteractionListQuerySchema = z
  .object({
    status: InteractionStatusSchema.default('open'),
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(200).default(50),
    /** Closed list (/interacts/hist): an inclusive ISO range on closed_at. */
    from: z.string().datetime({ offset: true }).optional(),
    to: z.string().datetime({ offset: true }).optional(),
    /** Open list: only conversations owned by the caller ('mine') or waiting in the queue ('queued'). */
    scope: z.enum(['all', 'mine', 'queued']).default('all'),
  })
  .strict();
/** A list row adds the caller's own read mark, so the console shows unread = last_seq − my_read_seq. */
export const InteractionListItemSchema = InteractionSummarySchema.extend({ my_read_seq: z.number().int() });
export type InteractionListItem = z.infer<typeof InteractionListItemSchema>;
export const InteractionListSchema = z.object({ items: z.array(InteractionListItemSchema), total: z.number().int() });

/** Mood and tags are set by staff while the conversation is open or after it closed. */
export const InteractionMetaBodySchema = z
  .object({
    mood: CustomerMoodSchema.nullable().optional(),
    tag_ids: z.array(z.number().int().min(1)).max(20).optional(),
    subject: z.string().trim().max(INTERACTION_SUBJECT_MAX).optional(),
  })
  .strict();
export type InteractionMetaBody = z.infer<typeof InteractionMetaBodySchema>;

/** The customer rating page /servicerate?t=…: a signed token names the interaction. */
export const ServiceRateTokenQuerySchema = z.object({ t: z.string().min(10).max(200) }).strict();
export const ServiceRateInfoSchema = z.object({
  company_name: z.string(),
  logo: z.string().nullable(),
  brand_color: z.string().nullable(),
  agent_name: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** 'requested': may rate now; 'rated': already given (shown with its value). */
  state: z.enum(['requested', 'rated']),
  rating: z.number().int().nullable(),
});
export type ServiceRateInfo = z.infer<typeof ServiceRateInfoSchema>;
export const ServiceRateBodySchema = z.object({ t: z.string().min(10).max(200), rating: ServiceRatingSchema, comment: z.string().trim().max(1000).default('') }).strict();
