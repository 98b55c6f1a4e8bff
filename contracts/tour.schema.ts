import { z } from 'zod';

/** The guided tour of spec §1 has eight steps over the main screens. */
export const TOUR_STEP_COUNT = 8;

/** GET /api/tour: whether this user has been through (or skipped) the tour; false offers it once. */
export const TourStateSchema = z.object({ seen: z.boolean() });
export type TourState = z.infer<typeof TourStateSchema>;

/** PUT /api/tour: the tour was finished or skipped. Restarting from help does not unset it. */
export const TourSeenBodySchema = z.object({ seen: z.literal(true) }).strict();
export type TourSeenBody = z.infer<typeof TourSeenBodySchema>;
