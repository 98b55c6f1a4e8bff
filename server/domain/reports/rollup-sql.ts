import { sql, type SQL } from 'drizzle-orm';

/**
 * The figures of a set of interactions, written once and used both to fill report_hours and to
 * read the hours a report must take from the interactions themselves (its partial edges and the
 * hours changed since their last refresh), so the two never differ.
 */

const seconds = (to: SQL, from: SQL) => sql`extract(epoch from ${to} - ${from})`;
const micros = (to: SQL, from: SQL) => sql`(${seconds(to, from)} * 1000000)::bigint`;

/**
 * Histogram bucket of a duration, named by its lower bound in seconds: whole seconds below 10
 * minutes, then 10 s below an hour, a minute below a day, an hour beyond. A percentile read from
 * these buckets is percentile_cont over the durations rounded down to their bucket.
 */
export const bucketOf = (s: SQL) => sql`(case when ${s} is null then null
  when ${s} < 600 then floor(greatest(${s}, 0))
  when ${s} < 3600 then floor(${s} / 10) * 10
  when ${s} < 86400 then floor(${s} / 60) * 60
  else floor(${s} / 3600) * 3600 end)::int`;

const frtAt = sql`i.first_response_at`;
const created = sql`i.created_at`;

/**
 * One row per interaction (alias i, with bot_sessions b left-joined): what each figure counts.
 * `ch` and `ow` are 0 for no channel or no owner.
 */
export const FACTS = sql`coalesce(i.channel_id, 0) as ch, coalesce(i.owner_user_id, 0) as ow,
  (${frtAt} is not null)::int as answered,
  (${frtAt} is null and i.status = 'closed')::int as abandoned,
  ${micros(frtAt, created)} as frt_us,
  ${micros(sql`i.closed_at`, frtAt)} as handle_us,
  i.rating, i.mood,
  (b.interaction_id is not null)::int as bot,
  (b.interaction_id is not null and b.handed_over_at is null and i.status = 'closed')::int as bot_contained,
  (b.handed_over_at is not null)::int as bot_handed,
  ${bucketOf(sql`${seconds(frtAt, created)}::float8`)} as frt_b,
  ${bucketOf(sql`${seconds(sql`coalesce(${frtAt}, i.closed_at)`, created)}::float8`)} as wait_b`;

/** The columns of report_hours after its keys, in order. */
export const FIGURES = [
  'n',
  'answered',
  'abandoned',
  'frt_n',
  'frt_us',
  'handle_n',
  'handle_us',
  'rated',
  'rating_sum',
  'r1',
  'r2',
  'r3',
  'r4',
  'r5',
  'm_angry',
  'm_frowning',
  'm_normal',
  'm_grinning',
  'bot_n',
  'bot_contained',
  'bot_handed',
] as const;
export type Figures = Record<(typeof FIGURES)[number], number>;

/** The figures of a group of FACTS rows, named as report_hours' columns. */
export const AGGREGATES = sql`count(*)::int as n, sum(answered)::int as answered, sum(abandoned)::int as abandoned,
  count(frt_us)::int as frt_n, coalesce(sum(frt_us), 0)::bigint as frt_us,
  count(handle_us)::int as handle_n, coalesce(sum(handle_us), 0)::bigint as handle_us,
  count(rating)::int as rated, coalesce(sum(rating), 0)::int as rating_sum,
  count(*) filter (where rating = 1)::int as r1, count(*) filter (where rating = 2)::int as r2, count(*) filter (where rating = 3)::int as r3,
  count(*) filter (where rating = 4)::int as r4, count(*) filter (where rating = 5)::int as r5,
  count(*) filter (where mood = 'angry')::int as m_angry, count(*) filter (where mood = 'frowning')::int as m_frowning,
  count(*) filter (where mood = 'normal')::int as m_normal, count(*) filter (where mood = 'grinning')::int as m_grinning,
  sum(bot)::int as bot_n, sum(bot_contained)::int as bot_contained, sum(bot_handed)::int as bot_handed`;

/** The figures' columns of a row, for a union with AGGREGATES. */
export const COLUMNS = sql.raw(FIGURES.join(', '));

/** The figures' columns of a row as numbers for JavaScript (bigint sums arrive as text otherwise). */
export const NUMBERS = sql.raw(FIGURES.map((c) => `${c}::float8 as ${c}`).join(', '));
