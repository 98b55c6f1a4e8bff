import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CallAccessBodySchema,
  CallAccessListSchema,
  CallAccessSchema,
  CompanyDeleteBodySchema,
  CompanyInfoBodySchema,
  CompanyLogoBodySchema,
  CompanySettingsSchema,
  InviteDomainRuleBodySchema,
  MailDomainBodySchema,
  MailDomainListSchema,
  MailDomainParamsSchema,
  MailDomainSchema,
  OkSchema,
  OwnerTransferBodySchema,
  UserIdParamsSchema,
} from '../../contracts';
import { listCallAccess, myCallAccess, setCallAccess } from '../domain/company/call-access';
import { deleteCompany } from '../domain/company/delete-company';
import { getCompany } from '../domain/company/get-company';
import { addMailDomain, deleteMailDomain, listMailDomains, updateMailDomain } from '../domain/company/mail-domains';
import { transferOwner } from '../domain/company/owner';
import { setInviteDomainRule, updateCompanyInfo, updateCompanyLogo } from '../domain/company/update-company';
import { auditorOf } from '../lib/auditor';

const ok = { ok: true as const };

/**
 * Company settings of spec §2 our_company (info, logo, allowed mail domains, the invite-domain
 * flag, owner change, deletion) and the call access of spec §3 that admins give to users.
 * Reading needs settings.view, changing settings.edit; owner change and deletion only the owner.
 */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['company'];
  const companyOf = (req: FastifyRequest) => req.auth!.user.companyId!;
  const userOf = (req: FastifyRequest) => req.auth!.user;
  const view = { permission: 'settings.view' } as const;
  const edit = { permission: 'settings.edit' } as const;
  const domainRefusals = ['err_value_required', 'err_mail_domain_invalid', 'err_mail_domain_not_allowed', 'err_mail_domain_duplicate'] as const;

  app.get(
    '/api/company',
    {
      config: view,
      schema: { tags, summary: "The signed-in user's company with its mail domains", errors: ['err_company_not_found'], response: { 200: CompanySettingsSchema } },
    },
    async (req) => getCompany(app.db, companyOf(req), userOf(req).id),
  );

  app.put(
    '/api/company',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Company info: name, contact email, phone, sector, employee count (all required)',
        errors: [
          'err_value_required',
          'err_name_too_long',
          'err_company_name_invalid',
          'err_email_invalid',
          'err_phone_invalid',
          'err_company_value_invalid',
          'err_company_not_found',
        ],
        body: CompanyInfoBodySchema,
        response: { 200: CompanySettingsSchema },
      },
    },
    async (req) => {
      await updateCompanyInfo(app.db, companyOf(req), req.body);
      return getCompany(app.db, companyOf(req), userOf(req).id);
    },
  );

  app.put(
    '/api/company/logo',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Company logo (image data URL up to 200 KB, or null)',
        errors: ['err_image_invalid'],
        body: CompanyLogoBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await updateCompanyLogo(app.db, companyOf(req), req.body.logo);
      return ok;
    },
  );

  app.put(
    '/api/company/invite-domain-rule',
    {
      config: edit,
      schema: { tags, summary: 'Whether invitations must go to an active allowed mail domain', body: InviteDomainRuleBodySchema, response: { 200: OkSchema } },
    },
    async (req) => {
      await setInviteDomainRule(app.db, companyOf(req), req.body.require_company_domain);
      return ok;
    },
  );

  app.get('/api/company/mail-domains', { config: view, schema: { tags, summary: 'Allowed mail domains', response: { 200: MailDomainListSchema } } }, async (req) => ({
    items: await listMailDomains(app.db, companyOf(req)),
  }));
  app.post(
    '/api/company/mail-domains',
    { config: edit, schema: { tags, summary: 'Add an allowed mail domain', errors: domainRefusals, body: MailDomainBodySchema, response: { 200: MailDomainSchema } } },
    async (req) => addMailDomain(app.db, companyOf(req), req.body),
  );
  app.put(
    '/api/company/mail-domains/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit an allowed mail domain',
        errors: [...domainRefusals, 'err_mail_domain_not_found'],
        params: MailDomainParamsSchema,
        body: MailDomainBodySchema,
        response: { 200: MailDomainSchema },
      },
    },
    async (req) => updateMailDomain(app.db, companyOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/company/mail-domains/:id',
    {
      config: edit,
      schema: { tags, summary: 'Delete an allowed mail domain', errors: ['err_mail_domain_not_found'], params: MailDomainParamsSchema, response: { 200: OkSchema } },
    },
    async (req) => {
      await deleteMailDomain(app.db, companyOf(req), req.params.id);
      return ok;
    },
  );

  app.post(
    '/api/company/owner',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Hand the company to another admin (owner only, irreversible, typed company name)',
        operationId: 'transferCompanyOwnership',
        errors: ['err_company_not_found', 'err_confirm_name_mismatch', 'err_owner_target_invalid'],
        body: OwnerTransferBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      const target = await transferOwner(app.db, companyOf(req), auditorOf(req), req.body);
      // Both screens change (owner badges, protections): tell both users.
      app.realtime.toUser(target.id, { type: 'permissions.changed' });
      app.realtime.toUser(userOf(req).id, { type: 'permissions.changed' });
      return ok;
    },
  );

  app.post(
    '/api/company/delete',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Delete the company and all its data (owner only, typed company name); everyone is signed out',
        errors: ['err_company_not_found', 'err_only_creator_delete', 'err_confirm_name_mismatch'],
        body: CompanyDeleteBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      const members = await deleteCompany(app.db, companyOf(req), auditorOf(req), req.body.confirm_name);
      for (const id of members) app.realtime.endUserSessions(id, 'company_deleted');
      return ok;
    },
  );

  app.get(
    '/api/call-access',
    {
      config: view,
      schema: { tags: ['calls'], summary: 'Users of the company who have call access', operationId: 'listCallAccess', response: { 200: CallAccessListSchema } },
    },
    async (req) => ({
      items: await listCallAccess(app.db, companyOf(req)),
    }),
  );
  app.put(
    '/api/users/:id/call-access',
    {
      config: { access: 'member' },
      schema: {
        tags: ['calls'],
        summary: "Set a user's extension and line (admins; both empty removes the access)",
        errors: ['err_no_edit_permission', 'err_value_required', 'err_extension_invalid', 'err_line_invalid', 'err_user_not_found', 'err_extension_duplicate'],
        params: UserIdParamsSchema,
        body: CallAccessBodySchema,
        response: { 200: CallAccessSchema },
      },
    },
    async (req) => setCallAccess(app.db, { companyId: companyOf(req), role: userOf(req).role }, req.params.id, req.body),
  );
  app.get(
    '/api/calls/access',
    {
      config: { access: 'member' },
      schema: {
        tags: ['calls'],
        summary: "The caller's call access, or err_no_call_permission",
        operationId: 'getMyCallAccess',
        errors: ['err_no_call_permission'],
        response: { 200: CallAccessSchema },
      },
    },
    async (req) => myCallAccess(app.db, userOf(req).id),
  );
};

export default companyRoutes;
