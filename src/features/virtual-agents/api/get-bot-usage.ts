import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BotUsageSchema } from '../../../../contracts/virtual-agent.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/virtual-agents/usage: bot interactions today and this month. */
export async function getBotUsage(client: HttpClient = http, signal?: AbortSignal): Promise<z.infer<typeof BotUsageSchema>> {
  return BotUsageSchema.parse(await client.get('/api/virtual-agents/usage', { signal }));
}

export const botUsageQueryOptions = () => queryOptions({ queryKey: ['virtual-agents', 'usage'] as const, queryFn: ({ signal }) => getBotUsage(http, signal) });

export function useBotUsage() {
  return useQuery(botUsageQueryOptions());
}
