import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '../../../../contracts/company.schema';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';

/** PUT /api/profile/password: the current password, then the new one; other sessions end. */
export async function changePassword(body: PasswordChangeBody, client: HttpClient = http): Promise<void> {
  await client.put('/api/profile/password', body, { silent: formSilent });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordChangeBody) => changePassword(body) });
}
