import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '../../../../contracts/company.schema';
import { http, type HttpClient } from '../../../lib/http';
import { silentForFields } from '../forms/use-form';

/** PUT /api/profile/password: the current password, then the new one; other sessions end. */
export async function changePassword(body: PasswordChangeBody, client: HttpClient = http): Promise<void> {
  await client.put('/api/profile/password', body, { silent: silentForFields(['current_password', 'new_password']) });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordChangeBody) => changePassword(body) });
}
