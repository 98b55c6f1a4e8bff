import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactType } from '../../../contracts/contact.schema';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/contacts.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { meAs, renderContacts } from './contacts-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const typeOf = (id: number, name: string, count = 0): ContactType => ({ id, name, description: '', contact_count: count, created_at: '2025-01-01T00:00:00.000Z' });

function typesServer(types: ContactType[]) {
  return {
    'GET /api/contact-types': () => json(200, { items: types }),
    'POST /api/contact-types': async (request: Request) => {
      const body = await request.json();
      if (types.some((t) => t.name.toLowerCase() === body.name.trim().toLowerCase()))
        return json(409, { code: 'err_contact_type_duplicate', message: 'x', field: 'name' });
      const created = typeOf(100 + types.length, body.name.trim());
      types.push(created);
      return json(200, created);
    },
    'DELETE /api/contact-types/1': () => {
      types.splice(0, 1);
      return json(200, { ok: true });
    },
  };
}

const dialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog');
    return found;
  });

describe('contact types settings', () => {
  it('lists the types, adds one, shows a duplicate on the name field, deletes', async () => {
    const types = [typeOf(1, 'VIP', 4)];
    const { server } = renderContacts('/settings/contact_type', { handlers: typesServer(types) });
    const table = await screen.findByRole('table', { name: mn.types.tableLabel });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toContain('VIP4');

    fireEvent.click(screen.getByRole('button', { name: mn.types.add }));
    let box = within(await dialog());
    fireEvent.click(box.getByRole('button', { name: mn.types.save, hidden: true }));
    expect(await box.findByText(mnErrors.err_contact_type_name_empty)).toBeTruthy();
    fireEvent.change(box.getByLabelText(new RegExp(`^${mn.types.name}`), { selector: 'input' }), { target: { value: 'vip' } });
    fireEvent.click(box.getByRole('button', { name: mn.types.save, hidden: true }));
    expect(await box.findByText(mnErrors.err_contact_type_duplicate)).toBeTruthy();
    fireEvent.change(box.getByLabelText(new RegExp(`^${mn.types.name}`), { selector: 'input' }), { target: { value: 'Байгууллага' } });
    fireEvent.click(box.getByRole('button', { name: mn.types.save, hidden: true }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: mn.types.tableLabel })).getByText('Байгууллага')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'VIP-г устгах' }));
    box = within(await dialog());
    expect(box.getByText('«VIP» устна; түүний 4 харилцагч төрлөөс бусад мэдээллээ хадгална.')).toBeTruthy();
    fireEvent.click(box.getByRole('button', { name: 'Зөвшөөрөх', hidden: true }));
    await waitFor(() => expect(server.called('DELETE', '/api/contact-types/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('VIP')).toBeNull());
  });

  it('a member without settings.edit sees the table without actions', async () => {
    const viewer = { ...meAs('agent'), permissions: [...meAs('agent').permissions, 'settings.view' as const] };
    renderContacts('/settings/contact_type', { me: viewer, handlers: typesServer([typeOf(1, 'VIP')]) });
    const table = await screen.findByRole('table', { name: mn.types.tableLabel });
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: mn.types.add })).toBeNull();
  });
});
