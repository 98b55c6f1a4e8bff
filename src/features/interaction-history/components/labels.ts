// Texts shared by the history table and detail, so both name people and channels the same way.
import type { TFunction } from 'i18next';
import type { InteractionSummary } from '../../../../contracts/interaction.schema';
import { formatDateTime } from '../../../lib/format';

type T = TFunction<'history'>;

/** The contact's name, or 'Зочин #12' for a visitor without one (by contact id, else conversation id). */
export const contactLabel = (item: Pick<InteractionSummary, 'id' | 'contact_id' | 'contact_name'>, t: T) =>
  item.contact_name.trim() || t('visitor', { id: item.contact_id ?? item.id });

export const subjectLabel = (item: Pick<InteractionSummary, 'subject'>, t: T) => item.subject.trim() || t('noSubject');

const CHANNELS = ['messenger', 'viber', 'webchat', 'email'] as const;

export function channelLabel(type: string | null, t: T): string {
  if (!type) return t('none');
  return (CHANNELS as readonly string[]).includes(type) ? t(`channels.${type as (typeof CHANNELS)[number]}`) : type;
}

export const staffLabel = (id: number | null, names: Map<number, string>, t: T) => (id === null ? t('none') : (names.get(id) ?? t('none')));

/** Local date and time, the list format of spec §9 with minutes. */
export const dateTime = (iso: string | null, t: T) => (iso ? formatDateTime(iso) : t('none'));
