import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnErrors from '../../../locales/mn/errors.json';
import mnList from '../../../locales/mn/list.json';
import mnMenu from '../../../locales/mn/menu.json';
import mn from '../../../locales/mn/settings.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { VIEWER, describedBy, openedDialog, renderSettings, rowOf } from './settings-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const ready = () => screen.findByText('Онцгой харилцагч');
const nameInput = () => within(screen.getByRole('dialog')).getByRole('textbox', { name: new RegExp(mn.interactionTags.name) });

describe('interaction tags screen', () => {
  it('lists name, description and the important flag as a badge', async () => {
    renderSettings('/settings/interaction_tag');
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.settings_items.interaction_tag })).toBeTruthy();
    const table = screen.getByRole('table', { name: mn.interactionTags.label });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([mn.interactionTags.columns.name, mn.interactionTags.columns.description, mn.interactionTags.columns.is_important, mn.actions.column]);
    expect(within(rowOf('VIP')).getByText(mn.interactionTags.important)).toBeTruthy();
    expect(within(rowOf('Гомдол')).queryByText(mn.interactionTags.important)).toBeNull();
  });

  it('shows the 2-character rule while the name is typed, then adds the tag', async () => {
    const { server } = renderSettings('/settings/interaction_tag');
    await ready();
    fireEvent.click(screen.getByRole('button', { name: mn.interactionTags.add }));
    await openedDialog(mn.interactionTags.addTitle);

    fireEvent.change(nameInput(), { target: { value: ' а ' } });
    await waitFor(() => expect(describedBy(nameInput())).toContain(mnErrors.err_interaction_tag_name_short));
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    // A click on Save with the rule broken sends nothing.
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: mn.actions.save }));
    expect(server.called('POST', '/api/interaction-tags')).toHaveLength(0);

    fireEvent.change(nameInput(), { target: { value: '  Хүргэлт ' } });
    await waitFor(() => expect(describedBy(nameInput())).not.toContain(mnErrors.err_interaction_tag_name_short));
    fireEvent.change(within(screen.getByRole('dialog')).getByRole('textbox', { name: mn.interactionTags.description }), { target: { value: 'Хүргэлтийн асуудал' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: mn.interactionTags.is_important }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: mn.actions.save }));

    await waitFor(() => expect(server.called('POST', '/api/interaction-tags')).toHaveLength(1));
    expect(server.called('POST', '/api/interaction-tags')[0].body).toEqual({ name: 'Хүргэлт', description: 'Хүргэлтийн асуудал', is_important: true });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(within(await waitFor(() => rowOf('Хүргэлт'))).getByText(mn.interactionTags.important)).toBeTruthy();
    expect((await screen.findAllByText('«Хүргэлт» шошго нэмэгдлээ.')).length).toBeGreaterThan(0);
  });

  it('shows a duplicate name refused by the server on the name field, and keeps the dialog open', async () => {
    const { server } = renderSettings('/settings/interaction_tag');
    await ready();
    server.overrides.set('POST /api/interaction-tags', () => json(409, { code: 'err_interaction_tag_duplicate', message: 'dup', field: 'name' }));
    fireEvent.click(screen.getByRole('button', { name: mn.interactionTags.add }));
    await openedDialog(mn.interactionTags.addTitle);
    fireEvent.change(nameInput(), { target: { value: 'vip' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: mn.actions.save }));
    await waitFor(() => expect(describedBy(nameInput())).toContain(mnErrors.err_interaction_tag_duplicate));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Changing the name clears the server's message until the next try.
    fireEvent.change(nameInput(), { target: { value: 'vip2' } });
    await waitFor(() => expect(describedBy(nameInput())).not.toContain(mnErrors.err_interaction_tag_duplicate));
  });

  it('edits a tag in the same dialog, filled from the row', async () => {
    const { server } = renderSettings('/settings/interaction_tag');
    await ready();
    fireEvent.click(within(rowOf('Гомдол')).getByRole('button', { name: '«Гомдол» шошгыг засах' }));
    await openedDialog(mn.interactionTags.editTitle);
    expect((nameInput() as HTMLInputElement).value).toBe('Гомдол');
    fireEvent.change(nameInput(), { target: { value: 'Гомдол, санал' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: mn.actions.save }));
    await waitFor(() => expect(server.called('PUT', '/api/interaction-tags/2')).toHaveLength(1));
    expect(server.called('PUT', '/api/interaction-tags/2')[0].body).toEqual({ name: 'Гомдол, санал', description: '', is_important: false });
    expect(await screen.findByText('Гомдол, санал')).toBeTruthy();
  });

  it('deletes after the confirm dialog; Болих keeps the tag', async () => {
    const { server } = renderSettings('/settings/interaction_tag');
    await ready();
    fireEvent.click(within(rowOf('VIP')).getByRole('button', { name: '«VIP» шошгыг устгах' }));
    const dialog = await openedDialog(mn.interactionTags.deleteTitle);
    expect(within(dialog).getByText('«VIP» шошгыг устгах уу? Энэ шошго бүх харилцаанаас хасагдана.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: mnList.dialog.cancel }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(server.called('DELETE', '/api/interaction-tags/1')).toHaveLength(0);

    // The page behind a modal stays hidden from the accessibility tree until the modal lets go.
    fireEvent.click(await within(rowOf('VIP')).findByRole('button', { name: '«VIP» шошгыг устгах' }));
    fireEvent.click(within(await openedDialog(mn.interactionTags.deleteTitle)).getByRole('button', { name: mnList.dialog.confirm }));
    await waitFor(() => expect(server.called('DELETE', '/api/interaction-tags/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Онцгой харилцагч')).toBeNull());
    expect(screen.getByText('Гомдол')).toBeTruthy();
  });

  it('shows the empty state when there are no tags', async () => {
    const { server } = renderSettings('/settings/interaction_tag');
    server.store.tags.length = 0;
    expect(await screen.findByRole('heading', { name: mn.interactionTags.empty })).toBeTruthy();
  });

  it('a member who may view but not edit settings reads the tags without add, edit or delete', async () => {
    renderSettings('/settings/interaction_tag', { me: VIEWER });
    await ready();
    expect(screen.queryByRole('button', { name: mn.interactionTags.add })).toBeNull();
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toHaveLength(0);
  });
});
