import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResult } from '../../../../contracts/auth.schema';
import { http, type HttpClient } from '../../../lib/http';
import { page } from '../../../lib/page';

/** POST /pub/login. The form shows failures inline, so the client stays silent. */
export async function login(body: LoginBody, client: HttpClient = http): Promise<LoginResult> {
  const answer = await client.post('/pub/login', body, { silent: true });
  // Loaded after the answer: zod stays off the sign-in page's first load.
  const { LoginResultSchema } = await import('../../../../contracts/auth.schema');
  return LoginResultSchema.parse(answer);
}

/** Only same-origin paths are followed after sign-in; anything else lands on the home page. */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    // A full page load: the session cookie is new, and every cached query belongs to nobody.
    onSuccess: (result) => page.assign(safeRedirect(result.redirect)),
  });
}
