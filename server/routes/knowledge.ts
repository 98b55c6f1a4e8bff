import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KnowledgeBaseBodySchema,
  KnowledgeBaseListSchema,
  KnowledgeBaseSchema,
  KnowledgeFileBodySchema,
  KnowledgeFileListQuerySchema,
  KnowledgeFileListSchema,
  KnowledgeFileSchema,
  KnowledgeFileStatusBodySchema,
  KnowledgeFolderBodySchema,
  KnowledgeFolderRenameSchema,
  KnowledgeFolderSchema,
  KnowledgeIdParamsSchema,
  KnowledgeIndexStatusSchema,
  KnowledgeSearchQuerySchema,
  KnowledgeSearchSchema,
  OkSchema,
} from '../../contracts';
import { createBase, createFolder, deleteFolder, listBases, renameFolder, updateBase } from '../domain/knowledge/bases';
import { createFile, deleteFile, getFile, listFiles, setFileStatus, updateFile } from '../domain/knowledge/files';
import { indexStatus } from '../domain/knowledge/index-status';
import { retrieve } from '../domain/knowledge/retrieve';
import { AppError } from '../lib/app-error';
import { knowledgeRead, seesDrafts } from './knowledge-access';

/**
 * Knowledge bases, folders and files (articles). Agents read what is published (they answer
 * customers with it), settings view adds the drafts, changing anything needs settings edit.
 */
const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['knowledge'];
  const edit = { permission: 'settings.edit' } as const;
  const ok = { ok: true as const };
  const company = (req: { auth?: { user: { companyId: number | null } } | null }) => req.auth!.user.companyId!;

  app.get(
    '/api/knowledge/bases',
    { ...knowledgeRead, schema: { tags, summary: 'Knowledge bases with their folders, and the limits', response: { 200: KnowledgeBaseListSchema } } },
    async (req) => listBases(app.db, company(req)),
  );
  app.post(
    '/api/knowledge/bases',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Add a knowledge base',
        errors: ['err_knowledge_base_duplicate', 'err_user_not_found'],
        body: KnowledgeBaseBodySchema,
        response: { 200: KnowledgeBaseSchema },
      },
    },
    async (req) => createBase(app.db, company(req), req.body),
  );
  app.put(
    '/api/knowledge/bases/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Rename a knowledge base or move it to another virtual agent',
        errors: ['err_knowledge_base_not_found', 'err_knowledge_base_duplicate', 'err_user_not_found'],
        params: KnowledgeIdParamsSchema,
        body: KnowledgeBaseBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => updateBase(app.db, company(req), req.params.id, req.body),
  );

  app.post(
    '/api/knowledge/folders',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Add a folder (name not empty, not a duplicate)',
        errors: ['err_knowledge_base_not_found', 'err_knowledge_folder_name_empty', 'err_knowledge_folder_duplicate'],
        body: KnowledgeFolderBodySchema,
        response: { 200: KnowledgeFolderSchema },
      },
    },
    async (req) => createFolder(app.db, company(req), req.body),
  );
  app.put(
    '/api/knowledge/folders/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Rename a folder',
        errors: ['err_knowledge_folder_not_found', 'err_knowledge_folder_name_empty', 'err_knowledge_folder_duplicate'],
        params: KnowledgeIdParamsSchema,
        body: KnowledgeFolderRenameSchema,
        response: { 200: KnowledgeFolderSchema },
      },
    },
    async (req) => renameFolder(app.db, company(req), req.params.id, req.body.name),
  );
  app.delete(
    '/api/knowledge/folders/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a folder and its files',
        errors: ['err_knowledge_folder_not_found'],
        params: KnowledgeIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteFolder(app.db, company(req), req.params.id);
      return ok;
    },
  );

  app.get(
    '/api/knowledge/files',
    {
      ...knowledgeRead,
      schema: {
        tags,
        summary: 'Files, by folder, status or name (published only without settings view)',
        querystring: KnowledgeFileListQuerySchema,
        response: { 200: KnowledgeFileListSchema },
      },
    },
    async (req) => {
      if (seesDrafts(req)) return listFiles(app.db, company(req), req.query);
      return req.query.status === 'draft' ? { items: [] } : listFiles(app.db, company(req), { ...req.query, status: 'published' });
    },
  );
  app.get(
    '/api/knowledge/files/:id',
    {
      ...knowledgeRead,
      schema: {
        tags,
        summary: 'A file with its content (a draft only with settings view)',
        errors: ['err_knowledge_file_not_found'],
        params: KnowledgeIdParamsSchema,
        response: { 200: KnowledgeFileSchema },
      },
    },
    async (req) => {
      const file = await getFile(app.db, company(req), req.params.id);
      if (file.status !== 'published' && !seesDrafts(req)) throw new AppError('err_knowledge_file_not_found');
      return file;
    },
  );
  app.post(
    '/api/knowledge/files',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Add an article (sanitised HTML; a published one is indexed)',
        errors: ['err_knowledge_folder_not_found', 'err_knowledge_limit_exceeded'],
        body: KnowledgeFileBodySchema,
        response: { 200: KnowledgeFileSchema },
      },
    },
    async (req) => getFile(app.db, company(req), await createFile(app.db, company(req), req.auth!.user.id, req.body)),
  );
  app.put(
    '/api/knowledge/files/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Change an article',
        errors: ['err_knowledge_file_not_found', 'err_knowledge_folder_not_found'],
        params: KnowledgeIdParamsSchema,
        body: KnowledgeFileBodySchema,
        response: { 200: KnowledgeFileSchema },
      },
    },
    async (req) => updateFile(app.db, company(req), req.auth!.user.id, req.params.id, req.body),
  );
  app.put(
    '/api/knowledge/files/:id/status',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Publish a file or return it to draft',
        errors: ['err_knowledge_file_not_found'],
        params: KnowledgeIdParamsSchema,
        body: KnowledgeFileStatusBodySchema,
        response: { 200: KnowledgeFileSchema },
      },
    },
    async (req) => setFileStatus(app.db, company(req), req.auth!.user.id, req.params.id, req.body.status),
  );
  app.delete(
    '/api/knowledge/files/:id',
    { config: edit, schema: { tags, summary: 'Delete a file', errors: ['err_knowledge_file_not_found'], params: KnowledgeIdParamsSchema, response: { 200: OkSchema } } },
    async (req) => {
      await deleteFile(app.db, company(req), req.params.id);
      return ok;
    },
  );

  app.get(
    '/api/knowledge/search',
    {
      ...knowledgeRead,
      schema: {
        tags,
        summary: 'Try retrieval: the Q&A and passages a virtual agent would answer from',
        querystring: KnowledgeSearchQuerySchema,
        response: { 200: KnowledgeSearchSchema },
      },
    },
    async (req) => ({
      items: (await retrieve(app.db, company(req), req.query.q, { limit: 5 })).map((h) => ({
        kind: h.kind,
        id: h.id,
        text: h.text,
        answer: h.answer,
        source_title: h.sourceTitle,
        source_id: h.sourceId,
        score: h.score,
      })),
    }),
  );

  app.get(
    '/api/knowledge/index-status',
    {
      config: { permission: 'settings.view' },
      schema: {
        tags,
        summary: 'How knowledge is searched: words, and meaning when an embeddings endpoint is configured, with how much has vectors',
        response: { 200: KnowledgeIndexStatusSchema },
      },
    },
    async (req) => indexStatus(app.db, company(req)),
  );
};

export default knowledgeRoutes;
