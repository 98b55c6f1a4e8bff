import { ClientMessageSchema, SOCKET_EVENT, type ServerMessage } from '../../contracts';
import { AppError } from '../lib/app-error';
import type { AgentFrame, AgentFrameContext, AgentFrameHandler, AgentFrameType } from './agent-frame-types';
import { presenceOfUser } from './agent-presence';
import { read, sendMessage, subscribe, typing, unsubscribe } from './conversations';
import { handleMonitoringMessage } from './monitoring';

/** presence.set: the user's presence follows from all their sockets (presence.ts), before and after. */
const setPresence: AgentFrameHandler<'presence.set'> = async ({ data, presence }, msg) => {
  const before = presenceOfUser(await presence.socketsOf(data.userId), data.userId);
  data.presence = msg.presence;
  presence.changed(data, before, presenceOfUser(await presence.socketsOf(data.userId), data.userId));
};

/** monitoring.subscribe / unsubscribe: the wall screen's feed (monitoring.ts). */
const watchFloor: AgentFrameHandler<'monitoring.subscribe'> = ({ db, monitoring, socket }, msg) => handleMonitoringMessage(db, monitoring, socket, msg);
const leaveFloor: AgentFrameHandler<'monitoring.unsubscribe'> = ({ db, monitoring, socket }, msg) => handleMonitoringMessage(db, monitoring, socket, msg);

/** Every frame an agent's console sends, by type: one handler each. */
export const AGENT_FRAME_HANDLERS: { [K in AgentFrameType]: AgentFrameHandler<K> } = {
  'presence.set': setPresence,
  'interaction.subscribe': subscribe,
  'interaction.unsubscribe': unsubscribe,
  'message.send': sendMessage,
  typing,
  read,
  'monitoring.subscribe': watchFloor,
  'monitoring.unsubscribe': leaveFloor,
};

/**
 * One frame of an agent socket. Checked once here, before any handler runs: the socket's user
 * belongs to a company (one still in onboarding gets only its own notices, and every frame is
 * refused), and the frame is one of the protocol's. Each handler then acts only within
 * `data.companyId`; a refusal (AppError) goes back to the sender as an `error` frame naming the
 * conversation and the message it was about.
 */
export async function dispatchAgentFrame(ctx: AgentFrameContext, payload: unknown) {
  const send = (m: ServerMessage) => ctx.socket.emit(SOCKET_EVENT, m);
  if (ctx.data.companyId === 0) return send({ type: 'error', code: 'err_no_permission' });
  const parsed = ClientMessageSchema.safeParse(payload);
  if (!parsed.success) return send({ type: 'error', code: 'err_wrong_param_structure' });
  const msg = parsed.data;
  try {
    await (AGENT_FRAME_HANDLERS[msg.type] as AgentFrameHandler<typeof msg.type>)(ctx, msg as AgentFrame<typeof msg.type>);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    send({
      type: 'error',
      code: err.code,
      ...('interaction_id' in msg ? { interaction_id: msg.interaction_id } : {}),
      ...(msg.type === 'message.send' ? { client_id: msg.client_id } : {}),
    });
  }
}
