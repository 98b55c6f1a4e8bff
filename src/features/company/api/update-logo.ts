import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { companyQueryOptions } from './get-company';

/** PUT /api/company/logo: an image data URL (at most 200 KB) or null to remove it. */
export async function updateLogo(logo: string | null, client: HttpClient = http): Promise<void> {
  await client.put('/api/company/logo', { logo });
}

export function useUpdateLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logo: string | null) => updateLogo(logo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyQueryOptions().queryKey }),
  });
}
