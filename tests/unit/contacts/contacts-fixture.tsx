import type { Contact, ContactDetail, ContactType } from '../../../contracts/contact.schema';
import type { Me } from '../../../contracts/me.schema';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../../../contracts/permissions';
import { FakeTransport } from '../../../streams/fake-transport';
import { json, routedFetch, type Handler } from '../console/fake-fetch';
import { ADMIN, mountConsole } from '../console/render-app';

export const meAs = (role: Role): Me => ({ ...ADMIN, ID: role === 'admin' ? 1 : 3, role, is_owner: role === 'admin', permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] });

export function contactOf(id: number, patch: Partial<Contact> = {}): Contact {
  return {
    id,
    first_name: `Нэр${id}`,
    last_name: 'Бат',
    email: `c${id}@mail.mn`,
    extra_emails: [],
    phone: `+9769911${String(id).padStart(4, '0')}`,
    extra_phones: [],
    company_name: '',
    profession: '',
    description: '',
    note: '',
    city: '',
    district: '',
    subdistrict: '',
    address_detail: '',
    social_accounts: [],
    type_id: null,
    type_name: null,
    is_special: false,
    created_by: { kind: 'me', user_id: 1, name: 'Ажилтан Нэг' },
    created_at: '2025-03-01T04:00:00.000Z',
    updated_at: '2025-03-01T04:00:00.000Z',
    ...patch,
  };
}

/**
 * An in-memory contacts server: the list pages and searches (by name) like the real one, writes
 * change the store, so a refetch shows what a real server would.
 */
export function contactsServer(contacts: Contact[], types: ContactType[] = []) {
  const details = new Map<number, Partial<ContactDetail>>();
  const handlers: Record<string, Handler> = {
    'GET /api/contacts': (request) => {
      const q = new URL(request.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('size') ?? 50);
      const term = (q.get('q') ?? '').toLowerCase();
      const matching = contacts.filter((c) => !term || `${c.first_name} ${c.last_name}`.toLowerCase().includes(term));
      return json(200, { items: matching.slice((page - 1) * size, page * size), total: matching.length });
    },
    'GET /api/contact-types': () => json(200, { items: types }),
    'POST /api/contacts': async (request) => {
      const body = await request.json();
      const created = contactOf(1000 + contacts.length, { ...body, phone: body.phone ? `+976${body.phone}` : '' });
      contacts.unshift(created);
      return json(200, created);
    },
    'POST /api/contacts/merge': async (request) => {
      const { keep_id, merge_id } = await request.json();
      contacts.splice(
        contacts.findIndex((c) => c.id === merge_id),
        1,
      );
      return json(
        200,
        contacts.find((c) => c.id === keep_id),
      );
    },
  };
  for (const c of contacts) {
    handlers[`GET /api/contacts/${c.id}`] = () => {
      const found = contacts.find((x) => x.id === c.id);
      return found ? json(200, { ...found, interactions: [], issues: [], ...details.get(c.id) }) : json(404, { code: 'err_contact_not_found', message: 'x' });
    };
  }
  return { handlers, contacts, details };
}

export function renderContacts(path: string, { me = ADMIN, handlers = {} }: { me?: Me; handlers?: Record<string, Handler> }) {
  const server = routedFetch({ 'GET /api/me': () => json(200, me), ...handlers });
  // Fluent's MessageBar (refusals, import report) measures itself with a ResizeObserver.
  return { ...mountConsole(path, { fetch: server.fetch, transport: new FakeTransport(), stubResizeObserver: true }), server };
}
