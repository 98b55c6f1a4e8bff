import { useMutation } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { page } from '../../../lib/page';

/** GET /api/logout; on success the page reloads (spec §4), which drops every cached query. */
export async function logout(client: HttpClient = http): Promise<void> {
  await client.get('/api/logout');
}

export function useLogout() {
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: () => page.reload(),
  });
}
