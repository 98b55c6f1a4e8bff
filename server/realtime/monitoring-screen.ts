import type { Socket } from 'socket.io';
import { ClientMessageSchema, PROTOCOL_VERSION, SOCKET_EVENT, type ServerMessage } from '../../contracts';
import type { Db } from '../db/client';
import { screenOfToken } from '../domain/monitoring/screens';
import { handleMonitoringMessage } from './monitoring';
import type { MonitoringFeed } from './monitoring-feed';
import type { AgentSocketData } from './presence';

/** A kiosk's socket: its screen's id instead of a user (userId 0, never in a company or user room). */
export interface ScreenSocketData extends AgentSocketData {
  screenId: number;
}
export const screenRoom = (id: number) => `screen:${id}`;
export const isScreenSocket = (socket: Socket) => typeof (socket.data as Partial<ScreenSocketData>).screenId === 'number';

function refused() {
  const err = new Error('unauthenticated') as Error & { data: { reason: 'unauthenticated' } };
  err.data = { reason: 'unauthenticated' };
  return err;
}

/** Admits a socket by a wall-screen token (handshake auth `screen`), or refuses it as unauthenticated. */
export async function admitScreen(db: Db, socket: Socket, token: string): Promise<Error | undefined> {
  const screen = token ? await screenOfToken(db, token) : null;
  if (!screen) return refused();
  socket.data = { userId: 0, companyId: screen.companyId, presence: 'away', sessionId: '', screenId: screen.id } satisfies ScreenSocketData;
  return undefined;
}

/**
 * A screen sees its company's floor and nothing else: `monitoring.subscribe`/`unsubscribe` are
 * served (the token is the grant), every other event is refused. It takes no part in presence.
 */
export function serveScreen(db: Db, feed: MonitoringFeed, socket: Socket, track: (failure: string, work: () => Promise<unknown>) => void) {
  const data = socket.data as ScreenSocketData;
  const send = (m: ServerMessage) => socket.emit(SOCKET_EVENT, m);
  void socket.join(screenRoom(data.screenId));
  socket.on(SOCKET_EVENT, (payload: unknown) =>
    track('screen event failed', async () => {
      const parsed = ClientMessageSchema.safeParse(payload);
      if (!parsed.success) return send({ type: 'error', code: 'err_wrong_param_structure' });
      const msg = parsed.data;
      if (msg.type === 'monitoring.subscribe' || msg.type === 'monitoring.unsubscribe') return handleMonitoringMessage(db, feed, socket, msg, { screen: true });
      return send({ type: 'error', code: 'err_no_permission', ...('interaction_id' in msg ? { interaction_id: msg.interaction_id } : {}) });
    }),
  );
  send({ type: 'hello', v: PROTOCOL_VERSION, user_id: 0, company_id: data.companyId });
}
