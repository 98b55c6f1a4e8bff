import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueSettingKind } from '../../../../contracts/issue.schema';
import type { ErrorCode } from '../../../../contracts/errors';
import { http, type HttpClient } from '../../../lib/http';
import { settingPath, settingsQueryOptions } from './list-settings';

/** Refusals the dialog shows beside the field. */
export const SETTING_FIELD_CODES: readonly ErrorCode[] = [
  'err_issue_type_name_empty',
  'err_issue_type_name_invalid',
  'err_issue_type_duplicate',
  'err_issue_tag_name_empty',
  'err_issue_tag_duplicate',
  'err_issue_tag_colour_invalid',
  'err_issue_reason_name_empty',
  'err_issue_reason_duplicate',
  'err_issue_field_too_long',
];

export interface SettingBody {
  label: string;
  description: string;
  colour?: string;
}

/** The body each kind takes: types and tags have a title, reasons a name. */
export const settingBody = (kind: IssueSettingKind, b: SettingBody) =>
  kind === 'reasons' ? { name: b.label, description: b.description } : kind === 'tags' ? { title: b.label, description: b.description, colour: b.colour } : { title: b.label, description: b.description };

/** POST (no id) or PUT …/:id of a type, tag or reason; needs settings.edit. */
export async function saveSetting({ kind, id, body }: { kind: IssueSettingKind; id?: number; body: SettingBody }, client: HttpClient = http) {
  const silent = (e: { code?: ErrorCode }) => !!e.code && SETTING_FIELD_CODES.includes(e.code);
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
