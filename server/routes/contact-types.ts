import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactIdParamsSchema, ContactTypeBodySchema, ContactTypeListSchema, ContactTypeSchema, OkSchema } from '../../contracts';
import { createContactType, deleteContactType, listContactTypes, updateContactType } from '../domain/contacts/contact-types';

/** Contact types (settings → contact_type): every member reads them, settings editors change them. */
const contactTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  const nameRefusals = ['err_contact_type_name_empty', 'err_contact_type_duplicate'] as const;
  app.get('/api/contact-types', { config: { access: 'member' }, schema: { tags, summary: 'Contact types', response: { 200: ContactTypeListSchema } } }, async (req) =>
    listContactTypes(app.db, req.auth!.user.companyId!),
  );
  app.post(
    '/api/contact-types',
    {
      config: { permission: 'settings.edit' },
      schema: { tags, summary: 'Add a contact type (name unique)', errors: nameRefusals, body: ContactTypeBodySchema, response: { 200: ContactTypeSchema } },
    },
    async (req) => createContactType(app.db, req.auth!.user.companyId!, req.body),
  );
  app.put(
    '/api/contact-types/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Change a contact type',
        errors: [...nameRefusals, 'err_contact_type_not_found'],
        params: ContactIdParamsSchema,
        body: ContactTypeBodySchema,
        response: { 200: ContactTypeSchema },
      },
    },
    async (req) => updateContactType(app.db, req.auth!.user.companyId!, req.params.id, req.body),
  );
  app.delete(
    '/api/contact-types/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Delete a contact type (its contacts keep no type)',
        errors: ['err_contact_type_not_found'],
        params: ContactIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteContactType(app.db, req.auth!.user.companyId!, req.params.id);
      return { ok: true as const };
    },
  );
};

export default contactTypeRoutes;
