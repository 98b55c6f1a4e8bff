import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDb, type DbHandle } from '../../server/db/client';
import { callEvents, calls, contacts, interactions, messages } from '../../server/db/schema';
import { startKamailio, type RunningKamailio } from '../../server/telephony/launcher';
import { telephonySettings } from '../../server/telephony/settings';
import { makeCompany, signIn, until, withOwnOrigin, type TestCompany, untilAsync } from './helper';
import { register, sipp, SIP_ENV, sipToolsInstalled, stopAllSipp, type SippRun } from './sip-tools';
import './provided';

/**
 * Calls on the real SIP path (issue 26), all started here: Kamailio with the shipped config, SIPp
 * as the customer calling a line and as the agent's phone (registered with the digest credentials
 * our server issued), our server answering Kamailio's routing question over HTTP and holding the
 * evapi link. Skipped only where Kamailio or SIPp is not installed (.ci/run installs them).
 */
const HOOK_PORT = 3262;
const LINE = '70001000';
const CUSTOMER = '99112233';
if (!sipToolsInstalled) console.warn('telephony-calls: SKIPPED — kamailio or sipp is not installed (apt-get install kamailio sip-tester)');

describe.skipIf(!sipToolsInstalled)('calls on a real SIP path', () => {
  let handle: DbHandle;
  let app: App;
  let kamailio: RunningKamailio;
  let phone: SippRun;
  let co: TestCompany;
  let agentCookie: string;
  const settings = telephonySettings({ ...SIP_ENV, SIP_RUN_DIR: mkdtempSync(join(tmpdir(), 'cc-kam-')), SIP_HOOK_KEY: 'test-hook-key-0123456789' }, '/tmp');
  const config: Config = {
    ...loadConfig({ ...process.env, DATA_DIR: '/tmp/cc-test-unused', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x') }),
    consoleDir: '/nonexistent-console',
    databaseUrl: '',
    telephony: settings,
  };

  // The server's log, kept to be printed beside Kamailio's when a test fails (a loaded CI host).
  const serverLog: string[] = [];
  const logStream = { write: (line: string) => void serverLog.push(line.trimEnd()) };
  afterEach(({ task }) => {
    if (task.result?.state !== 'fail') return;
    const kam = (() => {
      try {
        return readFileSync(join(settings.runDir, 'kamailio.log'), 'utf8').split('\n').slice(-40).join('\n');
      } catch {
        return '(no kamailio.log)';
      }
    })();
    console.error(`server log (last 60 lines):\n${serverLog.slice(-60).join('\n')}\n\nkamailio log (last 40 lines):\n${kam}`);
  });

  async function startServer(waitForLink = true) {
    app = withOwnOrigin(await buildApp(config, handle, { logger: { level: process.env.TEST_LOG_LEVEL ?? 'info', stream: logStream } }));
    await app.ready();
    await app.listen({ port: HOOK_PORT, host: '127.0.0.1' });
    app.telephonyStatus.on = true;
    if (waitForLink) await until(() => app.telephony!.connected(), 'the evapi link', 15_000);
  }
  const callOf = async (sipCallIdLike: string) => (await handle.db.select().from(calls).where(eq(calls.caller, sipCallIdLike))).sort((a, b) => b.id - a.id);
  const lastCall = async () => (await callOf(CUSTOMER))[0];

  beforeAll(async () => {
    handle = await openDb({ databaseUrl: '', dataDir: 'memory://', loadDataDir: inject('pgliteTemplate') });
    await startServer(false);
    kamailio = await startKamailio(settings, `http://127.0.0.1:${HOOK_PORT}/api/telephony/kamailio`, (l) =>
      appendFileSync(join(settings.runDir, 'kamailio.log'), l + '\n'),
    );
    await until(() => app.telephony!.connected(), 'the evapi link', 15_000);
    co = await makeCompany(handle.db);
    const admin = await signIn(app, co.emails.admin);
    const line = await app.inject({ method: 'POST', url: '/api/call-lines', headers: { cookie: admin }, payload: { number: LINE, name: 'Main' } });
    if (line.statusCode !== 200) throw new Error(`line: ${line.body}`);
    const access = await app.inject({
      method: 'PUT',
      url: `/api/users/${co.ids.agent}/call-access`,
      headers: { cookie: admin },
      payload: { extension: '101', line: LINE },
    });
    if (access.statusCode !== 200) throw new Error(`call access: ${access.body}`);
    agentCookie = await signIn(app, co.emails.agent);
    const cred = await app.inject({ method: 'POST', url: '/api/calls/credentials', headers: { cookie: agentCookie } });
    if (cred.statusCode !== 200) throw new Error(`credentials: ${cred.body}`);
    const { sip_user, password } = cred.json();
    // The agent's phone answers on 15062; its registration goes from 15071.
    phone = sipp('agent-uas.xml', 15062);
    const reg = await register(sip_user, password, 15062, 15071);
    if (reg.code !== 0) throw new Error(`the agent's phone did not register:\n${reg.out}`);
  }, 60_000);

  afterAll(async () => {
    await phone?.stop();
    await stopAllSipp();
    await kamailio?.stop();
    await app?.close();
    await handle?.close();
  });

  it('a customer calling the line rings the agent: a call conversation with the contact, its timeline and duration', async () => {
    const run = sipp('caller.xml', 15063, ['-s', LINE, '-key', 'user', CUSTOMER, '-m', '1', '-d', '2000']);
    const { code, out } = await run.done;
    expect(code, out).toBe(0);
    const ended = await untilAsync(async () => {
      const c = await lastCall();
      return c?.state === 'ended' ? c : undefined;
    }, 'the call to end');
    expect(ended.agentUserId).toBe(co.ids.agent);
    expect(ended.durationS).toBeGreaterThanOrEqual(2);
    expect(ended.durationS).toBeLessThanOrEqual(4);
    expect(ended.endedBy).toBe('caller');
    // The console's view of it: a conversation on the call channel, the agent's, open for wrap-up.
    const res = await app.inject({ url: `/api/interactions/${ended.interactionId}`, headers: { cookie: agentCookie } });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary).toMatchObject({ channel_type: 'call', status: 'open', owner_user_id: co.ids.agent });
    // The live list ticks from the answer and shows the length in wrap-up.
    expect(summary.call).toMatchObject({ state: 'ended', duration_s: ended.durationS, answered_at: ended.answeredAt!.toISOString() });
    const [contact] = await handle.db.select().from(contacts).where(eq(contacts.id, summary.contact_id));
    expect(contact.phone).toBe('+97699112233');
    await app.telephony!.settled();
    const lines = await app.inject({ url: `/api/interactions/${ended.interactionId}/messages`, headers: { cookie: agentCookie } });
    const bodies = (lines.json().items ?? lines.json()).map((m: { body: string; author_type: string }) => `${m.author_type}:${m.body}`);
    expect(bodies[0]).toBe('system:Ирсэн дуудлага: 99112233');
    // The same lines as locale keys, so an English reader sees them in English.
    const notes = (lines.json().items ?? lines.json()).map((m: { note?: unknown }) => m.note);
    expect(notes[0]).toEqual([{ key: 'calls:timeline.incoming', params: { caller: CUSTOMER } }]);
    expect(notes.at(-1)).toEqual([{ key: 'calls:timeline.ended_caller', params: { duration: ended.durationS } }]);
    expect(bodies).toContain('system:Дуудлагад хариулсан (c' + co.id + 'x101)');
    expect(bodies.at(-1)).toMatch(/^system:Залгагч дуудлагыг тасалсан. Үргэлжилсэн хугацаа: [2-4] сек$/);
    const events = await handle.db.select({ e: callEvents.event }).from(callEvents).where(eq(callEvents.callId, ended.id));
    expect(events.map((e) => e.e).sort()).toEqual(['answered', 'call_attempt', 'ended', 'ringing']);
    // The wall screen's snapshot: the agent in the call's wrap-up, on the line, answered (a first response).
    const floor = await app.realtime.monitoring.snapshot(co.id);
    const row = floor.interactions.find((i) => i.interaction_id === ended.interactionId)!;
    expect(row).toMatchObject({ kind: 'call', owner_user_id: co.ids.agent, call: { state: 'wrapup', line: LINE, caller: CUSTOMER } });
    expect(row.first_response_at).not.toBeNull();
  }, 40_000);

  it('while the agent wraps up, the next caller waits in the queue; hanging up there is an abandoned call', async () => {
    const run = sipp('caller-hangs-up.xml', 15064, ['-s', LINE, '-key', 'user', CUSTOMER, '-m', '1']);
    const { code, out } = await run.done;
    expect(code, out).toBe(0);
    const c = await untilAsync(async () => {
      const x = await lastCall();
      return x?.state === 'abandoned' ? x : undefined;
    }, 'the abandoned call');
    expect(c.answeredAt).toBeNull();
    expect(c.agentUserId).toBeNull();
    const [row] = await handle.db.select().from(interactions).where(eq(interactions.id, c.interactionId!));
    expect(row).toMatchObject({ status: 'closed', subject: 'Тасарсан дуудлага', ownerUserId: null });
    const notes = await handle.db.select({ body: messages.body }).from(messages).where(eq(messages.interactionId, row.id));
    expect(notes.map((n) => n.body)).toContain('Залгагч хариулт авалгүй тасалсан');
    const floor = await app.realtime.monitoring.snapshot(co.id);
    expect(floor.figures.by_line).toEqual([{ line: LINE, waiting: 0, abandoned: 1 }]);
    expect(floor.figures.abandoned).toBe(1);
  }, 40_000);

  it('without call access calling is refused with the catalogue message, and such a phone cannot register', async () => {
    const manager = await signIn(app, co.emails.manager);
    for (const url of ['/api/calls/dial', '/api/calls/credentials']) {
      const res = await app.inject({ method: 'POST', url, headers: { cookie: manager }, payload: url.endsWith('dial') ? { number: CUSTOMER } : undefined });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'err_no_call_permission', message: 'Танд залгах эрх байхгүй байна.' });
    }
    // Access given, credentials issued, then access taken away: the phone is refused at REGISTER.
    const admin = await signIn(app, co.emails.admin);
    await app.inject({ method: 'PUT', url: `/api/users/${co.ids.manager}/call-access`, headers: { cookie: admin }, payload: { extension: '102', line: LINE } });
    const cred = (await app.inject({ method: 'POST', url: '/api/calls/credentials', headers: { cookie: manager } })).json();
    await app.inject({ method: 'PUT', url: `/api/users/${co.ids.manager}/call-access`, headers: { cookie: admin }, payload: { extension: null, line: null } });
    const refused = await register(cred.sip_user, cred.password, 15065, 15072, 'refused');
    expect(refused.code, refused.out).toBe(0);
    // A wrong password is challenged again, and the right one after it still registers.
    const wrong = await register(`c${co.id}x101`, 'not-the-password', 15066, 15073, 'wrong');
    expect(wrong.code, wrong.out).toBe(0);
  }, 40_000);

  it('an INVITE from a user agent is digest-checked: without credentials 407 and no call, after access is taken away 403', async () => {
    const before = (await handle.db.select({ id: calls.id }).from(calls)).length;
    // Claiming the agent's SIP user, from the trunk's own address: still a user agent, challenged.
    const claim = sipp('invite-unauthenticated.xml', 15074, ['-s', LINE, '-key', 'user', `c${co.id}x101`, '-m', '1']);
    const claimed = await claim.done;
    expect(claimed.code, claimed.out).toBe(0);
    // A plain number from an address outside SIP_TRUNK_NETS is no carrier: challenged too.
    const stranger = sipp('invite-unauthenticated.xml', 15075, ['-s', LINE, '-key', 'user', '99887766', '-m', '1'], '127.0.0.2');
    const strange = await stranger.done;
    expect(strange.code, strange.out).toBe(0);
    // Credentials issued, then call access taken away: the right password no longer places a call.
    const admin = await signIn(app, co.emails.admin);
    await app.inject({ method: 'PUT', url: `/api/users/${co.ids.admin}/call-access`, headers: { cookie: admin }, payload: { extension: '103', line: LINE } });
    const cred = (await app.inject({ method: 'POST', url: '/api/calls/credentials', headers: { cookie: admin } })).json();
    await app.inject({ method: 'PUT', url: `/api/users/${co.ids.admin}/call-access`, headers: { cookie: admin }, payload: { extension: null, line: null } });
    const revoked = sipp('invite-refused.xml', 15076, ['-s', `c${co.id}x101`, '-key', 'user', cred.sip_user, '-au', cred.sip_user, '-ap', cred.password, '-m', '1']);
    const refused = await revoked.done;
    expect(refused.code, refused.out).toBe(0);
    // None of the three reached our routing: no call record, the agent's phone never rang.
    await new Promise((r) => setTimeout(r, 500));
    expect((await handle.db.select({ id: calls.id }).from(calls)).length).toBe(before);
  }, 40_000);

  it('our server restarting mid-call loses no call record', async () => {
    // The agent closes the last conversation (wrap-up), so the next call rings them.
    const open = await lastAnsweredOpen();
    const closed = await app.inject({
      method: 'POST',
      url: `/api/interactions/${open}/events`,
      headers: { cookie: agentCookie },
      payload: { type: 'interaction.close', subject: 'Асуулт' },
    });
    expect(closed.statusCode).toBe(200);
    const run = sipp('caller.xml', 15067, ['-s', LINE, '-key', 'user', '88001122', '-m', '1', '-d', '5000']);
    const talking = await untilAsync(async () => {
      const [x] = await callOf('88001122');
      return x?.state === 'talking' ? x : undefined;
    }, 'the call to be answered').catch(async (err) => {
      await run.stop();
      console.error((await run.done).out);
      throw err;
    });
    await app.close();
    await new Promise((r) => setTimeout(r, 1000));
    await startServer();
    const { code, out } = await run.done;
    expect(code, out).toBe(0);
    const ended = await untilAsync(async () => {
      const [x] = await callOf('88001122');
      return x?.state === 'ended' ? x : undefined;
    }, 'the call to end after the restart');
    expect(ended.id).toBe(talking.id);
    expect(ended.timedOut).toBe(false);
    expect(ended.durationS).toBeGreaterThanOrEqual(5);
    const all = await callOf('88001122');
    expect(all).toHaveLength(1);
    const [contact] = await handle.db.select().from(contacts).where(eq(contacts.phone, '+97688001122'));
    expect(contact).toBeDefined();
  }, 60_000);

  it('a call that ends while our server is down is closed when it is back (dlg.list resync), marked as unreported, even when the SIP server answers late', async () => {
    const open = await lastAnsweredOpen();
    await app.inject({
      method: 'POST',
      url: `/api/interactions/${open}/events`,
      headers: { cookie: agentCookie },
      payload: { type: 'interaction.close', subject: 'Асуулт' },
    });
    const run = sipp('caller.xml', 15068, ['-s', LINE, '-key', 'user', '88003344', '-m', '1', '-d', '1500']);
    await untilAsync(async () => ((await callOf('88003344'))[0]?.state === 'talking' ? true : undefined), 'the call to be answered');
    await app.close();
    const { code, out } = await run.done;
    expect(code, out).toBe(0);
    // Kamailio stopped (SIGSTOP) as our server comes back: the link's connection is accepted by the
    // kernel, but the first dlg.list goes unanswered (a loaded SIP server). It is asked again.
    const kamailioPids = [
      kamailio.process.pid!,
      ...spawnSync('pgrep', ['-P', String(kamailio.process.pid)], { encoding: 'utf8' })
        .stdout.split(/\s+/)
        .filter(Boolean)
        .map(Number),
    ];
    for (const pid of kamailioPids) process.kill(pid, 'SIGSTOP');
    try {
      await startServer();
      await new Promise((r) => setTimeout(r, 5000));
      expect((await callOf('88003344'))[0]?.state).toBe('talking');
    } finally {
      for (const pid of kamailioPids) process.kill(pid, 'SIGCONT');
    }
    const ended = await untilAsync(async () => {
      const [x] = await callOf('88003344');
      return x?.state === 'ended' ? x : undefined;
    }, 'the resync to close the call');
    expect(ended).toMatchObject({ timedOut: true, agentUserId: co.ids.agent });
    expect(serverLog.some((l) => l.includes('dlg.list not answered: asked again'))).toBe(true);
    await app.telephony!.settled();
    const notes = await handle.db.select({ body: messages.body }).from(messages).where(eq(messages.interactionId, ended.interactionId!));
    expect(notes.at(-1)?.body).toBe('Дуудлагын төгсгөл ирээгүй тул хугацаа хэтэрч хаагдсан');
  }, 60_000);

  it('a restart of Kamailio itself mid-call loses no call record: the link comes back, the call ends as it did', async () => {
    const open = await lastAnsweredOpen();
    await app.inject({
      method: 'POST',
      url: `/api/interactions/${open}/events`,
      headers: { cookie: agentCookie },
      payload: { type: 'interaction.close', subject: 'Асуулт' },
    });
    const run = sipp('caller.xml', 15069, ['-s', LINE, '-key', 'user', '88005566', '-m', '1', '-d', '6000']);
    const talking = await untilAsync(async () => {
      const [x] = await callOf('88005566');
      return x?.state === 'talking' ? x : undefined;
    }, 'the call to be answered');
    await kamailio.stop();
    await until(() => !app.telephony!.connected(), 'the link to notice', 5000);
    kamailio = await startKamailio(settings, `http://127.0.0.1:${HOOK_PORT}/api/telephony/kamailio`, (l) =>
      appendFileSync(join(settings.runDir, 'kamailio.log'), l + '\n'),
    );
    await until(() => app.telephony!.connected(), 'the evapi link after the restart', 15_000);
    // The agent's phone is still registered (kept across the restart): no new REGISTER was sent.
    // (Its JSON-RPC may answer a moment after the evapi port, so ask for a few seconds.)
    await untilAsync(async () => ((await app.telephony!.registered(`c${co.id}x101`)) ? true : undefined), 'the phone to be registered after the restart', 5000);
    const { code, out } = await run.done;
    expect(code, out).toBe(0);
    const ended = await untilAsync(async () => {
      const [x] = await callOf('88005566');
      return x?.state === 'ended' ? x : undefined;
    }, 'the call to end after the restart');
    expect(ended).toMatchObject({ id: talking.id, timedOut: false, endedBy: 'caller', agentUserId: co.ids.agent });
    expect(ended.durationS).toBeGreaterThanOrEqual(6);
    expect(await callOf('88005566')).toHaveLength(1);
  }, 60_000);

  async function lastAnsweredOpen() {
    const rows = await handle.db.select().from(calls).where(eq(calls.state, 'ended'));
    for (const r of rows) {
      const [i] = await handle.db.select().from(interactions).where(eq(interactions.id, r.interactionId!));
      if (i.status === 'open') return i.id;
    }
    throw new Error('no call in wrap-up');
  }
});
