import type { IssueComment, IssueDetail, IssueView } from '../../../contracts/issue.schema';
import type { IssueReason, IssueTagDef, IssueType } from '../../../contracts/issue-settings.schema';
import type { Me } from '../../../contracts/me.schema';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../../../contracts/permissions';
import { FakeTransport } from '../../../streams/fake-transport';
import { json, routedFetch, type Handler } from '../console/fake-fetch';
import { ADMIN, mountConsole } from '../console/render-app';

export const meAs = (role: Role): Me => ({ ...ADMIN, ID: role === 'admin' ? 1 : 3, role, is_owner: role === 'admin', permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] });

export function issueOf(id: number, patch: Partial<IssueDetail> = {}): IssueDetail {
  return {
    id,
    company_id: 1,
    name: `Асуудал ${id}`,
    description: '',
    contact: { id: 5, name: 'Бат Болд' },
    channel: { id: 2, name: 'Вэб чат', type: 'webchat' },
    interaction_id: null,
    assignee: { id: 1, name: 'Бат Болд' },
    status: 'open',
    priority: 'medium',
    platform: 'web_chat',
    type: null,
    reason: null,
    tags: [],
    created_by: { id: 1, name: 'Бат Болд' },
    created_at: '2025-03-01T04:00:00.000Z',
    updated_at: '2025-03-01T04:00:00.000Z',
    due_at: null,
    ended_at: null,
    deleted_at: null,
    duration_seconds: 0,
    comment_count: 0,
    attachment_count: 0,
    comments: [],
    attachments: [],
    ...patch,
  };
}

const USERS = [
  {
    id: 1,
    company_id: 1,
    user_name: 'Бат Болд',
    first_name: 'Болд',
    last_name: 'Бат',
    email: 'admin@demo.mn',
    phone: '',
    picture: null,
    role: 'admin',
    user_type: 'human',
    status: 'active',
    presence: 'online',
    is_owner: true,
  },
  {
    id: 3,
    company_id: 1,
    user_name: 'Ганбат Тэмүүлэн',
    first_name: 'Тэмүүлэн',
    last_name: 'Ганбат',
    email: 'agent@demo.mn',
    phone: '',
    picture: null,
    role: 'agent',
    user_type: 'human',
    status: 'active',
    presence: 'online',
    is_owner: false,
  },
];
const at = '2025-01-01T00:00:00.000Z';

/** An in-memory issues server: lists filter by status, details carry the thread; writes change the store. */
export function issuesServer(issues: IssueDetail[], extra: { types?: IssueType[]; tags?: IssueTagDef[]; reasons?: IssueReason[]; views?: IssueView[] } = {}) {
  const types = extra.types ?? [{ id: 11, title: 'Гомдол', description: '', issue_count: 0, created_at: at }];
  const tags = extra.tags ?? [{ id: 21, title: 'Төлбөр', description: '', colour: '#AA3300', issue_count: 0, created_at: at }];
  const reasons = extra.reasons ?? [{ id: 31, name: 'Шийдвэрлэсэн', description: '', issue_count: 0, created_at: at }];
  const views = extra.views ?? [];
  const find = (request: Request) => issues.find((i) => i.id === Number(new URL(request.url).pathname.split('/')[3]));
  const handlers: Record<string, Handler> = {
    'GET /api/issues': (request) => {
      const q = new URL(request.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('size') ?? 50);
      const status = q.get('status');
      const matching = issues.filter((i) => (status === 'deleted' ? i.deleted_at : !i.deleted_at && (!status || i.status === status)));
      return json(200, { items: matching.slice((page - 1) * size, page * size).map(({ comments: _c, attachments: _a, ...i }) => i), total: matching.length });
    },
    'GET /api/issue-types': () => json(200, { items: types }),
    'GET /api/issue-tags': () => json(200, { items: tags }),
    'GET /api/issue-reasons': () => json(200, { items: reasons }),
    'GET /api/issue-views': () => json(200, { items: views }),
    'POST /api/issue-views': async (request) => {
      const body = await request.json();
      const view = { id: 100 + views.length, name: body.name, filters: body.filters, created_at: at };
      views.push(view);
      return json(200, view);
    },
    'GET /api/users': () => json(200, { items: USERS, total: USERS.length }),
    'GET /api/issues/assignees': () => json(200, { items: USERS.map(({ id, user_name, picture }) => ({ id, user_name, picture })) }),
    'GET /api/company/1/channel': () =>
      json(200, { items: [{ id: 2, company_id: 1, type: 'webchat', name: 'Вэб чат', number: '', description: '', is_active: true, created_at: at }] }),
    'GET /api/contacts': () => json(200, { items: [], total: 0 }),
    'POST /api/issues': async (request) => {
      const body = await request.json();
      const created = issueOf(500 + issues.length, { name: body.name, status: body.status, priority: body.priority });
      issues.unshift(created);
      return json(200, created);
    },
  };
  for (const issue of issues) {
    const base = `/api/issues/${issue.id}`;
    handlers[`GET ${base}`] = (request) => json(200, find(request));
    handlers[`POST ${base}/comments`] = async (request) => {
      const { body } = await request.json();
      const comment: IssueComment = { id: 900 + issue.comments.length, author: { id: 1, name: 'Бат Болд' }, body, created_at: new Date().toISOString() };
      issue.comments.push(comment);
      return json(200, comment);
    };
    handlers[`POST ${base}/close`] = async (request) => {
      const { reason_id } = await request.json();
      Object.assign(issue, { status: 'closed', reason: { id: reason_id, name: 'Шийдвэрлэсэн' }, ended_at: new Date().toISOString() });
      return json(200, issue);
    };
  }
  return { handlers, issues, views };
}

export function renderIssues(path: string, { me = ADMIN, handlers = {} }: { me?: Me; handlers?: Record<string, Handler> }) {
  const server = routedFetch({ 'GET /api/me': () => json(200, me), ...handlers });
  return { ...mountConsole(path, { fetch: server.fetch, transport: new FakeTransport(), stubResizeObserver: true }), server };
}
