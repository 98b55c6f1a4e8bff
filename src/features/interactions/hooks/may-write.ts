import type { InteractionSummary } from '../../../../contracts/interaction.schema';
import { mayActAsHolder } from '../../../../contracts/interaction-holder';
import { useCurrentUser } from '../../../lib/current-user';

/**
 * Whether this person may write in the conversation and set its tags and mood: the one who holds it,
 * or a supervisor; anyone who works on conversations while it is queued or with a virtual agent. The
 * server refuses the rest (append_messages, PUT …/meta); the console only says so first.
 */
export function useMayWrite(summary: Pick<InteractionSummary, 'stage' | 'owner_user_id'>): boolean {
  const { me } = useCurrentUser();
  return mayActAsHolder({ stage: summary.stage, ownerUserId: summary.owner_user_id }, { id: me.ID, permissions: me.permissions });
}
