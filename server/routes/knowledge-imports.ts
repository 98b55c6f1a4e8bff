import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KNOWLEDGE_UPLOAD_MAX_BYTES,
  AgentKnowledgeSourceListSchema,
  KnowledgeAllowedHostsSchema,
  KnowledgeFileSchema,
  KnowledgeIdParamsSchema,
  KnowledgeImportBodySchema,
  KnowledgeImportSchema,
  KnowledgeUploadBodySchema,
} from '../../contracts';
import { listAgentSources } from '../domain/knowledge/agent-sources';
import { abortAllImports, allowedHosts, endStaleImports, cancelImport, getImport, setAllowedHosts, startImport } from '../domain/knowledge/imports';
import { importUpload } from '../domain/knowledge/upload';
import { AppError } from '../lib/app-error';
import { sendError, toAppError } from '../plugins/errors';

const UPLOAD_BODY_LIMIT = Math.ceil(KNOWLEDGE_UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024;

/** An upload over the body limit still says how large a file may be. */
function uploadErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const appErr =
    err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError('err_knowledge_file_too_large', { max: KNOWLEDGE_UPLOAD_MAX_BYTES / 1024 / 1024 }) : toAppError(err);
  if (appErr.statusCode >= 500) req.log.error({ err }, 'request failed');
  return sendError(req, reply, appErr);
}

/** Imports into knowledge: PDF and DOCX uploads, a web page, a sitemap or a same-site crawl. */
const knowledgeImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['knowledge'];
  const edit = { permission: 'settings.edit' } as const;
  const company = (req: { auth?: { user: { companyId: number | null } } | null }) => req.auth!.user.companyId!;
  app.addHook('onClose', async () => abortAllImports(app.db).catch((err: unknown) => app.log.warn({ err }, 'imports: could not mark interrupted')));
  // Imports a crashed process left running end as interrupted (another process's live ones move).
  app.addHook('onReady', async () => endStaleImports(app.db));

  app.post(
    '/api/knowledge/upload',
    {
      config: edit,
      bodyLimit: UPLOAD_BODY_LIMIT,
      errorHandler: uploadErrors,
      schema: {
        tags,
        summary: 'Import a PDF or DOCX (base64) as an article',
        errors: [
          'err_knowledge_folder_not_found',
          'err_knowledge_docx_only',
          'err_knowledge_file_unreadable',
          'err_knowledge_file_too_large',
          'err_knowledge_limit_exceeded',
        ],
        body: KnowledgeUploadBodySchema,
        response: { 200: KnowledgeFileSchema },
      },
    },
    async (req) => importUpload(app.db, company(req), req.auth!.user.id, req.body),
  );
  app.post(
    '/api/knowledge/imports',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Import a web page, a sitemap or a same-site crawl (progress by id)',
        errors: [
          'err_knowledge_folder_not_found',
          'err_knowledge_url_invalid',
          'err_knowledge_url_refused',
          'err_knowledge_fetch_failed',
          'err_knowledge_file_unreadable',
          'err_knowledge_file_too_large',
          'err_knowledge_limit_exceeded',
        ],
        body: KnowledgeImportBodySchema,
        response: { 200: KnowledgeImportSchema },
      },
    },
    async (req) => startImport(app.db, company(req), req.auth!.user.id, req.body),
  );
  app.get(
    '/api/knowledge/imports/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: "An import's progress",
        errors: ['err_knowledge_import_not_found'],
        params: KnowledgeIdParamsSchema,
        response: { 200: KnowledgeImportSchema },
      },
    },
    async (req) => getImport(app.db, company(req), req.params.id),
  );
  app.post(
    '/api/knowledge/imports/:id/cancel',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Cancel an import',
        errors: ['err_knowledge_import_not_found'],
        params: KnowledgeIdParamsSchema,
        response: { 200: KnowledgeImportSchema },
      },
    },
    async (req) => cancelImport(app.db, company(req), req.params.id),
  );
  app.get(
    '/api/knowledge/allowed-hosts',
    { config: edit, schema: { tags, summary: 'Hosts imports may reach on private addresses', response: { 200: KnowledgeAllowedHostsSchema } } },
    async (req) => ({ hosts: await allowedHosts(app.db, company(req)) }),
  );
  app.put(
    '/api/knowledge/allowed-hosts',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Set the hosts imports may reach on private addresses',
        errors: ['err_knowledge_host_invalid'],
        body: KnowledgeAllowedHostsSchema,
        response: { 200: KnowledgeAllowedHostsSchema },
      },
    },
    async (req) => setAllowedHosts(app.db, company(req), req.body.hosts),
  );

  app.get(
    '/api/knowledge/agent-sources',
    {
      config: { permission: 'settings.view' },
      schema: { tags, summary: "The website of onboarding's agent step: importing, done, or failed and why", response: { 200: AgentKnowledgeSourceListSchema } },
    },
    async (req) => listAgentSources(app.db, company(req)),
  );
};

export default knowledgeImportRoutes;
