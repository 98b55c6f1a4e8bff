import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import mnErrors from '../../../locales/mn/errors.json';
import mnList from '../../../locales/mn/list.json';
import mnMenu from '../../../locales/mn/menu.json';
import mn from '../../../locales/mn/settings.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { VIEWER, describedBy, openedDialog, renderSettings, rowOf } from './settings-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const ready = () => screen.findByText('Баярлалаа!');
const dialogField = (label: string) => within(screen.getByRole('dialog')).getByRole('textbox', { name: new RegExp(label) });
const save = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: mn.actions.save }));

describe('saved responses screen', () => {
  it('lists key, answer, created date and creator', async () => {
    renderSettings('/settings/saved_response');
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.settings_items.saved_response })).toBeTruthy();
    const table = screen.getByRole('table', { name: mn.savedResponses.label });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      mn.savedResponses.columns.key,
      mn.savedResponses.columns.answer,
      mn.savedResponses.columns.created_at,
      mn.savedResponses.columns.creator,
      mn.actions.column,
    ]);
    // Ordered by key, as the server answers.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent),
    ).toEqual(['hours', 'th_x', 'thanks']);
    const thanks = within(rowOf('thanks'));
    expect(thanks.getByText(dayjs('2025-03-04T05:06:00.000Z').format('YYYY/MM/DD HH:mm'))).toBeTruthy();
    expect(await thanks.findByText('Бат Болд')).toBeTruthy();
    expect(within(rowOf('hours')).getByText('Дорж Сараа')).toBeTruthy();
    expect(within(rowOf('th_x')).getByText(mn.savedResponses.unknownCreator)).toBeTruthy();
  });

  it('searches by key prefix on the server', async () => {
    const { server } = renderSettings('/settings/saved_response');
    await ready();
    fireEvent.change(screen.getByRole('searchbox', { name: mn.savedResponses.search }), { target: { value: 'th' } });
    await waitFor(() => expect(screen.queryByText('hours')).toBeNull());
    expect(server.requests.some((request) => new URL(request.url).search === '?q=th')).toBe(true);
    expect(screen.getByText('thanks')).toBeTruthy();
    expect(screen.getByText('th_x')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: mn.savedResponses.search }), { target: { value: 'zz' } });
    expect(await screen.findByText('«zz» гэж эхэлсэн түлхүүр олдсонгүй.')).toBeTruthy();
  });

  it('shows the no-spaces rule while the key is typed, a duplicate on the key field, then adds', async () => {
    const { server } = renderSettings('/settings/saved_response');
    await ready();
    fireEvent.click(screen.getByRole('button', { name: mn.savedResponses.add }));
    await openedDialog(mn.savedResponses.addTitle);

    // Nothing typed yet: Save shows the required messages and sends nothing.
    save();
    await waitFor(() => expect(describedBy(dialogField(mn.savedResponses.key))).toContain(mnCommon.validation.required));
    expect(describedBy(dialogField(mn.savedResponses.answer))).toContain(mnCommon.validation.required);

    fireEvent.change(dialogField(mn.savedResponses.key), { target: { value: 'good bye' } });
    await waitFor(() => expect(describedBy(dialogField(mn.savedResponses.key))).toContain(mnErrors.err_quick_response_key_invalid));
    fireEvent.change(dialogField(mn.savedResponses.answer), { target: { value: 'Баяртай!' } });
    save();
    expect(server.called('POST', '/api/saved-responses')).toHaveLength(0);

    server.overrides.set('POST /api/saved-responses', () => json(409, { code: 'err_quick_response_key_duplicate', message: 'dup', field: 'key' }));
    fireEvent.change(dialogField(mn.savedResponses.key), { target: { value: 'thanks' } });
    await waitFor(() => expect(describedBy(dialogField(mn.savedResponses.key))).not.toContain(mnErrors.err_quick_response_key_invalid));
    save();
    await waitFor(() => expect(describedBy(dialogField(mn.savedResponses.key))).toContain(mnErrors.err_quick_response_key_duplicate));
    expect(dialogField(mn.savedResponses.key).getAttribute('aria-invalid')).toBe('true');

    server.overrides.clear();
    fireEvent.change(dialogField(mn.savedResponses.key), { target: { value: ' bye ' } });
    save();
    await waitFor(() => expect(server.called('POST', '/api/saved-responses')).toHaveLength(2));
    expect(server.called('POST', '/api/saved-responses')[1].body).toEqual({ key: 'bye', answer: 'Баяртай!' });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(await screen.findByText('Баяртай!')).toBeTruthy();
  });

  it('edits a response, filled from its row', async () => {
    const { server } = renderSettings('/settings/saved_response');
    await ready();
    fireEvent.click(within(rowOf('hours')).getByRole('button', { name: '«hours» хариултыг засах' }));
    await openedDialog(mn.savedResponses.editTitle);
    expect((dialogField(mn.savedResponses.key) as HTMLInputElement).value).toBe('hours');
    fireEvent.change(dialogField(mn.savedResponses.answer), { target: { value: 'Бид 10:00–19:00 цагт ажиллана.' } });
    save();
    await waitFor(() => expect(server.called('PUT', '/api/saved-responses/2')).toHaveLength(1));
    expect(server.called('PUT', '/api/saved-responses/2')[0].body).toEqual({ key: 'hours', answer: 'Бид 10:00–19:00 цагт ажиллана.' });
    expect(await screen.findByText('Бид 10:00–19:00 цагт ажиллана.')).toBeTruthy();
  });

  it('deletes after the confirm dialog', async () => {
    const { server } = renderSettings('/settings/saved_response');
    await ready();
    fireEvent.click(within(rowOf('thanks')).getByRole('button', { name: '«thanks» хариултыг устгах' }));
    const dialog = await openedDialog(mn.savedResponses.deleteTitle);
    expect(within(dialog).getByText('«thanks» хариултыг устгах уу?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: mnList.dialog.confirm }));
    await waitFor(() => expect(server.called('DELETE', '/api/saved-responses/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Баярлалаа!')).toBeNull());
    expect((await screen.findAllByText('«thanks» хариултыг устгалаа.')).length).toBeGreaterThan(0);
  });

  it('a member who may view but not edit settings reads the list without add, edit or delete', async () => {
    renderSettings('/settings/saved_response', { me: VIEWER });
    await ready();
    expect(screen.queryByRole('button', { name: mn.savedResponses.add })).toBeNull();
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toHaveLength(0);
  });
});
