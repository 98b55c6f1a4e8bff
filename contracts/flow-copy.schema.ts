import { z } from 'zod';

/** Spec §2 virtual agents: copy flows between agents. */
export const FlowCopyBodySchema = z.object({ from_agent_user_id: z.number().int().positive(), to_agent_user_id: z.number().int().positive() }).strict();
export const FlowCopyResultSchema = z.object({ ids: z.array(z.number().int()) });
