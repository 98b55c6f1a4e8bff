import type { FastifyRequest } from 'fastify';
import { canReadKnowledge, canSeeKnowledgeDrafts } from '../../contracts';
import { AppError } from '../lib/app-error';
import { requireAuth } from '../plugins/auth';

/**
 * Route options of the knowledge reads: any active member of a company, then (after the global
 * auth hook) one of the read permissions: agents answer customers from published knowledge.
 */
export const knowledgeRead = {
  config: { access: 'member' as const },
  onRequest: async (req: FastifyRequest) => {
    const auth = requireAuth(req, true);
    if (!canReadKnowledge(auth.permissions)) throw new AppError('err_no_permission');
  },
};

/** Whether this caller sees drafts and inactive Q&A (the keepers) or only what customers are answered from. */
export const seesDrafts = (req: FastifyRequest) => canSeeKnowledgeDrafts(req.auth!.permissions);
