import { useMutation } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';

/** POST /api/company/delete (owner only): removes the company and everything in it; everyone is signed out. */
export async function deleteCompany(confirmName: string, client: HttpClient = http): Promise<void> {
  await client.post('/api/company/delete', { confirm_name: confirmName });
}

export function useDeleteCompany(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: (confirmName: string) => deleteCompany(confirmName), onSuccess: options.onSuccess });
}
