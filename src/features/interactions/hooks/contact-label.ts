import type { TFunction } from 'i18next';
import type { InteractionSummary } from '../../../../contracts/interaction.schema';

/** The contact's name, or 'Зочин #12' for an anonymous web-chat visitor. */
export function contactLabel(summary: Pick<InteractionSummary, 'contact_name' | 'contact_id' | 'id'>, t: TFunction<'interactions'>): string {
  const name = summary.contact_name.trim();
  return name || t('visitor', { id: summary.contact_id ?? summary.id });
}
