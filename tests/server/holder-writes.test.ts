import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type ServerMessage } from '../../contracts';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';

/**
 * A conversation someone holds is theirs to write in and to tag (or a supervisor's: "view all
 * closed", managers and admins by default), over REST and over the socket alike; while it waits in
 * the queue, whoever works on conversations may. Nothing a refused writer sent is stored or told.
 */
let t: Awaited<ReturnType<typeof build>>;
let url: string;
beforeAll(async () => {
  t = await build();
  url = (await t.app.listen({ port: 0, host: '127.0.0.1' })) + AGENT_NAMESPACE;
});
afterAll(() => t.close());

const event = (cookie: string, id: number, payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/events`, headers: { cookie }, payload });
const send = (cookie: string, id: number, body: string) =>
  t.app.inject({ method: 'POST', url: `/api/interactions/${id}/messages`, headers: { cookie }, payload: { client_id: `c-${body}`, body } });
const meta = (cookie: string, id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/interactions/${id}/meta`, headers: { cookie }, payload });
const bodies = async (cookie: string, id: number) =>
  (await t.app.inject({ url: `/api/interactions/${id}/messages`, headers: { cookie } })).json().items.map((m: { body: string }) => m.body);

describe('writing in a held conversation', () => {
  it('is the holder’s or a supervisor’s, over REST: messages, mood and tags', async () => {
    const co = await makeCompany(t.db);
    const [admin, manager, agent] = await Promise.all([signIn(t.app, co.emails.admin), signIn(t.app, co.emails.manager), signIn(t.app, co.emails.agent)]);
    const { id } = await createInteraction(t.db, { companyId: co.id });

    // Queued: anyone who works on conversations may write.
    expect((await send(agent, id, 'queued-by-agent')).statusCode).toBe(200);
    expect((await event(admin, id, { type: 'interaction.assign', userId: co.ids.admin })).json()).toMatchObject({ stage: 'agent', owner_user_id: co.ids.admin });

    // Held by the admin: the agent is refused, nothing stored; the holder and a manager may write.
    const refused = await send(agent, id, 'not-mine');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'err_forbidden_action']);
    const moodRefused = await meta(agent, id, { mood: 'grinning' });
    expect([moodRefused.statusCode, moodRefused.json().code]).toEqual([403, 'err_forbidden_action']);
    expect((await send(admin, id, 'from-holder')).statusCode).toBe(200);
    expect((await send(manager, id, 'from-supervisor')).statusCode).toBe(200);
    expect((await meta(manager, id, { mood: 'grinning' })).json()).toMatchObject({ mood: 'grinning' });
    expect(await bodies(admin, id)).toEqual(['queued-by-agent', 'from-holder', 'from-supervisor']);

    // Handed to the agent, it is theirs: the admin (a supervisor) still may, the agent now may.
    await event(admin, id, { type: 'interaction.escalate', userId: co.ids.agent });
    expect((await send(agent, id, 'now-mine')).statusCode).toBe(200);
    expect((await meta(agent, id, { mood: 'normal' })).json()).toMatchObject({ mood: 'normal' });
  });

  it('is refused over the socket with the catalogue code, and nobody is told of a message', async () => {
    const co = await makeCompany(t.db);
    const [admin, agent] = await Promise.all([signIn(t.app, co.emails.admin), signIn(t.app, co.emails.agent)]);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    await event(admin, id, { type: 'interaction.assign', userId: co.ids.admin });
    const agentSocket = await consoleSocket(url, agent);
    const adminSocket = await consoleSocket(url, admin);
    try {
      const is =
        <K extends ServerMessage['type']>(type: K) =>
        (m: ServerMessage): m is Extract<ServerMessage, { type: K }> =>
          m.type === type;
      agentSocket.send({ type: 'message.send', interaction_id: id, client_id: 'sock-not-mine', body: 'not mine' });
      const error = await until(() => agentSocket.inbox.find(is('error')), 'the refusal', 10_000);
      expect(error).toMatchObject({ code: 'err_forbidden_action', interaction_id: id, client_id: 'sock-not-mine' });
      // The holder's next message is the first stored: the refused one took no number.
      adminSocket.send({ type: 'message.send', interaction_id: id, client_id: 'sock-holder', body: 'holder' });
      expect(await until(() => adminSocket.inbox.find(is('message.ack')), 'the holder’s ack', 10_000)).toMatchObject({ seq: 1 });
      expect(agentSocket.inbox.some((m) => m.type === 'message.ack')).toBe(false);
      expect(await bodies(admin, id)).toEqual(['holder']);
    } finally {
      agentSocket.socket.disconnect();
      adminSocket.socket.disconnect();
    }
  });
});
