import { z } from 'zod';
import { PresenceSchema } from './user.schema';

/**
 * The supervisors' wall screen (issue 23): one socket feed of a snapshot, then deltas numbered per
 * company. Deltas carry whole rows as they are at that number (never increments), so applying one
 * that a snapshot already reflects changes nothing, and a screen that missed some asks from its
 * last number (`monitoring.subscribe` with `after_seq`) and gets the missing deltas or a snapshot.
 */

/** Default service-level threshold: answered within 20 seconds counts as within service level. */
export const SERVICE_LEVEL_SECONDS_DEFAULT = 20;

const iso = z.string();

/** One person on the floor: presence and since when (what they are in comes from `interactions`). */
export const MonitoredAgentSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  presence: PresenceSchema,
  /** When the presence began (null when never seen since the log began). */
  presence_since: iso.nullable(),
  capacity: z.number().int(),
});
export type MonitoredAgent = z.infer<typeof MonitoredAgentSchema>;

/**
 * An open interaction: waiting in a queue (stage queued), with a virtual agent, or with a person
 * (owner). Chats now; calls join with kind 'call' (on a call, wrap-up) when call interactions exist.
 */
export const MonitoredInteractionSchema = z.object({
  interaction_id: z.number().int(),
  kind: z.enum(['chat', 'call']),
  channel_id: z.number().int().nullable(),
  channel_type: z.string(),
  stage: z.string(),
  owner_user_id: z.number().int().nullable(),
  created_at: iso,
  first_response_at: iso.nullable(),
  /**
   * A call's state (issue 26): waiting in the queue, ringing someone, talking, on hold, or in the
   * agent's wrap-up after it; `since` starts its duration. Absent for chats.
   */
  call: z
    .object({ state: z.enum(['queued', 'ringing', 'talking', 'held', 'wrapup']), line: z.string().nullable(), caller: z.string(), since: iso })
    .nullable()
    .optional(),
});
export type MonitoredInteraction = z.infer<typeof MonitoredInteractionSchema>;

/** A channel of the company: each is a queue on the screen. */
export const MonitoredChannelSchema = z.object({ id: z.number().int(), type: z.string(), name: z.string() });
export type MonitoredChannel = z.infer<typeof MonitoredChannelSchema>;

/** Today's figures (the company's day), computed in SQL. Rates are 0..1, null with nothing to count. */
export const MonitoringFiguresSchema = z.object({
  day_start: iso,
  threshold_seconds: z.number().int(),
  offered: z.number().int(),
  answered: z.number().int(),
  answered_within: z.number().int(),
  abandoned: z.number().int(),
  service_level: z.number().nullable(),
  abandon_rate: z.number().nullable(),
  avg_first_response_seconds: z.number().nullable(),
  avg_handle_seconds: z.number().nullable(),
  by_channel: z.array(z.object({ channel_type: z.string(), count: z.number().int() })),
  issues_due_today: z.number().int(),
  /** Per phone line (issue 26): callers waiting in its queue now, and today's abandoned calls. */
  by_line: z.array(z.object({ line: z.string(), waiting: z.number().int(), abandoned: z.number().int() })).optional(),
});
export type MonitoringFigures = z.infer<typeof MonitoringFiguresSchema>;

const seconds = z.number().int().min(1).max(86_400);
const percent = z.number().int().min(0).max(100);
const people = z.number().int().min(0).max(10_000);

/** What an admin sets: the service-level threshold and when a tile turns amber (warn) or red (alert). */
export const MonitoringSettingsSchema = z
  .object({
    service_level_seconds: seconds,
    wait_warn_seconds: seconds,
    wait_alert_seconds: seconds,
    service_level_warn_pct: percent,
    service_level_alert_pct: percent,
    available_warn: people,
    available_alert: people,
  })
  .strict();
export type MonitoringSettings = z.infer<typeof MonitoringSettingsSchema>;

export const MONITORING_SETTINGS_DEFAULT: MonitoringSettings = {
  service_level_seconds: SERVICE_LEVEL_SECONDS_DEFAULT,
  wait_warn_seconds: 60,
  wait_alert_seconds: 180,
  service_level_warn_pct: 80,
  service_level_alert_pct: 60,
  available_warn: 2,
  available_alert: 0,
};

export const MonitoringSnapshotSchema = z.object({
  seq: z.number().int(),
  /** The server's clock when it was read, so durations tick right on a screen whose clock is off. */
  at: iso,
  agents: z.array(MonitoredAgentSchema),
  /** Every open interaction of the company. */
  interactions: z.array(MonitoredInteractionSchema),
  channels: z.array(MonitoredChannelSchema),
  figures: MonitoringFiguresSchema,
  settings: MonitoringSettingsSchema,
});
export type MonitoringSnapshot = z.infer<typeof MonitoringSnapshotSchema>;

/** Rows that changed, whole; a closed interaction leaves the screen by its id. */
export const MonitoringDeltaSchema = z.object({
  seq: z.number().int(),
  at: iso,
  agents: z.array(MonitoredAgentSchema).optional(),
  removed_agents: z.array(z.number().int()).optional(),
  interactions: z.array(MonitoredInteractionSchema).optional(),
  closed_interactions: z.array(z.number().int()).optional(),
  figures: MonitoringFiguresSchema.optional(),
  settings: MonitoringSettingsSchema.optional(),
});
export type MonitoringDelta = z.infer<typeof MonitoringDeltaSchema>;

/** A read-only wall-screen link (kiosk): named by an admin, revocable; its token is shown once. */
export const MONITORING_SCREEN_NAME_MAX = 60;
export const MonitoringScreenSchema = z.object({ id: z.number().int(), name: z.string(), created_at: iso, last_used_at: iso.nullable() });
export type MonitoringScreen = z.infer<typeof MonitoringScreenSchema>;
export const MonitoringScreenListSchema = z.object({ items: z.array(MonitoringScreenSchema) });
export const CreateMonitoringScreenBodySchema = z.object({ name: z.string().trim().min(1).max(MONITORING_SCREEN_NAME_MAX) }).strict();
export type CreateMonitoringScreenBody = z.infer<typeof CreateMonitoringScreenBodySchema>;
/** The token opens /monitoring?screen=TOKEN; only its digest is kept, so it is shown this once. */
export const CreatedMonitoringScreenSchema = z.object({ screen: MonitoringScreenSchema, token: z.string() });
export const MonitoringScreenIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();
/** The query parameter of the kiosk link. */
export const SCREEN_TOKEN_PARAM = 'screen';
