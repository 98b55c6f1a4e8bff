import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/interactions.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { item, message, renderInteractions } from './fixture';

beforeEach(async () => {
  await resetBrowserState();
  sessionStorage.clear();
});
afterEach(cleanup);

const fileOf = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

describe('attaching files to an e-mail reply', () => {
  it('refuses a file over 1 MB by its name before uploading, uploads the rest and sends their ids with the reply', async () => {
    const uploads: { name: string; mime: string; data: string }[] = [];
    const view = renderInteractions('/interacts/live/conversation/5', [item(5, { contact_name: 'Дорж', last_seq: 1, channel_type: 'email' })], {
      'GET /api/interactions/5/email': () => json(200, { items: [] }),
      'POST /api/interactions/5/email-attachments': async (request) => {
        const body = (await request.json()) as { name: string; mime: string; data: string };
        uploads.push(body);
        return json(200, { id: 70 + uploads.length, name: body.name, mime: body.mime, size: 3, url: `/api/email-attachments/key-${uploads.length}` });
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Дорж' }, { timeout: 10_000 });
    view.connect();
    act(() => void view.transport.receive({ type: 'messages.resync', interaction_id: 5, items: [message(5, 1, { body: 'Үнийн санал өгнө үү' })], last_seq: 1 }).flush());

    const input = await screen.findByLabelText<HTMLInputElement>(mn.composer.attach, { selector: 'input' });
    fireEvent.change(input, { target: { files: [fileOf('huge.pdf', 1024 * 1024 + 1)] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      mn.composer.fileRefused.replace('{{name}}', 'huge.pdf').replace('{{reason}}', mnErrors.err_issue_attachment_too_large.replace('{{max_mb}}', '1')),
    );
    expect(uploads).toHaveLength(0);

    fireEvent.change(input, { target: { files: [fileOf('санал.pdf', 3)] } });
    const files = await screen.findByLabelText(mn.composer.files);
    await waitFor(() => expect(within(files).getByText('санал.pdf')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(uploads).toEqual([{ name: 'санал.pdf', mime: 'application/pdf', data: 'AAAA' }]);

    fireEvent.change(screen.getByRole('combobox', { name: mn.composer.label }), { target: { value: 'Саналыг хавсаргав' } });
    fireEvent.click(screen.getByRole('button', { name: mn.composer.send }));
    const sent = view.transport.sent.filter((m) => m.type === 'message.send');
    expect(sent).toEqual([expect.objectContaining({ interaction_id: 5, body: 'Саналыг хавсаргав', attachment_ids: [71] })]);
    // The reply shows its file while it is on its way, and the composer is empty again.
    const log = screen.getByRole('log', { name: mn.messages.label });
    const link = await within(log).findByRole('link', { name: /санал\.pdf/ });
    expect(link.getAttribute('href')).toBe('/api/email-attachments/key-1');
    expect(screen.queryByLabelText(mn.composer.files)).toBeNull();
  }, 40_000);

  it('offers no attaching in a web chat conversation', async () => {
    const view = renderInteractions('/interacts/live/conversation/6', [item(6, { contact_name: 'Сараа', last_seq: 0 })]);
    await screen.findByRole('heading', { level: 2, name: 'Сараа' }, { timeout: 10_000 });
    view.connect();
    expect(screen.queryByLabelText(mn.composer.attach)).toBeNull();
  });
});
