import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { AGENT_NAMESPACE, type ServerMessage } from '../../contracts';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, consoleSocket, makeCompany, makeWebchat, signIn, until, widgetSocket } from './helper';
import { recordStatements } from './watched-statements';

/**
 * What one message or one assignment costs the database, counted on the statements the server
 * sends: a conversation row just written (or just locked) is not read back on the same path.
 */
let t: Awaited<ReturnType<typeof build>>;
let origin: string;
const open: Socket[] = [];
const recorder = recordStatements();
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(async () => {
  recorder.restore();
  await t.close();
});

/** Statements that read a whole conversation row (only those select its machine state). */
const rowReads = (statements: string[]) => statements.filter((s) => /^select .*"state".* from "interactions"/.test(s));
/** Of those, the reads of one conversation by its id (not routing's read of the queue). */
const rowReadsById = (statements: string[]) => rowReads(statements).filter((s) => s.includes('"interactions"."id" = '));
const touching = (statements: string[], table: string) => statements.filter((s) => s.includes(`"${table}"`) || s.includes(` ${table} `));
const appends = (statements: string[]) => statements.filter((s) => s.includes('append_messages('));
/**
 * The statements without the wall screen's own writes (monitoring, issue 23), which its feed makes
 * in the background, batched, whenever presence or a conversation changes.
 */
const withoutWallScreen = (statements: string[]) => statements.filter((s) => !/monitoring_|agent_presence_log/.test(s));

async function agentConsole(cookie: string) {
  const c = await consoleSocket(origin + AGENT_NAMESPACE, cookie);
  open.push(c.socket);
  await until(() => c.inbox.find((m) => m.type === 'presence.snapshot'), 'the presence snapshot');
  return c;
}

describe('statements of the live path', () => {
  it('stores a message in one statement, sent over REST or over the socket', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const rest = (clientId: string) =>
      t.app.inject({ method: 'POST', url: `/api/interactions/${id}/messages`, headers: { cookie }, payload: { body: 'Сайн байна уу', client_id: clientId } });
    expect((await rest('rest-warm-up-1')).statusCode).toBe(200);

    recorder.start();
    const res = await rest('rest-message-1');
    const overRest = withoutWallScreen(recorder.stop());
    expect(res.json()).toMatchObject({ duplicate: false, message: { seq: 2, client_id: 'rest-message-1' } });
    // The session and its permissions (the request's), then the message: nothing else.
    expect(appends(overRest)).toHaveLength(1);
    expect(touching(overRest, 'interactions')).toEqual([]);
    expect(touching(overRest, 'messages')).toEqual([]);

    const { inbox, send } = await agentConsole(cookie);
    send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 2 });
    await until(() => inbox.find((m) => m.type === 'messages.resync'), 'the resync');
    recorder.start();
    send({ type: 'message.send', interaction_id: id, client_id: 'socket-message-1', body: 'Тусалъя' });
    await until(() => inbox.find((m: ServerMessage) => m.type === 'message.created' && m.message.client_id === 'socket-message-1'), 'the stored message');
    const overSocket = withoutWallScreen(recorder.stop());
    // The message is one statement, and nothing reads its conversation or messages back. (The wall
    // screen's feed looks up the conversation's tags in the background on its own connection.)
    expect(appends(overSocket)).toHaveLength(1);
    expect(touching(overSocket, 'interactions')).toEqual([]);
    expect(touching(overSocket, 'messages')).toEqual([]);
  });

  it('reads the conversation once to assign it by hand, and works its summary out once', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.manager);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    recorder.start();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${id}/events`,
      headers: { cookie },
      payload: { type: 'interaction.assign', userId: co.ids.agent },
    });
    const statements = withoutWallScreen(recorder.stop());
    expect(res.json()).toMatchObject({ id, stage: 'agent', owner_user_id: co.ids.agent });
    // The row, locked by the event's transaction; then its update, which answers the new row.
    expect(rowReads(statements)).toHaveLength(1);
    expect(rowReads(statements)[0]).toMatch(/for update$/);
    expect(statements.filter((s) => s.startsWith('update "interactions"'))).toHaveLength(1);
    // The summary the lists get is the route's answer.
    expect(touching(statements, 'interaction_tag_links')).toHaveLength(1);
  });

  it("reads the queue once to route it, not each conversation again, and a visitor's new conversation not at all", async () => {
    const co = await makeCompany(t.db);
    const { inbox } = await agentConsole(await signIn(t.app, co.emails.agent));
    await t.app.realtime.routeQueue(co.id);
    const waiting = [await createInteraction(t.db, { companyId: co.id }), await createInteraction(t.db, { companyId: co.id })];
    recorder.start();
    await t.app.realtime.routeQueue(co.id);
    const pass = withoutWallScreen(recorder.stop());
    await until(() => inbox.filter((m) => m.type === 'interaction.assigned').length === 2 || undefined, 'both assignments');
    expect(inbox.filter((m) => m.type === 'interaction.assigned').map((m) => m.type === 'interaction.assigned' && m.interaction.id)).toEqual(waiting.map((w) => w.id));
    // The queue, locked as it is read; each conversation then only updated.
    expect(rowReads(pass)).toHaveLength(1);
    expect(pass.filter((s) => s.startsWith('update "interactions"'))).toHaveLength(2);

    // A visitor's first message makes its conversation (in the one statement visitor_conversation):
    // the row as it made it, with the message's sequence number, is what the lists are told of.
    const widget = await widgetSocket(origin, await makeWebchat(t.db, co.id), (s) => open.push(s));
    recorder.start();
    widget.send({ type: 'message.send', client_id: 'visitor-first-1', body: 'Сайн уу' });
    const queuedChange = (m: ServerMessage): m is Extract<ServerMessage, { type: 'interaction.changed' }> =>
      m.type === 'interaction.changed' && m.interaction.stage === 'queued';
    const changed = await until(() => inbox.find(queuedChange), 'the new conversation');
    const firstMessage = withoutWallScreen(recorder.stop());
    expect(changed).toMatchObject({ interaction: { last_seq: 1, status: 'open' } });
    const inserted = firstMessage.findIndex((s) => s.includes('from visitor_conversation('));
    expect(inserted).toBeGreaterThan(-1);
    // (Routing's pass for the new conversation may have begun meanwhile: it reads the queue.)
    expect(rowReadsById(firstMessage.slice(inserted))).toEqual([]);

    // Another tab of the visitor catching up reads its conversation once (routing done first).
    await until(() => inbox.find((m) => m.type === 'interaction.assigned' && m.interaction.id === changed.interaction.id), 'the new conversation routed');
    await t.app.realtime.routeQueue(co.id);
    recorder.start();
    widget.send({ type: 'sync', after_seq: 0 });
    const resync = await until(() => widget.inbox.find((m) => m.type === 'messages.resync'), 'the resync');
    const sync = withoutWallScreen(recorder.stop());
    expect(resync).toMatchObject({ last_seq: 1, items: [{ seq: 1, body: 'Сайн уу' }] });
    expect(rowReads(sync)).toHaveLength(1);
  });
});
