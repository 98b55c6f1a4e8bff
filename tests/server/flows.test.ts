import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FlowGraph } from '../../contracts';
import { flows, users } from '../../server/db/schema';
import { copyFlows, deleteFlowsOf } from '../../server/domain/flows/flows';
import { flowTurn, matchFlow } from '../../server/domain/flows/run';
import { SafeFetchFailure, safeFetch } from '../../server/lib/safe-fetch';
import { seedDemoFlows } from '../../server/seed/demo-flows';
import { graph } from '../unit/machines/flow-fixture';
import { startOrderEndpoint } from './flow-endpoint';
import { build, makeCompany, signIn, uniq } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let endpoint: Awaited<ReturnType<typeof startOrderEndpoint>>;
beforeAll(async () => {
  endpoint = await startOrderEndpoint();
  t = await build({ fetchAllowedHosts: ['127.0.0.1'] });
});
afterAll(async () => {
  await t.close();
  await endpoint.close();
});

async function virtualAgent(companyId: number) {
  const [u] = await t.db
    .insert(users)
    .values({ companyId, email: `bot.${uniq()}@bots.local`, firstName: 'Bot', userType: 'virtual_social_agent' })
    .returning();
  return u.id;
}

const orderGraph = (apiId: number): FlowGraph =>
  graph(
    {
      s: ['start'],
      q: ['question', { text: 'Юу сонирхож байна?' }],
      track: ['button', { label: 'Захиалга' }],
      human: ['button', { label: 'Ажилтан' }],
      num: ['question', { text: 'Захиалгын дугаар?', variable: 'order' }],
      api: ['api', { custom_api_id: apiId, text: '{{order}}: {{status}}' }],
      ok: ['success', { text: 'Баярлалаа!' }],
      bad: ['fail', { text: 'Шалгаж чадсангүй.' }],
      esc: ['response', { text: 'Ажилтан руу шилжүүлж байна.', action: 'escalate' }],
    },
    ['s>q', 'q>track', 'q>human', 'track>num', 'num>api', 'api.success>ok', 'api.fail>bad', 'human>esc'],
  );

describe('flows', () => {
  it('lays out a new flow, restores a saved graph exactly, and refuses to publish an invalid one with its nodes', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/flows',
      headers: { cookie: admin },
      payload: { title: 'Захиалга', triggers: ['захиалга'], tags: ['shop'] },
    });
    expect(made.statusCode).toBe(200);
    const flow = made.json();
    expect(flow.graph.nodes.map((n: { type: string }) => n.type)).toEqual(['start', 'success']);
    expect(flow.graph.nodes[1].x).toBeGreaterThan(flow.graph.nodes[0].x + flow.graph.nodes[0].width);
    expect(flow).toMatchObject({ status: 'draft', usage_count: 0, accuracy: null, tags: ['shop'] });

    const saved: FlowGraph = {
      nodes: [
        { id: 'n-1', type: 'start', x: 12.5, y: -40.25, width: 180, height: 60, data: {} },
        { id: 'n-2', type: 'question', x: 300, y: 10, width: 240, height: 96, data: { text: 'Which?' } },
        { id: 'n-3', type: 'response', x: 700, y: 900, width: 200, height: 72, data: { text: 'lost', action: 'none' } },
      ],
      edges: [{ id: 'e-1', from: 'n-1', to: 'n-2', fromAnchor: 'out', toAnchor: 'in', type: 'ortho' }],
    };
    const put = await t.app.inject({ method: 'PUT', url: `/api/flows/${flow.id}`, headers: { cookie: admin }, payload: { graph: saved } });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/flows/${flow.id}`, headers: { cookie: admin } })).json().graph).toEqual(saved);

    const publish = await t.app.inject({ method: 'PUT', url: `/api/flows/${flow.id}/status`, headers: { cookie: admin }, payload: { status: 'published' } });
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toMatchObject({ code: 'err_flow_invalid', count: 2 });
    expect(publish.json().nodes.split(',').sort()).toEqual(['n-2', 'n-3']);
    expect((await t.app.inject({ url: '/api/flows', headers: { cookie: admin } })).json().items[0].status).toBe('draft');
  });

  it('runs a matching flow: buttons, a typed answer, an api call, and counts usage and accuracy', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const agentId = await virtualAgent(co.id);
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/custom-apis',
      headers: { cookie: admin },
      payload: {
        name: 'Orders',
        method: 'GET',
        url: `${endpoint.base}/orders/{{order}}`,
        headers: [],
        body: '',
        response_fields: [{ variable: 'status', path: 'order.status' }],
        timeout_ms: 1000,
        status: 'active',
      },
    });
    const flow = (
      await t.app.inject({
        method: 'POST',
        url: '/api/flows',
        headers: { cookie: admin },
        payload: { title: 'Order', triggers: ['захиалга шалгах', 'order status'], tags: [], agent_user_id: agentId, graph: orderGraph(api.json().id) },
      })
    ).json();
    expect(await matchFlow(t.db, { companyId: co.id, agentUserId: agentId, text: 'Сайн уу, захиалга шалгах гэсэн юм' })).toBeNull(); // a draft is not run
    expect((await t.app.inject({ method: 'PUT', url: `/api/flows/${flow.id}/status`, headers: { cookie: admin }, payload: { status: 'published' } })).statusCode).toBe(
      200,
    );
    expect(await matchFlow(t.db, { companyId: co.id, agentUserId: agentId, text: 'Сайн уу, ЗАХИАЛГА шалгах гэсэн юм!' })).toBe(flow.id);
    expect(await matchFlow(t.db, { companyId: co.id, agentUserId: agentId, text: 'reorder statuses' })).toBeNull();

    const deps = { db: t.db, fetchAllowedHosts: ['127.0.0.1'] };
    const turn = (run: Parameters<typeof flowTurn>[1]['run'], input: { text?: string; buttonId?: string }) =>
      flowTurn(deps, { companyId: co.id, agentUserId: agentId, interactionId: 1, run, input });
    const first = await turn(null, { text: 'order status please' });
    expect(first.replies).toEqual([
      {
        text: 'Юу сонирхож байна?',
        buttons: [
          { id: 'track', label: 'Захиалга' },
          { id: 'human', label: 'Ажилтан' },
        ],
      },
    ]);
    const second = await turn(first.run, { buttonId: 'track' });
    expect(second.replies).toEqual([{ text: 'Захиалгын дугаар?' }]);
    const third = await turn(second.run, { text: 'A-1001' });
    expect(third).toEqual({ replies: [{ text: 'A-1001: shipped' }, { text: 'Баярлалаа!' }], run: null, outcome: 'success' });
    expect(endpoint.seen.at(-1)!.url).toBe('/orders/A-1001');

    const handover = await turn((await turn(null, { text: 'order status' })).run, { text: 'ажилтан' });
    expect(handover).toEqual({ replies: [{ text: 'Ажилтан руу шилжүүлж байна.' }], run: null, outcome: 'handover' });
    const listed = (await t.app.inject({ url: '/api/flows', headers: { cookie: admin } })).json().items[0];
    expect(listed).toMatchObject({ usage_count: 2, success_count: 1, accuracy: 0.5 });
  });

  it('refuses to publish a flow whose subflow chain comes back to it, naming the node and why', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const call = (to: number | null) =>
      graph({ s: ['start'], sub: ['subflow', { subflow_id: to }], ok: ['success'], ko: ['fail'] }, ['s>sub', 'sub.success>ok', 'sub.fail>ko']);
    const plain = graph({ s: ['start'], ok: ['success'] }, ['s>ok']);
    const make = async (title: string, g: FlowGraph) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/flows', headers: { cookie: admin }, payload: { title, triggers: [], tags: [], agent_user_id: null, graph: g } })
      ).json();
    const a = await make('A', plain);
    const b = await make('B', call(a.id));
    const publish = (id: number) => t.app.inject({ method: 'PUT', url: `/api/flows/${id}/status`, headers: { cookie: admin }, payload: { status: 'published' } });
    expect((await publish(b.id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/flows/${a.id}`, headers: { cookie: admin }, payload: { graph: call(b.id) } })).statusCode).toBe(200);
    const refused = await publish(a.id);
    expect(refused.json()).toMatchObject({ code: 'err_flow_invalid', nodes: 'sub', reasons: 'sub:subflow_cycle' });
    // B, already published, cannot take a change that closes the loop either.
    const changed = await t.app.inject({ method: 'PUT', url: `/api/flows/${b.id}`, headers: { cookie: admin }, payload: { graph: call(b.id) } });
    expect(changed.json()).toMatchObject({ code: 'err_flow_invalid', reasons: 'sub:subflow_cycle' });
  });

  it('matches the next question against the flows as just edited: triggers, status, deletion', async () => {
    // Published flows' triggers are kept in memory between answers: each change is seen by the next one.
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const agentId = await virtualAgent(co.id);
    const match = (text: string) => matchFlow(t.db, { companyId: co.id, agentUserId: agentId, text });
    const call = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) }).then((r) => r.statusCode);
    const flow = (
      await t.app.inject({
        method: 'POST',
        url: '/api/flows',
        headers: { cookie: admin },
        payload: {
          title: 'Returns',
          triggers: ['буцаалт'],
          tags: [],
          agent_user_id: agentId,
          graph: graph({ s: ['start'], ok: ['success', { text: 'Болсон.' }] }, ['s>ok']),
        },
      })
    ).json();
    expect(await match('буцаалт хийх')).toBeNull();
    expect(await call('PUT', `/api/flows/${flow.id}/status`, { status: 'published' })).toBe(200);
    expect(await match('буцаалт хийх')).toBe(flow.id);
    expect(await call('PUT', `/api/flows/${flow.id}`, { triggers: ['return an item'] })).toBe(200);
    expect(await match('буцаалт хийх')).toBeNull();
    expect(await match('I want to return an item')).toBe(flow.id);
    expect(await call('PUT', `/api/flows/${flow.id}/status`, { status: 'draft' })).toBe(200);
    expect(await match('I want to return an item')).toBeNull();
    expect(await call('PUT', `/api/flows/${flow.id}/status`, { status: 'published' })).toBe(200);
    expect(await match('I want to return an item')).toBe(flow.id);
    expect(await call('DELETE', `/api/flows/${flow.id}`)).toBe(200);
    expect(await match('I want to return an item')).toBeNull();
  });

  it('takes the fail branch on an error status and on a timeout', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const deps = { db: t.db, fetchAllowedHosts: ['127.0.0.1'] };
    for (const [path, timeout] of [
      ['/broken', 1000],
      ['/slow', 500],
    ] as const) {
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/custom-apis',
        headers: { cookie: admin },
        payload: { name: path, method: 'GET', url: `${endpoint.base}${path}`, headers: [], body: '', response_fields: [], timeout_ms: timeout, status: 'active' },
      });
      const trigger = `check ${path.slice(1)}`;
      const flow = (
        await t.app.inject({
          method: 'POST',
          url: '/api/flows',
          headers: { cookie: admin },
          payload: { title: path, triggers: [trigger], tags: [], graph: orderGraph(api.json().id) },
        })
      ).json();
      await t.app.inject({ method: 'PUT', url: `/api/flows/${flow.id}/status`, headers: { cookie: admin }, payload: { status: 'published' } });
      const turn = (run: Parameters<typeof flowTurn>[1]['run'], input: { text?: string; buttonId?: string }) =>
        flowTurn(deps, { companyId: co.id, agentUserId: null, interactionId: 1, run, input });
      const asked = await turn((await turn(null, { text: trigger })).run, { text: '1' });
      const started = Date.now();
      expect(await turn(asked.run, { text: '77' })).toEqual({ replies: [{ text: 'Шалгаж чадсангүй.' }], run: null, outcome: 'fail' });
      expect(Date.now() - started).toBeLessThan(timeout + 1000);
      const [row] = await t.db.select().from(flows).where(eq(flows.id, flow.id));
      expect([row.usageCount, row.successCount]).toEqual([1, 0]);
    }
  });

  it('copies flows between agents as drafts, and an agent’s flows go with it', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const [a, b] = [await virtualAgent(co.id), await virtualAgent(co.id)];
    await t.app.inject({ method: 'POST', url: '/api/flows', headers: { cookie: admin }, payload: { title: 'One', triggers: [], tags: [], agent_user_id: a } });
    const copied = await t.app.inject({ method: 'POST', url: '/api/flows/copy', headers: { cookie: admin }, payload: { from_agent_user_id: a, to_agent_user_id: b } });
    expect(copied.json().ids).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/flows?agent_user_id=${b}`, headers: { cookie: admin } })).json().items).toMatchObject([{ title: 'One', status: 'draft' }]);
    // A human user is no agent.
    const human = await t.app.inject({
      method: 'POST',
      url: '/api/flows/copy',
      headers: { cookie: admin },
      payload: { from_agent_user_id: a, to_agent_user_id: co.ids.agent },
    });
    expect(human.json()).toMatchObject({ code: 'err_flow_agent_invalid' });
    expect(await copyFlows(t.db, co.id, b, a)).toHaveLength(1);
    expect(await deleteFlowsOf(t.db, co.id, a)).toBe(2);
    await t.db.delete(users).where(eq(users.id, b));
    expect((await t.app.inject({ url: '/api/flows', headers: { cookie: admin } })).json().items).toEqual([]);
  });

  it('runs the demo flow against the server’s own /demo/orders, and allows no other path of it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const demoOnly = [`${origin.slice('http://'.length)}/demo/`];
    const co = await makeCompany(t.db);
    await seedDemoFlows(t.db, co.id, origin);
    const deps = { db: t.db, fetchAllowedHosts: demoOnly };
    const turn = (run: Parameters<typeof flowTurn>[1]['run'], input: { text?: string; buttonId?: string }) =>
      flowTurn(deps, { companyId: co.id, agentUserId: null, interactionId: 1, run, input });
    const hello = await turn(null, { text: 'Миний захиалга хаана явна?' });
    expect(hello.replies.map((r) => r.text)).toEqual(['Сайн байна уу! Би Демо дэлгүүрийн туслах.', 'Юугаар туслах вэ?']);
    expect(hello.replies[1].buttons!.map((b) => b.label)).toEqual(['Захиалгын төлөв', 'Хүргэлтийн нөхцөл', 'Ажилтантай ярих']);
    const asked = await turn(hello.run, { buttonId: 'b-order' });
    expect(await turn(asked.run, { text: '1001' })).toEqual({
      replies: [{ text: '1001 дугаартай захиалга хүргэлтэд гарсан. Хүргэлт: өнөөдөр.' }, { text: 'Өөр асуух зүйл байвал бичээрэй.' }],
      run: null,
      outcome: 'success',
    });
    const en = await turn(null, { text: 'where is my order?' });
    const enAsked = await turn(en.run, { text: 'Order status' });
    expect((await turn(enAsked.run, { text: '1002' })).replies[0].text).toBe('Order 1002 is delivered. Delivery: delivered.');
    // An order number that is not one: the endpoint refuses, the flow hands over.
    expect(await turn((await turn((await turn(null, { text: 'захиалга' })).run, { text: '1' })).run, { text: 'abc' })).toMatchObject({ outcome: 'handover' });
    await expect(safeFetch(`${origin}/api/me`, { timeoutMs: 1000, maxBytes: 1000, allowedHosts: demoOnly })).rejects.toEqual(new SafeFetchFailure('refused'));
    await expect(safeFetch(`${origin}/demo/../api/me`, { timeoutMs: 1000, maxBytes: 1000, allowedHosts: demoOnly })).rejects.toEqual(new SafeFetchFailure('refused'));
  });
});
