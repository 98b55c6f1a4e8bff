import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeedbackBodySchema, FeedbackListQuerySchema, FeedbackListSchema } from '../../contracts';
import { z } from 'zod';
import { listFeedback } from '../domain/feedback/list-feedback';
import { submitFeedback } from '../domain/feedback/submit-feedback';
import { AppError } from '../lib/app-error';
import { requireAuth } from '../plugins/auth';

/**
 * The feedback dialog (any member of a company sends; throttled per user), its reading by the
 * company's admins (their own staff's) and by superadmins (everyone's). The superadmins' list lives
 * beside the other admin routes' prefix but checks is_superadmin here.
 */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    {
      config: { access: 'member' },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (category, details, rating 1–5); at most 10 an hour per user',
        errors: ['err_too_many_attempts'],
        body: FeedbackBodySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (req) => {
      const { user } = req.auth!;
      const { category, details, rating, page_path } = req.body;
      return submitFeedback(app.db, { userId: user.id, companyId: user.companyId! }, { category, details, rating, pagePath: page_path });
    },
  );

  app.get(
    '/api/feedback',
    {
      config: { access: 'member' },
      // Before the query string is read, as for the superadmin's list.
      onRequest: async (req) => {
        const { user } = requireAuth(req, true);
        if (user.role !== 'admin') throw new AppError('err_no_permission');
      },
      schema: {
        tags: ['feedback'],
        summary: 'The company’s own staff’s feedback, newest first, paged, by category (company admins only)',
        operationId: 'listFeedback',
        querystring: FeedbackListQuerySchema,
        response: { 200: FeedbackListSchema },
      },
    },
    async (req) => listFeedback(app.db, req.query, req.auth!.user.companyId!),
  );

  app.get(
    '/api/admin/feedback',
    {
      // Before the query string is read: nobody but a superadmin learns even how it is validated.
      onRequest: async (req) => {
        if (!requireAuth(req).user.isSuperadmin) throw new AppError('err_no_permission');
      },
      schema: {
        tags: ['admin'],
        summary: 'All companies’ feedback, newest first, paged, by category (superadmins only)',
        operationId: 'listAllFeedback',
        errors: ['err_no_permission'],
        querystring: FeedbackListQuerySchema,
        response: { 200: FeedbackListSchema },
      },
    },
    async (req) => listFeedback(app.db, req.query),
  );
};

export default feedbackRoutes;
