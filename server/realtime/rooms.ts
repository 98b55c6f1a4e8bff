/** Room names shared by the socket handlers and the publishers. */
export const companyRoom = (id: number) => `company:${id}`;
export const userRoom = (id: number) => `user:${id}`;
export const interactionRoom = (id: number) => `interaction:${id}`;
/** All tabs of one web-chat visitor (namespace /visitor): they see the same conversation. */
export const visitorRoom = (id: number) => `visitor:${id}`;
/**
 * The company's sockets whose users hold interaction.start: company-wide conversation news
 * (`interaction.changed`) goes here, not to the whole company (access-rooms.ts keeps it right).
 */
export const workRoom = (id: number) => `work:${id}`;
/**
 * One user's sockets that hold interaction.start: the list badges (`interaction.activity`) go
 * here, so a user demoted or stripped of the right stops getting them at once (access-rooms.ts).
 */
export const userWorkRoom = (id: number) => `user-work:${id}`;
/**
 * All tabs of one visitor by its token's digest, row or not: before its first message a visitor
 * has no id, and the tab that writes it brings the others into `visitorRoom` through this one.
 */
export const visitorTokenRoom = (key: string) => `visitor-token:${key}`;
/** The wall screens (and dashboards) watching a company's floor: the monitoring feed's deltas. */
export const monitorRoom = (id: number) => `monitor:${id}`;
