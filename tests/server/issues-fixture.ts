import type { InjectOptions } from 'fastify';
import { channels, contacts } from '../../server/db/schema';
import { build, makeCompany, signIn, type TestCompany } from './helper';

export type Harness = Awaited<ReturnType<typeof build>>;
export type Role = 'admin' | 'manager' | 'agent' | 'guest';

/**
 * A company with a signed-in user of each role, a contact, a web chat and an e-mail channel, an
 * issue type, tag and closing reason: everything a valid issue points at.
 */
export async function issueCompany(t: Harness) {
  const co: TestCompany = await makeCompany(t.db);
  const cookies = {} as Record<Role, string>;
  for (const role of ['admin', 'manager', 'agent', 'guest'] as const) cookies[role] = await signIn(t.app, co.emails[role]);
  const [contact] = await t.db.insert(contacts).values({ companyId: co.id, firstName: 'Болд', lastName: 'Бат', phone: '+97699112233' }).returning();
  const [webchat, email] = await t.db
    .insert(channels)
    .values([
      { companyId: co.id, type: 'webchat', name: 'Вэб чат' },
      { companyId: co.id, type: 'email', name: 'support@co.mn' },
    ])
    .returning();
  const call = (role: Role, opts: InjectOptions) => t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: cookies[role] } });
  const api = {
    call,
    get: (role: Role, url: string) => call(role, { method: 'GET', url }),
    post: (role: Role, url: string, payload?: object) => call(role, { method: 'POST', url, payload: payload ?? {} }),
    put: (role: Role, url: string, payload: object) => call(role, { method: 'PUT', url, payload }),
    del: (role: Role, url: string) => call(role, { method: 'DELETE', url }),
  };
  const type = (await api.post('admin', '/api/issue-types', { title: `Гомдол`, description: 'Үйлчилгээний гомдол' })).json();
  const tag = (await api.post('admin', '/api/issue-tags', { title: 'Төлбөр', colour: '#aa3300' })).json();
  const reason = (await api.post('admin', '/api/issue-reasons', { name: 'Шийдвэрлэсэн' })).json();
  /** A valid body: assigned to the agent, from the web chat. */
  const body = (patch: object = {}) => ({
    name: 'Захиалга ирээгүй',
    description: 'Захиалга 3 хоног хоцорсон',
    contact_id: contact.id,
    channel_id: webchat.id,
    assignee_user_id: co.ids.agent,
    status: 'open',
    priority: 'high',
    platform: 'web_chat',
    type_id: type.id as number,
    tag_ids: [tag.id as number],
    ...patch,
  });
  const create = async (role: Role = 'admin', patch: object = {}) => {
    const res = await api.post(role, '/api/issues', body(patch));
    if (res.statusCode !== 200) throw new Error(`create issue failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; [k: string]: unknown };
  };
  return { co, cookies, contact, webchat, email, type, tag, reason, body, create, ...api };
}
export type IssueCompany = Awaited<ReturnType<typeof issueCompany>>;
