import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueSettingKind } from '../../../../contracts/issue-settings.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { settingPath, settingsQueryOptions } from './list-settings';

export interface SettingBody {
  label: string;
  description: string;
  colour?: string;
}

/** The body each kind takes: types and tags have a title, reasons a name. */
export const settingBody = (kind: IssueSettingKind, b: SettingBody) =>
  kind === 'reasons'
    ? { name: b.label, description: b.description }
    : kind === 'tags'
      ? { title: b.label, description: b.description, colour: b.colour }
      : { title: b.label, description: b.description };

/** POST (no id) or PUT …/:id of a type, tag or reason; needs settings.edit. */
export async function saveSetting({ kind, id, body }: { kind: IssueSettingKind; id?: number; body: SettingBody }, client: HttpClient = http) {
  const silent = formSilent;
  const payload = settingBody(kind, body);
  return id ? client.put(`${settingPath(kind)}/${id}`, payload, { silent }) : client.post(settingPath(kind), payload, { silent });
}

export function useSaveSetting(kind: IssueSettingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: SettingBody }) => saveSetting({ kind, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryOptions(kind).queryKey }),
  });
}
