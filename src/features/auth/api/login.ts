import { useMutation } from '@tanstack/react-query';
import { LoginResultSchema, type LoginBody, type LoginResult } from '../../../../contracts/auth.schema';
import { http, type HttpClient } from '../../../lib/http';

/** POST /pub/login. The form shows failures inline, so the client stays silent. */
export async function login(body: LoginBody, client: HttpClient = http): Promise<LoginResult> {
  return LoginResultSchema.parse(await client.post('/pub/login', body, { silent: true }));
}

/** Only same-origin paths are followed after sign-in; anything else lands on the home page. */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    // A full page load: the session cookie is new, and every cached query belongs to nobody.
    onSuccess: (result) => window.location.assign(safeRedirect(result.redirect)),
  });
}
