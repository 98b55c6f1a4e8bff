import type { Permission } from './permissions';

/**
 * A conversation a person holds (open, with an agent) is theirs to hand on or close: after an
 * escalation the former owner no longer may, as ownership moved. Who sees everyone's conversations
 * (spec §6 "view all closed", managers and admins by default) may still step in. Conversations in
 * the queue or with a virtual agent have no holder: whoever works on conversations may act.
 */
export const INTERACTION_SUPERVISE_PERMISSION: Permission = 'interaction.view_all_closed';
/** The lifecycle events only the holder (or a supervisor) may send. */
export const HOLDER_EVENTS: readonly string[] = ['interaction.escalate', 'interaction.close'];

export function mayActAsHolder(held: { stage: string | null; ownerUserId: number | null }, me: { id: number; permissions: readonly string[] }): boolean {
  if (held.stage !== 'agent' || held.ownerUserId === null) return true;
  return held.ownerUserId === me.id || me.permissions.includes(INTERACTION_SUPERVISE_PERMISSION);
}
