import { queryOptions, useQuery } from '@tanstack/react-query';
import { InteractionTagListSchema } from '../../../../contracts/interaction-tag.schema';
import { http } from '../../../lib/http';

/** GET /api/interaction-tags: the company's tags, for the report's tag filter. */
export const reportTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['reports', 'tags'] as const,
    queryFn: async ({ signal }) => InteractionTagListSchema.parse(await http.get('/api/interaction-tags', { signal })),
  });

export const useReportTags = () => useQuery(reportTagsQueryOptions());
