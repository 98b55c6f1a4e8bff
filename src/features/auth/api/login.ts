import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResult } from '../../../../contracts/auth.schema';
import { safeNext } from '../../../../contracts/safe-next';
import { http, type HttpClient } from '../../../lib/http';
import { page } from '../../../lib/page';

/** POST /pub/login. The form shows failures inline, so the client stays silent. */
export async function login(body: LoginBody, client: HttpClient = http): Promise<LoginResult> {
  const answer = await client.post('/pub/login', body, { silent: true });
  // Loaded after the answer: zod stays off the sign-in page's first load.
  const { LoginResultSchema } = await import('../../../../contracts/auth.schema');
  return LoginResultSchema.parse(answer);
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    // A full page load: the session cookie is new, and every cached query belongs to nobody. The
    // server already vetted the path; checked again here, it never leaves this origin whatever answers.
    onSuccess: (result) => page.assign(safeNext(result.redirect)),
  });
}
