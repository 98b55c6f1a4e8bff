import { createActor } from 'xstate';
import type { interactions } from '../../db/schema';
import { interactionMachine } from '../../../machines/interaction.machine';
import { toPersisted, type PersistedInteraction } from '../../../machines/interaction.persistence';

/** The stored machine state of a row; a row a channel just created has none yet and starts fresh. */
export function persistedOf(row: typeof interactions.$inferSelect): PersistedInteraction {
  if (row.state) return row.state as PersistedInteraction;
  const actor = createActor(interactionMachine, {
    input: { id: row.id, subject: row.subject, startWith: row.stage === 'virtual_agent' ? 'virtual_agent' : 'queued' },
  });
  return toPersisted(actor.getSnapshot());
}
