import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueSettingKind } from '../../../../contracts/issue-settings.schema';
import { http, type HttpClient } from '../../../lib/http';
import { issuesQueryOptions } from './list-issues';
import { settingPath, settingsQueryOptions } from './list-settings';

/** DELETE a type, tag or reason; the issues carrying it keep everything else. */
export async function deleteSetting({ kind, id }: { kind: IssueSettingKind; id: number }, client: HttpClient = http): Promise<void> {
  await client.delete(`${settingPath(kind)}/${id}`);
}

export function useDeleteSetting(kind: IssueSettingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSetting({ kind, id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsQueryOptions(kind).queryKey });
      await queryClient.invalidateQueries({ queryKey: issuesQueryOptions().queryKey });
    },
  });
}
