import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KnowledgeImportSchema, type KnowledgeImport, type KnowledgeImportBody } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** POST /api/knowledge/imports: a page, a sitemap or a crawl; answers the progress row. */
export async function startImport(body: KnowledgeImportBody, client: HttpClient = http): Promise<KnowledgeImport> {
  return KnowledgeImportSchema.parse(await client.post('/api/knowledge/imports', body));
}

/** POST /api/knowledge/imports/:id/cancel. */
export async function cancelImport(id: number, client: HttpClient = http): Promise<KnowledgeImport> {
  return KnowledgeImportSchema.parse(await client.post(`/api/knowledge/imports/${id}/cancel`, {}));
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof startImport>[0]) => startImport(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

export function useCancelImport() {
  return useMutation({ mutationFn: (input: Parameters<typeof cancelImport>[0]) => cancelImport(input) });
}

/** GET /api/knowledge/imports/:id, every second while it runs (the progress bar). */
export function useImportProgress(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: knowledgeKeys.importJob(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const job = KnowledgeImportSchema.parse(await http.get(`/api/knowledge/imports/${id}`, { signal }));
      if (job.status !== 'running') void queryClient.invalidateQueries({ queryKey: ['knowledge', 'files'] });
      return job;
    },
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'running' ? false : 1000),
  });
}
