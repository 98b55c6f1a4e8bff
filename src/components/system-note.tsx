import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_NAMESPACES, type MessageNote } from '../../contracts/message.schema';
import { ensureNamespaces } from '../lib/i18n-namespaces';

/**
 * A system line in the reader's language when it was stored as locale keys (a call's timeline, a
 * channel's handover); the stored text otherwise (older rows), and until the keys' namespace has loaded.
 */
export function SystemNote({ body, note }: { body: string; note?: MessageNote }) {
  const { t, i18n } = useTranslation(NOTE_NAMESPACES);
  const namespaces = [...new Set((note ?? []).map((p) => p.key.split(':')[0]))].join(',');
  useEffect(() => {
    if (namespaces) void ensureNamespaces(namespaces.split(',') as (typeof NOTE_NAMESPACES)[number][]);
  }, [namespaces]);
  if (!note?.length || !note.every((p) => i18n.exists(p.key))) return <>{body}</>;
  // Keys come from the server's data, not from this code: looked up as plain strings.
  const say = t as unknown as (key: string, params?: Record<string, string | number>) => string;
  return <>{note.map((p) => say(p.key, p.params)).join('. ')}</>;
}
