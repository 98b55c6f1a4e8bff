import { useMutation } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { page } from '../../../lib/page';

/**
 * Signs out; on success the page reloads (spec §4), which drops every cached query. POST, so the
 * browser always sends the Origin the server checks (the spec's GET /api/logout also works).
 */
export async function logout(client: HttpClient = http): Promise<void> {
  await client.post('/api/logout');
}

export function useLogout() {
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: () => page.reload(),
  });
}
