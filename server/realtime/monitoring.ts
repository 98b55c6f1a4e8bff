import type { Socket } from 'socket.io';
import { SOCKET_EVENT, type ClientMessage, type Message, type ServerMessage } from '../../contracts';
import type { Db } from '../db/client';
import type { InteractionRow } from '../domain/interactions/apply-event';
import { deltasAfter } from '../domain/monitoring/feed';
import { currentViewer } from '../domain/interactions/viewer';
import { AppError } from '../lib/app-error';
import type { MonitoringFeed } from './monitoring-feed';
import type { AgentSocketData } from './presence';
import type { Publisher } from './publisher';
import { monitorRoom } from './rooms';

type MonitoringMessage = Extract<ClientMessage, { type: 'monitoring.subscribe' | 'monitoring.unsubscribe' }>;

/**
 * The wall screen's subscription on the agent socket. Watching the floor takes dashboard.view,
 * read afresh (a revoked permission counts at once). The socket joins the company's monitor room
 * before anything is read, so no delta committed meanwhile is missed; it then gets the deltas
 * after `after_seq` when the server still keeps them all, else a snapshot.
 */
export async function handleMonitoringMessage(db: Db, feed: MonitoringFeed, socket: Socket, msg: MonitoringMessage, opts: { screen?: boolean } = {}) {
  const data = socket.data as AgentSocketData;
  const send = (m: ServerMessage) => socket.emit(SOCKET_EVENT, m);
  if (msg.type === 'monitoring.unsubscribe') return void (await socket.leave(monitorRoom(data.companyId)));
  try {
    // A kiosk's token is its grant (checked when it connected; revoking it closes the socket).
    const viewer = opts.screen ? { permissions: ['dashboard.view'] } : await currentViewer(db, data.userId, data.companyId);
    if (!viewer.permissions.includes('dashboard.view')) throw new AppError('err_no_permission');
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await socket.leave(monitorRoom(data.companyId));
    return send({ type: 'error', code: err.code });
  }
  await socket.join(monitorRoom(data.companyId));
  const missed = msg.after_seq > 0 ? await deltasAfter(db, data.companyId, msg.after_seq) : null;
  if (!missed) return send({ type: 'monitoring.snapshot', snapshot: await feed.snapshot(data.companyId) });
  for (const delta of missed) send({ type: 'monitoring.delta', delta });
  send({ type: 'monitoring.synced', seq: missed.at(-1)?.seq ?? msg.after_seq, at: new Date().toISOString() });
}

/**
 * The publisher, with the monitoring feed told of what it publishes: every interaction change
 * (created, assigned, escalated, requeued, closed) and every person's message (the first one is
 * the first response). One place, so no path that changes an interaction can skip the screen.
 */
export function publisherWatchedBy(pub: Publisher, feed: MonitoringFeed): Publisher {
  return {
    ...pub,
    publishMessage(stored: { message: Message; notify: number[] }, opts?: { fromVisitorSocket?: string }) {
      pub.publishMessage(stored, opts);
      if (stored.message.author_type === 'user') feed.staffMessage(stored.message.interaction_id);
    },
    async interactionChanged(row: InteractionRow, opts?: { assignedTo?: number; visitor?: boolean }) {
      feed.interactionTouched(row.companyId, row.id);
      return pub.interactionChanged(row, opts);
    },
  };
}
