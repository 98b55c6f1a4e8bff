import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { AGENT_NAMESPACE, CompanySettingsSchema, PROTOCOL_VERSION, SOCKET_EVENT } from '../../contracts';
import mnErrors from '../../locales/mn/errors.json';
import {
  companies,
  companyInvites,
  companyMailDomains,
  contacts,
  interactionTags,
  interactions,
  messages,
  rolePermissions,
  savedResponses,
  sessions,
  users,
} from '../../server/db/schema';
import { build, makeCompany, signIn, uniq, until, type TestCompany } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => t.close());

type Res = { statusCode: number; json: () => Record<string, unknown> };
const expectError = (res: Res, status: number, code: keyof typeof mnErrors, extra: Record<string, unknown> = {}) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json()).toMatchObject({ code, message: mnErrors[code].replace('{{kb}}', '200'), ...extra });
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const INFO = { name: 'Сайн Систем ХХК 2', contact_email: 'info@sain.mn', phone: '+976 7700-1122', sector: 'finance', employee_count: '11-50' };

/** A company with the test users, each signed in. */
async function signedInCompany() {
  const co = await makeCompany(t.db);
  const cookies = {
    admin: await signIn(t.app, co.emails.admin),
    manager: await signIn(t.app, co.emails.manager),
    agent: await signIn(t.app, co.emails.agent),
    guest: await signIn(t.app, co.emails.guest),
  };
  return { co, cookies };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('GET and PUT /api/company', () => {
  it('shows the company to settings viewers and saves the info for settings editors', async () => {
    const { co, cookies } = await signedInCompany();
    const got = await call('GET', '/api/company', cookies.manager);
    expect(got.statusCode).toBe(200);
    const company = CompanySettingsSchema.parse(got.json());
    expect(company).toMatchObject({ id: co.id, owner_user_id: co.ownerId, owner_name: 'Admin Owner', is_owner: false, require_company_domain: false, mail_domains: [] });
    expect(CompanySettingsSchema.parse((await call('GET', '/api/company', cookies.admin)).json()).is_owner).toBe(true);

    const saved = await call('PUT', '/api/company', cookies.manager, INFO);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: INFO.name, contact_email: 'info@sain.mn', phone: '+976 7700-1122', sector: 'finance', employee_count: '11-50' });
    expect((await call('GET', '/api/company', cookies.admin)).json()).toMatchObject({ name: INFO.name, sector: 'finance' });
  });

  it('refuses readers without settings.view and writers without settings.edit', async () => {
    const { cookies } = await signedInCompany();
    // Agents and guests hold neither permission by default.
    expectError(await call('GET', '/api/company', cookies.agent), 403, 'err_no_permission');
    expectError(await call('PUT', '/api/company', cookies.guest, INFO), 403, 'err_no_permission');
    expectError(await t.app.inject({ url: '/api/company' }), 401, 'err_auth_failed');
  });

  it("answers 'Enter a value.' for each empty required field, with the field", async () => {
    const { cookies } = await signedInCompany();
    for (const field of ['name', 'contact_email', 'phone', 'sector', 'employee_count'] as const) {
      const res = await call('PUT', '/api/company', cookies.admin, { ...INFO, [field]: field === 'sector' ? '' : '  ' });
      // The e-mail rule is the one of every form: an empty address is err_email_empty.
      expectError(res, 400, field === 'contact_email' ? 'err_email_empty' : 'err_value_required', { field });
    }
    // In English it is the spec's own wording.
    expect((await call('PUT', '/api/change-lang?lang=en', cookies.admin)).statusCode).toBe(200);
    expect((await call('PUT', '/api/company', cookies.admin, { ...INFO, phone: '' })).json().message).toBe('Enter a value.');
  });

  it('checks the name characters, the e-mail, the phone and the list values', async () => {
    const { cookies } = await signedInCompany();
    expectError(await call('PUT', '/api/company', cookies.admin, { ...INFO, name: 'Shop <script>' }), 400, 'err_company_name_invalid', { field: 'name' });
    expectError(await call('PUT', '/api/company', cookies.admin, { ...INFO, contact_email: 'no-at-sign' }), 400, 'err_email_invalid', { field: 'contact_email' });
    expectError(await call('PUT', '/api/company', cookies.admin, { ...INFO, phone: '12ab' }), 400, 'err_phone_invalid', { field: 'phone' });
    expectError(await call('PUT', '/api/company', cookies.admin, { ...INFO, employee_count: 'lots' }), 400, 'err_company_value_invalid', { field: 'employee_count' });
    expectError(await call('PUT', '/api/company', cookies.admin, { ...INFO, sector: 'space' }), 400, 'err_wrong_param_structure');
  });
});

describe('logo and the invite-domain flag', () => {
  // A PNG signature, then filler: the server judges the content, not the declared type.
  const png = (bytes: number) => `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, Buffer.alloc(bytes - PNG_SIGNATURE.length, 7)]).toString('base64')}`;

  it('stores an image data URL up to 200 KB, refuses bigger or other content, and removes it with null', async () => {
    const { cookies } = await signedInCompany();
    const logo = png(1000);
    expect((await call('PUT', '/api/company/logo', cookies.admin, { logo })).statusCode).toBe(200);
    expect((await call('GET', '/api/company', cookies.admin)).json().logo).toBe(logo);
    expectError(await call('PUT', '/api/company/logo', cookies.admin, { logo: png(200 * 1024 + 1) }), 400, 'err_image_invalid');
    expectError(await call('PUT', '/api/company/logo', cookies.admin, { logo: 'data:text/html;base64,PGI+' }), 400, 'err_image_invalid');
    // A text file renamed .png declares image/png, but its bytes are no image.
    const renamedText = `data:image/png;base64,${Buffer.from('just some notes, not a picture\n').toString('base64')}`;
    expectError(await call('PUT', '/api/company/logo', cookies.admin, { logo: renamedText }), 400, 'err_image_invalid', { field: 'logo' });
    expectError(
      await call('PUT', '/api/company/logo', cookies.admin, { logo: `data:image/svg+xml;base64,${Buffer.from('hello').toString('base64')}` }),
      400,
      'err_image_invalid',
    );
    // A real JPEG declared as PNG is refused too: the declared type must be what the bytes are.
    expectError(
      await call('PUT', '/api/company/logo', cookies.admin, { logo: `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64')}` }),
      400,
      'err_image_invalid',
    );
    expectError(await call('PUT', '/api/company/logo', cookies.agent, { logo }), 403, 'err_no_permission');
    expect((await call('PUT', '/api/company/logo', cookies.admin, { logo: null })).statusCode).toBe(200);
    expect((await call('GET', '/api/company', cookies.admin)).json().logo).toBeNull();
  });

  it('switches the flag that invitations need a company domain', async () => {
    const { cookies } = await signedInCompany();
    expect((await call('PUT', '/api/company/invite-domain-rule', cookies.manager, { require_company_domain: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/company', cookies.admin)).json().require_company_domain).toBe(true);
    expectError(await call('PUT', '/api/company/invite-domain-rule', cookies.agent, { require_company_domain: false }), 403, 'err_no_permission');
  });
});

describe('allowed mail domains', () => {
  it('adds, edits and deletes domains, normalising what people paste', async () => {
    const { cookies } = await signedInCompany();
    const added = await call('POST', '/api/company/mail-domains', cookies.admin, { domain: ' @Sain.MN ', description: 'Main office' });
    expect(added.statusCode).toBe(200);
    const id = added.json().id as number;
    expect(added.json()).toEqual({ id, domain: 'sain.mn', description: 'Main office', status: 'active' });
    const edited = await call('PUT', `/api/company/mail-domains/${id}`, cookies.admin, { domain: 'https://sain.mn/', description: 'Old', status: 'inactive' });
    expect(edited.json()).toEqual({ id, domain: 'sain.mn', description: 'Old', status: 'inactive' });
    expect((await call('GET', '/api/company/mail-domains', cookies.manager)).json().items).toEqual([edited.json()]);
    expect((await call('GET', '/api/company', cookies.admin)).json().mail_domains).toEqual([edited.json()]);
    expect((await call('DELETE', `/api/company/mail-domains/${id}`, cookies.admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/company/mail-domains', cookies.admin)).json().items).toEqual([]);
    expectError(await call('DELETE', `/api/company/mail-domains/${id}`, cookies.admin), 404, 'err_mail_domain_not_found');
  });

  it('refuses duplicate, invalid and public webmail domains', async () => {
    const { cookies } = await signedInCompany();
    const first = await call('POST', '/api/company/mail-domains', cookies.admin, { domain: 'shop.mn' });
    const other = await call('POST', '/api/company/mail-domains', cookies.admin, { domain: 'shop2.mn' });
    expectError(await call('POST', '/api/company/mail-domains', cookies.admin, { domain: 'SHOP.mn' }), 409, 'err_mail_domain_duplicate', { field: 'domain' });
    expectError(await call('PUT', `/api/company/mail-domains/${other.json().id}`, cookies.admin, { domain: 'shop.mn' }), 409, 'err_mail_domain_duplicate');
    for (const domain of ['not a domain', 'shop', 'localhost', '-x.mn']) {
      expectError(await call('POST', '/api/company/mail-domains', cookies.admin, { domain }), 400, 'err_mail_domain_invalid');
    }
    expectError(await call('POST', '/api/company/mail-domains', cookies.admin, { domain: '' }), 400, 'err_value_required');
    for (const domain of ['gmail.com', 'Yahoo.com', 'outlook.com', 'hotmail.com', 'mail.ru']) {
      expectError(await call('POST', '/api/company/mail-domains', cookies.admin, { domain }), 400, 'err_mail_domain_not_allowed');
    }
    expect(first.statusCode).toBe(200);
  });

  it('accepts internationalised domains, stores one canonical form and shows it in Unicode', async () => {
    const { co, cookies } = await signedInCompany();
    // The field's own example, and монгол.мон typed in Unicode and in punycode.
    const example = await call('POST', '/api/company/mail-domains', cookies.admin, { domain: 'танайбайгууллага.мн' });
    expect(example.statusCode, example.body).toBe(200);
    expect(example.json().domain).toBe('танайбайгууллага.мн');
    const mongol = await call('POST', '/api/company/mail-domains', cookies.admin, { domain: 'Монгол.Мон' });
    expect(mongol.json()).toMatchObject({ domain: 'монгол.мон' });
    expectError(await call('POST', '/api/company/mail-domains', cookies.admin, { domain: 'xn--c1aqbeec.xn--l1acc' }), 409, 'err_mail_domain_duplicate', {
      field: 'domain',
    });
    const rows = await t.db.select().from(companyMailDomains).where(eq(companyMailDomains.companyId, co.id));
    expect(rows.map((r) => r.domain).sort()).toEqual(['xn--80aaaaadpb3ccxas2exaa.xn--l1ac', 'xn--c1aqbeec.xn--l1acc'].sort());
    const listed = (await call('GET', '/api/company/mail-domains', cookies.admin)).json().items.map((d: { domain: string }) => d.domain);
    expect(listed.sort()).toEqual(['монгол.мон', 'танайбайгууллага.мн'].sort());
    // An invitation to an address of the domain, written either way, passes the company-domain rule.
    await t.db.update(companies).set({ requireCompanyDomain: true }).where(eq(companies.id, co.id));
    for (const email of [`сараа.${uniq()}@монгол.мон`, `bat.${uniq()}@xn--c1aqbeec.xn--l1acc`]) {
      const res = await call('POST', '/api/invites', cookies.admin, { email, role: 'agent', first_name: 'Сараа', last_name: 'Батаа' });
      expect(res.json().code, email).not.toBe('err_mail_domain_not_allowed');
    }
  });

  it("never touches another company's domain and lets editors only change them", async () => {
    const a = await signedInCompany();
    const b = await signedInCompany();
    const theirs = (await call('POST', '/api/company/mail-domains', b.cookies.admin, { domain: 'theirs.mn' })).json().id;
    expectError(await call('PUT', `/api/company/mail-domains/${theirs}`, a.cookies.admin, { domain: 'mine.mn' }), 404, 'err_mail_domain_not_found');
    expectError(await call('DELETE', `/api/company/mail-domains/${theirs}`, a.cookies.admin), 404, 'err_mail_domain_not_found');
    // The same domain may be allowed by two companies.
    expect((await call('POST', '/api/company/mail-domains', a.cookies.admin, { domain: 'theirs.mn' })).statusCode).toBe(200);
    expect((await call('GET', '/api/company/mail-domains', b.cookies.admin)).json().items).toHaveLength(1);
    expectError(await call('POST', '/api/company/mail-domains', a.cookies.agent, { domain: 'x.mn' }), 403, 'err_no_permission');
  });
});

describe('owner change', () => {
  async function withSecondAdmin() {
    const c = await signedInCompany();
    const [second] = await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, c.co.ids.manager)).returning();
    return { ...c, second };
  }
  const companyName = async (co: TestCompany) => (await t.db.select().from(companies).where(eq(companies.id, co.id)))[0].name;

  it('hands the company to another admin after the typed name; the old owner cannot take it back', async () => {
    const { co, cookies, second } = await withSecondAdmin();
    const name = await companyName(co);
    expectError(await call('POST', '/api/company/owner', cookies.admin, { user_id: second.id, confirm_name: 'wrong' }), 400, 'err_confirm_name_mismatch');
    const moved = await call('POST', '/api/company/owner', cookies.admin, { user_id: second.id, confirm_name: ` ${name} ` });
    expect(moved.statusCode).toBe(200);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, co.id));
    expect(row.ownerUserId).toBe(second.id);
    expect((await call('GET', '/api/company', cookies.manager)).json()).toMatchObject({ is_owner: true, owner_user_id: second.id });
    // Irreversible for the old owner, who stays an admin.
    expectError(await call('POST', '/api/company/owner', cookies.admin, { user_id: co.ownerId, confirm_name: name }), 403, 'err_forbidden_action');
    expect((await t.db.select().from(users).where(eq(users.id, co.ownerId)))[0].role).toBe('admin');
    // The owner protections follow the new owner.
    expectError(await call('PUT', `/api/users/${second.id}/status`, cookies.admin, { status: 'inactive' }), 403, 'err_owner_protected');
  });

  it('refuses anyone but the owner, and a target that is not an active admin of the company', async () => {
    const { co, cookies, second } = await withSecondAdmin();
    const name = await companyName(co);
    expectError(await call('POST', '/api/company/owner', cookies.manager, { user_id: co.ids.agent, confirm_name: name }), 403, 'err_forbidden_action');
    expectError(await call('POST', '/api/company/owner', cookies.agent, { user_id: co.ids.agent, confirm_name: name }), 403, 'err_forbidden_action');
    for (const target of [co.ids.agent, co.ids.guest, co.ownerId, 999999]) {
      expectError(await call('POST', '/api/company/owner', cookies.admin, { user_id: target, confirm_name: name }), 400, 'err_owner_target_invalid');
    }
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, second.id));
    expectError(await call('POST', '/api/company/owner', cookies.admin, { user_id: second.id, confirm_name: name }), 400, 'err_owner_target_invalid');
    const other = await makeCompany(t.db);
    expectError(await call('POST', '/api/company/owner', cookies.admin, { user_id: other.ownerId, confirm_name: name }), 400, 'err_owner_target_invalid');
    expect((await t.db.select().from(companies).where(eq(companies.id, co.id)))[0].ownerUserId).toBe(co.ownerId);
  });
});

describe('company deletion', () => {
  /** Rows of several tables that belong to the company (directly or through its users). */
  async function rowsOf(companyId: number, userIds: number[]) {
    const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0].n);
    return {
      users: await n(t.db.select({ n: count() }).from(users).where(eq(users.companyId, companyId))),
      sessions: await n(t.db.select({ n: count() }).from(sessions).where(inArray(sessions.userId, userIds))),
      rolePermissions: await n(t.db.select({ n: count() }).from(rolePermissions).where(eq(rolePermissions.companyId, companyId))),
      mailDomains: await n(t.db.select({ n: count() }).from(companyMailDomains).where(eq(companyMailDomains.companyId, companyId))),
      invites: await n(t.db.select({ n: count() }).from(companyInvites).where(eq(companyInvites.companyId, companyId))),
      contacts: await n(t.db.select({ n: count() }).from(contacts).where(eq(contacts.companyId, companyId))),
      savedResponses: await n(t.db.select({ n: count() }).from(savedResponses).where(eq(savedResponses.companyId, companyId))),
      interactionTags: await n(t.db.select({ n: count() }).from(interactionTags).where(eq(interactionTags.companyId, companyId))),
      interactions: await n(t.db.select({ n: count() }).from(interactions).where(eq(interactions.companyId, companyId))),
      messages: await n(t.db.select({ n: count() }).from(messages).where(eq(messages.companyId, companyId))),
      companies: await n(t.db.select({ n: count() }).from(companies).where(eq(companies.id, companyId))),
    };
  }

  it('removes every row of the company, signs everybody out and closes their sockets', async () => {
    const { co, cookies } = await signedInCompany();
    const bystander = await signedInCompany();
    const name = (await t.db.select().from(companies).where(eq(companies.id, co.id)))[0].name;
    await call('POST', '/api/company/mail-domains', cookies.admin, { domain: 'gone.mn' });
    await t.db.insert(companyInvites).values({
      companyId: co.id,
      email: 'x@gone.mn',
      role: 'agent',
      firstName: 'Xxx',
      lastName: 'Yyy',
      tokenHash: `h-${co.id}`,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await t.db.insert(contacts).values({ companyId: co.id, firstName: 'Болд', createdByUserId: co.ids.agent });
    await t.db.insert(savedResponses).values({ companyId: co.id, key: 'hi', answer: 'Сайн байна уу', createdBy: co.ids.agent });
    await t.db.insert(interactionTags).values({ companyId: co.id, name: 'urgent' });
    // Rows that point at the company's users with ON DELETE SET NULL go in the same statement.
    const [conv] = await t.db.insert(interactions).values({ companyId: co.id, ownerUserId: co.ids.agent, closedByUserId: co.ids.manager }).returning();
    await t.db.insert(messages).values({ interactionId: conv.id, companyId: co.id, seq: 1, authorType: 'agent', authorUserId: co.ids.agent, body: 'hi' });
    const ids = Object.values(co.ids);
    const before = await rowsOf(co.id, ids);
    expect(before).toMatchObject({
      users: 5,
      rolePermissions: expect.any(Number),
      mailDomains: 1,
      invites: 1,
      contacts: 1,
      savedResponses: 1,
      interactionTags: 1,
      interactions: 1,
      messages: 1,
      companies: 1,
    });
    expect(before.sessions).toBeGreaterThanOrEqual(4);
    expect(before.rolePermissions).toBeGreaterThan(0);
    const otherBefore = await rowsOf(bystander.co.id, Object.values(bystander.co.ids));

    const agentSocket = io(base, {
      transports: ['websocket'],
      extraHeaders: { cookie: cookies.agent },
      auth: { v: PROTOCOL_VERSION },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(agentSocket);
    const greeted: unknown[] = [];
    agentSocket.on(SOCKET_EVENT, (m) => greeted.push(m));
    await until(() => greeted.length > 0, 'agent socket greeting');
    let closed = false;
    agentSocket.on('disconnect', () => (closed = true));

    expectError(await call('POST', '/api/company/delete', cookies.admin, { confirm_name: `${name}x` }), 400, 'err_confirm_name_mismatch');
    expect(await rowsOf(co.id, ids)).toEqual(before);

    const res = await call('POST', '/api/company/delete', cookies.admin, { confirm_name: name });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(co.id, ids)).toEqual({
      users: 0,
      sessions: 0,
      rolePermissions: 0,
      mailDomains: 0,
      invites: 0,
      contacts: 0,
      savedResponses: 0,
      interactionTags: 0,
      interactions: 0,
      messages: 0,
      companies: 0,
    });
    await until(() => closed, 'the agent socket to close');
    // Every session of the company ended: a signed-in request now answers 401.
    expectError(await call('GET', '/api/company', cookies.manager), 401, 'err_auth_failed');
    expectError(await call('GET', '/api/profile', cookies.admin), 401, 'err_auth_failed');
    // Another company keeps everything.
    expect(await rowsOf(bystander.co.id, Object.values(bystander.co.ids))).toEqual(otherBefore);
  });

  it('is refused to everyone but the owner, admins included', async () => {
    const { co, cookies } = await signedInCompany();
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, co.ids.manager));
    const name = (await t.db.select().from(companies).where(eq(companies.id, co.id)))[0].name;
    for (const cookie of [cookies.manager, cookies.agent, cookies.guest]) {
      expectError(await call('POST', '/api/company/delete', cookie, { confirm_name: name }), 403, 'err_only_creator_delete');
    }
    expect(await t.db.select().from(companies).where(eq(companies.id, co.id))).toHaveLength(1);
  });
});
