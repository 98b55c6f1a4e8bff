import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactBodySchema,
  ContactDetailSchema,
  ContactExportQuerySchema,
  ContactIdParamsSchema,
  ContactImportBodySchema,
  type ContactImportRefusal,
  ContactImportResultSchema,
  ContactListQuerySchema,
  ContactListSchema,
  ContactMergeBodySchema,
  ContactSchema,
  OkSchema,
} from '../../contracts';
import { actorOf } from '../domain/contacts/actor';
import { deleteContact } from '../domain/contacts/delete-contact';
import { exportFilename } from '../domain/contacts/export-columns';
import { contactsCsv, contactsXlsx } from '../domain/contacts/export-contacts';
import { findContact, getContactDetail } from '../domain/contacts/get-contact';
import { importContacts } from '../domain/contacts/import-contacts';
import { listContacts } from '../domain/contacts/list-contacts';
import { mergeContacts } from '../domain/contacts/merge-contacts';
import { createContact, updateContact } from '../domain/contacts/save-contact';
import { errorMessage, requestLocale } from '../lib/messages';

/** An import body of 5 000 mapped rows is a few MB; only this route accepts that much. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Contacts (spec §2, §3, §5, §6). Every query is scoped to the caller's company, and without
 * 'contact.view_all' to the contacts the caller registered: anything else answers not found.
 */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  // The field rules of contactViolations (contracts) and the duplicate check, on add and change.
  const fieldRefusals = [
    'err_contact_name_empty',
    'err_contact_name_too_short',
    'err_contact_name_too_long',
    'err_contact_phone_or_email',
    'err_contact_email_invalid',
    'err_contact_phone_invalid',
    'err_contact_field_too_long',
    'err_contact_note_too_long',
    'err_contact_address_too_long',
    'err_contact_type_not_found',
    'err_contact_exists',
  ] as const;
  app.get(
    '/api/contacts',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Contacts, searched, filtered, sorted and paged', querystring: ContactListQuerySchema, response: { 200: ContactListSchema } },
    },
    async (req) => listContacts(app.db, actorOf(req.auth!), req.query),
  );
  app.get(
    '/api/contacts/export',
    { config: { permission: 'contact.export' }, schema: { tags, summary: 'The filtered list as CSV or XLSX', querystring: ContactExportQuerySchema } },
    async (req, reply) => {
      const { format, ...filter } = req.query;
      const lang = requestLocale(req);
      const actor = actorOf(req.auth!);
      const csv = format === 'csv';
      reply
        .header('content-type', csv ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${exportFilename(format, app.config.companyTimeZone)}"`);
      return reply.send(
        csv ? contactsCsv(app.db, actor, filter, lang, app.config.companyTimeZone) : contactsXlsx(app.db, actor, filter, lang, app.config.companyTimeZone),
      );
    },
  );
  app.post(
    '/api/contacts/import',
    {
      config: { permission: 'contact.import' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Validate (dry_run) or import mapped rows, all or nothing',
        errors: ['err_contact_import_too_many', 'err_contact_import_invalid'],
        body: ContactImportBodySchema,
        response: { 200: ContactImportResultSchema },
      },
    },
    async (req, reply) => {
      const result = await importContacts(app.db, actorOf(req.auth!), req.body);
      if (result.dry_run || result.errors.length === 0) return result;
      // Nothing was stored: the refusal carries the per-row report.
      const rows = new Set(result.errors.map((e) => e.row)).size;
      const refusal: ContactImportRefusal = {
        ...result,
        code: 'err_contact_import_invalid',
        message: errorMessage('err_contact_import_invalid', requestLocale(req), { count: rows }),
        count: rows,
      };
      // Not a declared response: a 400 schema would also be applied to the error handler's answers.
      return (reply as FastifyReply).status(400).send(refusal);
    },
  );
  app.post(
    '/api/contacts/merge',
    {
      config: { permission: 'contact.edit' },
      schema: {
        tags,
        summary: 'Merge merge_id into keep_id',
        errors: ['err_contact_not_found', 'err_contact_merge_same_id', 'err_contact_merge_messenger'],
        body: ContactMergeBodySchema,
        response: { 200: ContactSchema },
      },
    },
    async (req) => mergeContacts(app.db, actorOf(req.auth!), req.body),
  );
  app.get(
    '/api/contacts/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'A contact with its interactions and issues',
        errors: ['err_contact_not_found'],
        params: ContactIdParamsSchema,
        response: { 200: ContactDetailSchema },
      },
    },
    async (req) => getContactDetail(app.db, actorOf(req.auth!), req.params.id),
  );
  app.post(
    '/api/contacts',
    {
      config: { permission: 'contact.edit' },
      schema: { tags, summary: 'Add a contact', errors: fieldRefusals, body: ContactBodySchema, response: { 200: ContactSchema } },
    },
    async (req) => createContact(app.db, actorOf(req.auth!), req.body),
  );
  app.put(
    '/api/contacts/:id',
    {
      config: { permission: 'contact.edit' },
      schema: {
        tags,
        summary: 'Change a contact',
        errors: [...fieldRefusals, 'err_contact_not_found'],
        params: ContactIdParamsSchema,
        body: ContactBodySchema,
        response: { 200: ContactSchema },
      },
    },
    async (req) => {
      await findContact(app.db, actorOf(req.auth!), req.params.id);
      return updateContact(app.db, actorOf(req.auth!), req.params.id, req.body);
    },
  );
  app.delete(
    '/api/contacts/:id',
    {
      config: { permission: 'contact.delete' },
      schema: {
        tags,
        summary: 'Delete a contact without open interactions or issues',
        errors: ['err_contact_not_found', 'err_contact_delete_open'],
        params: ContactIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteContact(app.db, actorOf(req.auth!), req.params.id);
      return { ok: true as const };
    },
  );
};

export default contactRoutes;
