import { nextDelivery, type DeliveryEvent } from '../../../contracts/protocol-client/delivery';

/** An own message the server has not acknowledged yet. */
export interface OutboxItem {
  client_id: string;
  body: string;
  created_at: string;
  status: 'sending' | 'retry';
}

export const enqueue = (box: readonly OutboxItem[], item: OutboxItem): OutboxItem[] => [...box, item];

/** Applies a delivery event to one item; an ack removes it (it is a stored message now). */
export function applyDelivery(box: readonly OutboxItem[], clientId: string, event: DeliveryEvent): OutboxItem[] {
  if (event === 'ack') return box.filter((i) => i.client_id !== clientId);
  return box.map((i) => (i.client_id === clientId ? { ...i, status: nextDelivery(i.status, event) as OutboxItem['status'] } : i));
}

/** Items the server already stored (seen again in a resync) leave the outbox. */
export function withoutStored(box: readonly OutboxItem[], storedClientIds: Iterable<string | null>): OutboxItem[] {
  const stored = new Set(storedClientIds);
  return box.filter((i) => !stored.has(i.client_id));
}

/** Everything is sent again after a (re)connect, with the same client ids. */
export const allSending = (box: readonly OutboxItem[]): OutboxItem[] => box.map((i) => ({ ...i, status: 'sending' }));

/** Kept across page loads too: a message typed just before the visitor navigates is not lost. */
export function loadOutbox(storage: Storage | null, key: string): OutboxItem[] {
  try {
    const raw = storage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((i): i is OutboxItem => !!i && typeof i.client_id === 'string' && typeof i.body === 'string' && typeof i.created_at === 'string')
      .map((i) => ({ client_id: i.client_id, body: i.body, created_at: i.created_at, status: 'sending' }));
  } catch {
    return [];
  }
}

export function saveOutbox(storage: Storage | null, key: string, box: readonly OutboxItem[]) {
  try {
    if (box.length) storage?.setItem(key, JSON.stringify(box));
    else storage?.removeItem(key);
  } catch {
    // Storage full or blocked: the outbox still lives in memory for this page.
  }
}
