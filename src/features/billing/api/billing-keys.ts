/** The root of every billing query key, so one socket event can refresh them all. */
export const billingKeys = {
  all: ['billing'] as const,
};
