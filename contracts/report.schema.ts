import { z } from 'zod';

/**
 * Reports and analytics (/control_panel, issue 23): figures over a date range with filters, each
 * number drilling down to the interactions behind it, every table exportable (dashboard.export).
 */

/** Longest range one request may cover (a year and a bit), so a report stays interactive. */
export const REPORT_RANGE_MAX_DAYS = 400;
export const REPORT_PAGE_SIZE = 50;
export const REPORT_EXPORT_MAX_ROWS = 100_000;

const isoDate = z.iso.datetime({ offset: true });

export const ReportQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    channel: z.string().max(40).optional(),
    agent: z.coerce.number().int().min(1).optional(),
    tag: z.coerce.number().int().min(1).optional(),
  })
  .strict()
  .refine((q) => Date.parse(q.to) > Date.parse(q.from) && Date.parse(q.to) - Date.parse(q.from) <= REPORT_RANGE_MAX_DAYS * 86_400_000, {
    message: 'range',
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/**
 * What a number of the report stands for, so it opens the list behind it: all interactions,
 * answered, abandoned, rated, the virtual agents' conversations (all, contained, handed over), or one row of a breakdown (a channel, an hour of day, a day, a mood, a
 * rating, a tag, an agent).
 */
export const DrillSchema = z
  .string()
  .regex(
    /^(all|answered|abandoned|rated|bot|bot_contained|bot_handover|channel:[a-z_]{1,40}|hour:\d{1,2}|day:\d{4}-\d{2}-\d{2}|mood:[a-z]{1,20}|rating:[1-5]|tag:\d{1,10}|agent:\d{1,10})$/,
  );
export type Drill = z.infer<typeof DrillSchema>;

const count = z.number().int();
const seconds = z.number().nullable();

export const ReportSummarySchema = z.object({
  totals: z.object({
    interactions: count,
    answered: count,
    abandoned: count,
    abandon_rate: z.number().nullable(),
    first_response_median: seconds,
    first_response_p90: seconds,
    wait_median: seconds,
    handle_avg: seconds,
    rated: count,
    rating_avg: z.number().nullable(),
  }),
  by_channel: z.array(z.object({ channel_type: z.string(), count })),
  by_hour: z.array(z.object({ hour: z.number().int(), count })),
  by_day: z.array(z.object({ day: z.string(), count })),
  /** First response per day of the company's calendar: median and 90th percentile in seconds. */
  first_response_by_day: z.array(z.object({ day: z.string(), median: seconds, p90: seconds })),
  moods: z.array(z.object({ mood: z.string(), count })),
  ratings: z.array(z.object({ rating: z.number().int(), count })),
  tags: z.array(z.object({ tag_id: z.number().int(), name: z.string(), count })),
  /**
   * Conversations a virtual agent took (null when the company has none): contained ones closed
   * without a handover to a person; the rate is contained / (contained + handed over), open ones aside.
   */
  virtual_agents: z.object({ conversations: count, contained: count, handed_over: count, containment_rate: z.number().nullable() }).nullable(),
  agents: z.array(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      handled: count,
      first_response_avg: seconds,
      handle_avg: seconds,
      rating_avg: z.number().nullable(),
      online_seconds: z.number(),
      away_seconds: z.number(),
    }),
  ),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportRowSchema = z.object({
  id: z.number().int(),
  channel_type: z.string(),
  subject: z.string(),
  owner_name: z.string().nullable(),
  created_at: z.string(),
  first_response_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  mood: z.string().nullable(),
  rating: z.number().int().nullable(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportListQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    channel: z.string().max(40).optional(),
    agent: z.coerce.number().int().min(1).optional(),
    tag: z.coerce.number().int().min(1).optional(),
    drill: DrillSchema.default('all'),
    page: z.coerce.number().int().min(1).default(1),
  })
  .strict();
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;
export const ReportListSchema = z.object({ items: z.array(ReportRowSchema), total: z.number().int() });

export const REPORT_TABLES = ['by_channel', 'by_hour', 'by_day', 'moods', 'ratings', 'tags', 'agents', 'interactions'] as const;
export const ReportExportQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    channel: z.string().max(40).optional(),
    agent: z.coerce.number().int().min(1).optional(),
    tag: z.coerce.number().int().min(1).optional(),
    drill: DrillSchema.default('all'),
    table: z.enum(REPORT_TABLES),
    format: z.enum(['csv', 'xlsx']),
  })
  .strict();
export type ReportExportQuery = z.infer<typeof ReportExportQuerySchema>;
