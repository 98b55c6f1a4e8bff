import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, request, test } from '@playwright/test';
import { signInTo } from './helpers';
import { DEMO_PASSWORD } from './text';

const callsText = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'calls.json'), 'utf8'));
const monitoringText = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'monitoring.json'), 'utf8'));
const expect = baseExpect.configure({ timeout: 15_000 });
const installed = !spawnSync('kamailio', ['-v']).error && !spawnSync('sipp', ['-v']).error;
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const SIP_PORT = Number(process.env.E2E_SIP_PORT ?? 15060) + 20 * slot;
const LINE = '70009000';
const CALLER = '99119911';
const TALK_MS = 8000;
/** Seconds in a short duration as the console prints it ("5 сек"): the call stays under a minute. */
const secondsIn = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0] ?? NaN);

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--allow-loopback-in-peer-connection'],
  },
});

/**
 * The real SIP path end to end (issue 26): the server started Kamailio beside it; SIPp calls the
 * demo company's line with a WebRTC offer; JsSIP in Chromium (fake microphone) rings as
 * agent@demo.mn's softphone and is answered there; the console shows the talking call ticking and
 * then the wrap-up, and the call is a conversation with the caller's contact and its duration.
 */
test('an agent answers a call in the browser softphone; the call is a conversation with its contact and duration', async ({ browser, baseURL }) => {
  test.skip(!installed || process.env.E2E_SIP === '0', 'kamailio or sipp is not installed (apt-get install kamailio sip-tester), or E2E_SIP=0');
  test.setTimeout(120_000);
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await admin.post('/pub/login', { data: { email: 'admin@demo.mn', password: DEMO_PASSWORD } })).ok()).toBe(true);
  expect((await admin.post('/api/call-lines', { data: { number: LINE, name: 'Demo' } })).ok()).toBe(true);
  const users = (await (await admin.get('/api/users?size=100')).json()) as { items: { id: number; email: string }[] };
  const agent = users.items.find((u) => u.email === 'agent@demo.mn')!;
  expect((await admin.put(`/api/users/${agent.id}/call-access`, { data: { extension: '201', line: LINE } })).ok()).toBe(true);

  const context = await browser.newContext({ permissions: ['microphone', 'notifications'] });
  const page = await context.newPage();
  await signInTo(page, 'mn', 'agent@demo.mn', '/interacts/live');
  const phone = page.getByTestId('softphone');
  await expect(phone).toContainText(callsText.phone.ready.replace(' ({{user}})', ''));
  // The supervisors' wall screen, open before the call comes.
  const wallContext = await browser.newContext();
  const wall = await wallContext.newPage();
  await signInTo(wall, 'mn', 'admin@demo.mn', '/monitoring');
  await expect(wall.getByTestId(`tile-line-${LINE}`)).toBeVisible();

  const sipp = spawn(
    'sipp',
    [
      ...['-sf', join(import.meta.dirname, '..', 'tests', 'sip', 'caller-webrtc.xml'), `127.0.0.1:${SIP_PORT}`, '-i', '127.0.0.1', '-p', String(15090 + slot)],
      // Eight seconds of talk: long enough to watch the wall screen's duration advance.
      ...['-s', LINE, '-key', 'user', CALLER, '-m', '1', '-d', String(TALK_MS), '-nostdin', '-nd', '-trace_msg', '-message_file', '/tmp/calls-e2e-sipp.log'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let sippOut = '';
  sipp.stdout.on('data', (d) => (sippOut += d));
  sipp.stderr.on('data', (d) => (sippOut += d));
  try {
    await expect(phone.getByRole('alert')).toContainText(callsText.phone.from.replace('{{caller}}', CALLER));
    await phone.getByRole('button', { name: callsText.phone.answer }).click();
    await expect(page.getByTestId('call-duration')).toContainText(callsText.phone.talking.split(' · ')[0]);
    // The live list's row of the call ticks its talk time too.
    await expect(page.getByTestId('call-row-duration')).toContainText(callsText.phone.talking.split(' · ')[0]);
    // The wall screen's live row of the call: talking, its duration advancing while the call lasts.
    const wallRow = wall.getByTestId('monitoring-calls').locator('tbody tr[data-state="talking"]');
    await expect(wallRow).toHaveCount(1);
    const wallSeconds = async () => secondsIn(await wallRow.locator('td').last().textContent());
    const seen = await wallSeconds();
    expect(seen).toBeGreaterThanOrEqual(0);
    await expect.poll(wallSeconds, { timeout: 5_000 }).toBeGreaterThanOrEqual(seen + 2);
    await expect(phone).toContainText(callsText.phone.wrapup);
    await expect(page.getByTestId('call-row-duration')).toContainText(callsText.list.ended.split(' · ')[0]);
  } catch (err) {
    sipp.kill();
    await new Promise((r) => setTimeout(r, 500));
    console.error(sippOut.slice(-3000));
    throw err;
  } finally {
    sipp.kill();
  }
  // The call's conversation: the agent's, on the call channel, with the caller's contact and its timeline.
  const list = (await (await page.request.get('/api/interactions')).json()) as { items: { id: number; channel_type: string; owner_user_id: number }[] };
  const conv = list.items.find((i) => i.channel_type === 'call');
  expect(conv?.owner_user_id).toBe(agent.id);
  const messages = (await (await page.request.get(`/api/interactions/${conv!.id}/messages`)).json()) as { items: { body: string }[] };
  expect(messages.items.map((m) => m.body)).toContain(`Ирсэн дуудлага: ${CALLER}`);
  expect(messages.items.at(-1)?.body).toMatch(/Үргэлжилсэн хугацаа: ([7-9]|1[01]) сек$/);
  // The wall screen saw it: the agent in wrap-up after the call, the call no longer live.
  const agentRow = wall.getByTestId('monitoring-agents').locator(`tr[data-user-id="${agent.id}"]`);
  await expect(agentRow).toHaveAttribute('data-call-state', 'wrapup');
  await expect(agentRow).toContainText(monitoringText.callStates.wrapup);
  await expect(wall.getByTestId('monitoring-calls')).toContainText(monitoringText.calls.empty);
  await wallContext.close();
  await context.close();
  // Other specs of this worker's server see agent@demo.mn as seeded: no call access, no softphone.
  await admin.put(`/api/users/${agent.id}/call-access`, { data: { extension: null, line: null } });
  await admin.dispose();
});
