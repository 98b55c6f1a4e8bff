import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KnowledgeGenerateResultSchema,
  KnowledgeIdParamsSchema,
  KnowledgeQaActiveBodySchema,
  KnowledgeQaBodySchema,
  KnowledgeQaFileActiveBodySchema,
  KnowledgeQaListQuerySchema,
  KnowledgeQaListSchema,
  KnowledgeQaSchema,
  OkSchema,
} from '../../contracts';
import { z } from 'zod';
import { generateQa } from '../domain/knowledge/generate-qa';
import { createQa, deleteQa, listQa, setFileQaActive, setQaActive, updateQa } from '../domain/knowledge/qa';
import { llmConfig } from '../lib/llm-config';
import { knowledgeRead, seesDrafts } from './knowledge-access';

/** Q&A (/knowledge/qa): question, answer, active, source, related documents; generation from a file. */
const knowledgeQaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['knowledge'];
  const edit = { permission: 'settings.edit' } as const;
  const company = (req: { auth?: { user: { companyId: number | null } } | null }) => req.auth!.user.companyId!;
  const refs = ['err_knowledge_base_not_found', 'err_knowledge_file_not_found'] as const;

  app.get(
    '/api/knowledge/qa',
    {
      ...knowledgeRead,
      schema: {
        tags,
        summary: 'Q&A, by file, words or active (active only without settings view)',
        querystring: KnowledgeQaListQuerySchema,
        response: { 200: KnowledgeQaListSchema },
      },
    },
    async (req) => listQa(app.db, company(req), seesDrafts(req) ? req.query : { ...req.query, active: 'true' }),
  );
  app.post(
    '/api/knowledge/qa',
    { config: edit, schema: { tags, summary: 'Add a Q&A (user-reviewed)', errors: refs, body: KnowledgeQaBodySchema, response: { 200: KnowledgeQaSchema } } },
    async (req) => createQa(app.db, company(req), req.auth!.user.id, req.body),
  );
  app.put(
    '/api/knowledge/qa/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Change a Q&A (it becomes user-reviewed)',
        errors: [...refs, 'err_knowledge_qa_not_found'],
        params: KnowledgeIdParamsSchema,
        body: KnowledgeQaBodySchema,
        response: { 200: KnowledgeQaSchema },
      },
    },
    async (req) => updateQa(app.db, company(req), req.auth!.user.id, req.params.id, req.body),
  );
  app.put(
    '/api/knowledge/qa/:id/active',
    {
      config: edit,
      schema: {
        tags,
        operationId: 'setKnowledgeQaActive',
        summary: 'Turn one Q&A on or off',
        errors: ['err_knowledge_qa_not_found'],
        params: KnowledgeIdParamsSchema,
        body: KnowledgeQaActiveBodySchema,
        response: { 200: KnowledgeQaSchema },
      },
    },
    async (req) => setQaActive(app.db, company(req), req.params.id, req.body.active),
  );
  app.put(
    '/api/knowledge/qa-active',
    {
      config: edit,
      schema: {
        tags,
        operationId: 'setKnowledgeFileQaActive',
        summary: 'Turn every Q&A of one knowledge file on or off',
        errors: ['err_knowledge_file_not_found'],
        body: KnowledgeQaFileActiveBodySchema,
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (req) => setFileQaActive(app.db, company(req), req.body.file_id, req.body.active),
  );
  app.delete(
    '/api/knowledge/qa/:id',
    { config: edit, schema: { tags, summary: 'Delete a Q&A', errors: ['err_knowledge_qa_not_found'], params: KnowledgeIdParamsSchema, response: { 200: OkSchema } } },
    async (req) => {
      await deleteQa(app.db, company(req), req.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/knowledge/files/:id/generate-qa',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Generate Q&A from a published file (offline, or the configured model)',
        errors: ['err_knowledge_file_not_found', 'err_knowledge_not_published', 'err_knowledge_llm_failed'],
        params: KnowledgeIdParamsSchema,
        response: { 200: KnowledgeGenerateResultSchema },
      },
    },
    async (req) => generateQa(app.db, company(req), req.auth!.user.id, req.params.id, llmConfig()),
  );
};

export default knowledgeQaRoutes;
