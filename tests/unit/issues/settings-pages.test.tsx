import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/issues.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { issuesServer, meAs, renderIssues } from './issues-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);
const hidden = { hidden: true } as const;
const dialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });

describe('issue settings pages', () => {
  it('tags: the table with colours; add with a colour; the name and colour rules', async () => {
    const fake = issuesServer([]);
    fake.handlers['POST /api/issue-tags'] = async (request) => json(200, { id: 22, issue_count: 0, created_at: '2025-01-01T00:00:00.000Z', ...(await request.json()) });
    const { server } = renderIssues('/settings/issue_tag', { handlers: fake.handlers });
    const table = await screen.findByRole('table', { name: mn.settings.tags.label });
    expect(within(table).getByText('Төлбөр')).toBeTruthy();
    expect(within(table).getByText('#AA3300')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: mn.settings.tags.add }));
    const surface = await dialog();
    fireEvent.click(within(surface).getByRole('button', { name: mn.settings.save, ...hidden }));
    expect(await within(surface).findByText(mnErrors.err_issue_tag_name_empty)).toBeTruthy();
    fireEvent.change(within(surface).getByLabelText(new RegExp(mn.settings.tags.name), { selector: 'input' }), { target: { value: 'Яаралтай' } });
    fireEvent.change(within(surface).getByLabelText(mn.settings.colour, { selector: 'input[type="text"], input:not([type])' }), { target: { value: 'red' } });
    expect(await within(surface).findByText(mnErrors.err_issue_tag_colour_invalid)).toBeTruthy();
    fireEvent.change(within(surface).getByLabelText(mn.settings.colour, { selector: 'input[type="text"], input:not([type])' }), { target: { value: '#C50F1F' } });
    fireEvent.click(within(surface).getByRole('button', { name: mn.settings.save, ...hidden }));
    await waitFor(() => expect(server.called('POST', '/api/issue-tags')).toHaveLength(1));
    expect(await server.called('POST', '/api/issue-tags')[0].json()).toEqual({ title: 'Яаралтай', description: '', colour: '#C50F1F' });
  });

  it('types: a duplicate refused by the server shows on the name; reasons: delete asks first', async () => {
    const fake = issuesServer([]);
    fake.handlers['POST /api/issue-types'] = () => json(409, { code: 'err_issue_type_duplicate', message: 'x', field: 'name' });
    fake.handlers['DELETE /api/issue-reasons/31'] = () => json(200, { ok: true });
    renderIssues('/settings/issue_type', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mn.settings.types.label });
    fireEvent.click(screen.getByRole('button', { name: mn.settings.types.add }));
    const surface = await dialog();
    fireEvent.change(within(surface).getByLabelText(new RegExp(mn.settings.types.name), { selector: 'input' }), { target: { value: 'гомдол' } });
    fireEvent.click(within(surface).getByRole('button', { name: mn.settings.save, ...hidden }));
    expect(await within(surface).findByText(mnErrors.err_issue_type_duplicate)).toBeTruthy();
    cleanup();
    const second = renderIssues('/settings/issue_name', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mn.settings.reasons.label });
    fireEvent.click(screen.getByRole('button', { name: mn.settings.delete.replace('{{name}}', 'Шийдвэрлэсэн') }));
    const confirm = await dialog();
    expect(within(confirm).getByText(mn.settings.reasons.deleteTitle)).toBeTruthy();
    expect(second.server.called('DELETE', '/api/issue-reasons/31')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Зөвшөөрөх', ...hidden }));
    await waitFor(() => expect(second.server.called('DELETE', '/api/issue-reasons/31')).toHaveLength(1));
  });

  it('without settings.edit: the table only, no add, edit or delete', async () => {
    const viewer = { ...meAs('agent'), permissions: [...meAs('agent').permissions, 'settings.view' as const] };
    renderIssues('/settings/issue_type', { me: viewer, handlers: issuesServer([]).handlers });
    await screen.findByRole('table', { name: mn.settings.types.label });
    expect(screen.getByText(mn.settings.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: mn.settings.types.add, ...hidden })).toBeNull();
    expect(screen.queryByRole('button', { name: mn.settings.edit.replace('{{name}}', 'Гомдол'), ...hidden })).toBeNull();
  });
});
