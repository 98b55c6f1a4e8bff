import { waitFor } from '@testing-library/react';
import type { CompanySettings, MailDomain } from '../../../contracts/company.schema';
import type { Me } from '../../../contracts/me.schema';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../contracts/permissions';
import type { User } from '../../../contracts/user.schema';
import { json, type Handler } from '../console/fake-fetch';
import { ADMIN } from '../console/render-app';

export const COMPANY: CompanySettings = {
  id: 1,
  name: 'Demo LLC',
  contact_email: 'info@demo.mn',
  phone: '+97677001122',
  sector: 'technology',
  employee_count: '11-50',
  logo: null,
  owner_user_id: 1,
  owner_name: 'Бат Болд',
  is_owner: true,
  require_company_domain: false,
  mail_domains: [],
};

export const MANAGER: Me = { ...ADMIN, ID: 2, role: 'manager', is_owner: false, email: 'manager@demo.mn', permissions: [...DEFAULT_ROLE_PERMISSIONS.manager] };
export const AGENT: Me = { ...ADMIN, ID: 3, role: 'agent', is_owner: false, email: 'agent@demo.mn', permissions: [...DEFAULT_ROLE_PERMISSIONS.agent] };

const admin2: User = {
  id: 6,
  company_id: 1,
  user_name: 'Лхагва Ану',
  first_name: 'Ану',
  last_name: 'Лхагва',
  email: 'admin2@demo.mn',
  phone: '',
  picture: null,
  role: 'admin',
  user_type: 'human',
  status: 'active',
  presence: 'offline',
  is_owner: false,
};

/** A fake /api/company that keeps what is saved, as the real one would. */
export function companyServer(company: CompanySettings = { ...COMPANY, mail_domains: [] }) {
  let nextId = 10;
  const state = { company };
  const handlers: Record<string, Handler> = {
    'GET /api/company': () => json(200, state.company),
    'PUT /api/company': async (request) => {
      state.company = { ...state.company, ...((await request.json()) as object) };
      return json(200, state.company);
    },
    'GET /api/users': () => json(200, { items: [admin2], total: 1 }),
    'POST /api/company/owner': () => json(200, { ok: true }),
    'POST /api/company/delete': () => json(200, { ok: true }),
    'POST /api/company/mail-domains': async (request) => {
      const body = (await request.json()) as MailDomain;
      if (body.domain === 'gmail.com') return json(400, { code: 'err_mail_domain_not_allowed', message: 'x', field: 'domain' });
      const added: MailDomain = { id: nextId++, domain: body.domain, description: body.description, status: body.status };
      state.company = { ...state.company, mail_domains: [...state.company.mail_domains, added] };
      return json(200, added);
    },
  };
  return { handlers, state };
}

/** The open Fluent dialog: jsdom keeps it aria-hidden until focus moves in, so queries pass `hidden`. */
export const openDialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });
