import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmailMessagePartsListSchema, EmailUploadSchema, ISSUE_ATTACHMENT_BODY_LIMIT, InteractionIdParamsSchema, IssueAttachmentBodySchema } from '../../contracts';
import { readEmailAttachment } from '../channels/email/attachments';
import { uploadEmailAttachment } from '../channels/email/outgoing-attachments';
import { emailPartsOf } from '../channels/email/message-parts';
import { sendDownload } from './send-download';
import { viewerOf } from '../domain/interactions/viewer';
import { uploadErrors } from './upload-errors';

/** What e-mail conversations show beyond the message text: the mail parts and the files. */
const emailMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['interactions'];
  app.get(
    '/api/interactions/:id/email',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The mails of an e-mail conversation: subject, sender, sanitised HTML and the folded quoted history',
        operationId: 'listInteractionEmailParts',
        errors: ['err_no_permission', 'err_interaction_not_found'],
        params: InteractionIdParamsSchema,
        response: { 200: EmailMessagePartsListSchema },
      },
    },
    async (req) => ({ items: await emailPartsOf(app.db, viewerOf(req.auth!), req.params.id) }),
  );
  // An agent's file for a reply: uploaded first (base64 JSON, the issue attachment rules), then
  // named by id in the message (`attachment_ids`), which sends it as a MIME part.
  app.post(
    '/api/interactions/:id/email-attachments',
    {
      config: { permission: 'interaction.start' },
      bodyLimit: ISSUE_ATTACHMENT_BODY_LIMIT,
      errorHandler: uploadErrors,
      schema: {
        tags,
        summary: 'Upload a file to send with a reply in an e-mail conversation (base64, at most 1 MB)',
        operationId: 'uploadEmailAttachment',
        errors: ['err_interaction_not_found', 'err_interaction_closed', 'err_forbidden_action', 'err_issue_attachment_invalid', 'err_issue_attachment_too_large'],
        params: InteractionIdParamsSchema,
        body: IssueAttachmentBodySchema,
        response: { 200: EmailUploadSchema },
      },
    },
    async (req) => uploadEmailAttachment(app.db, viewerOf(req.auth!), req.params.id, req.body),
  );
  app.get(
    '/api/email-attachments/:key',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Download a file that came with a mail (for readers of its conversation)',
        operationId: 'getEmailAttachment',
        errors: ['err_no_permission', 'err_interaction_not_found'],
        params: z
          .object({
            key: z
              .string()
              .min(1)
              .max(64)
              .regex(/^[A-Za-z0-9_-]+$/),
          })
          .strict(),
      },
    },
    async (req, reply) => {
      const file = await readEmailAttachment(app.db, viewerOf(req.auth!), req.params.key);
      return sendDownload(reply, file);
    },
  );
};

export default emailMessageRoutes;
