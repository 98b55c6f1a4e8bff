import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../../../contracts/constants';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/issues.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { issueOf, issuesServer, renderIssues } from './issues-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const hidden = { hidden: true } as const;
const dialog = () =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.textContent?.includes(mn.close.reason));
    if (!found) throw new Error('no dialog yet');
    return found;
  });
const open = async (path = '/issues?issue=7') => {
  await screen.findByText(/Асуудал №7/);
  return path;
};
const fileInput = () => screen.getByLabelText(mn.attachments.upload, { selector: 'input[type="file"]' }) as HTMLInputElement;
const fileOf = (name: string, size: number, type = 'text/plain') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('issue comments', () => {
  it('shows the thread, refuses an empty comment in place and adds one', async () => {
    const fake = issuesServer([
      issueOf(7, { comments: [{ id: 1, author: { id: 3, name: 'Ганбат Тэмүүлэн' }, body: 'Залгасан', created_at: '2025-03-01T05:00:00.000Z' }] }),
    ]);
    const { server } = renderIssues('/issues?issue=7', { handlers: fake.handlers });
    await open();
    const thread = screen.getByRole('list', { name: mn.comments.thread, ...hidden });
    expect(within(thread).getByText('Залгасан')).toBeTruthy();
    expect(within(thread).getByText('Ганбат Тэмүүлэн')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: mn.comments.add, ...hidden }));
    expect(await screen.findByText(mnErrors.err_issue_comment_empty)).toBeTruthy();
    expect(server.called('POST', '/api/issues/7/comments')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(mn.comments.label, { selector: 'textarea' }), { target: { value: '  Шийдсэн  ' } });
    fireEvent.click(screen.getByRole('button', { name: mn.comments.add, ...hidden }));
    await waitFor(() => expect(server.called('POST', '/api/issues/7/comments')).toHaveLength(1));
    expect(await server.called('POST', '/api/issues/7/comments')[0].json()).toEqual({ body: 'Шийдсэн' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: mn.comments.thread, ...hidden })).getByText('Шийдсэн')).toBeTruthy());
  });
});

describe('issue attachments', () => {
  it('lists download links; refuses a file over 1 MB before sending anything', async () => {
    const fake = issuesServer([
      issueOf(7, { attachments: [{ id: 3, name: 'нэхэмжлэх.pdf', mime: 'application/pdf', size: 2048, uploaded_by: null, created_at: '2025-03-01T05:00:00.000Z' }] }),
    ]);
    const { server } = renderIssues('/issues?issue=7', { handlers: fake.handlers });
    await open();
    const link = screen.getByRole('link', { name: mn.attachments.download.replace('{{name}}', 'нэхэмжлэх.pdf'), ...hidden });
    expect(link.getAttribute('href')).toBe('/api/issues/7/attachments/3');
    expect(screen.getByText('2 KB')).toBeTruthy();
    fireEvent.change(fileInput(), { target: { files: [fileOf('том.zip', ATTACHMENT_MAX_BYTES + 1)] } });
    expect(await screen.findByText('"том.zip" файл хэт том байна (хамгийн ихдээ 1 МБ).')).toBeTruthy();
    expect(server.called('POST', '/api/issues/7/attachments')).toHaveLength(0);
  });

  it('uploads a file as base64, and shows the server’s refusal', async () => {
    const fake = issuesServer([issueOf(7)]);
    let answer = () => json(200, { id: 9, name: 'a.txt', mime: 'text/plain', size: 2, uploaded_by: null, created_at: '2025-03-01T05:00:00.000Z' });
    fake.handlers['POST /api/issues/7/attachments'] = () => answer();
    const { server } = renderIssues('/issues?issue=7', { handlers: fake.handlers });
    await open();
    fireEvent.change(fileInput(), { target: { files: [new File(['hi'], 'a.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(server.called('POST', '/api/issues/7/attachments')).toHaveLength(1));
    expect(await server.called('POST', '/api/issues/7/attachments')[0].json()).toEqual({ name: 'a.txt', mime: 'text/plain', data: 'aGk=' });
    answer = () => json(413, { code: 'err_issue_attachment_too_large', message: 'x', max_mb: 1, max: ATTACHMENT_MAX_BYTES });
    fireEvent.change(fileInput(), { target: { files: [new File(['hi'], 'b.txt')] } });
    expect(await screen.findByText('Хавсралт хэт том байна (хамгийн ихдээ 1 МБ).')).toBeTruthy();
  });
});

describe('closing an issue', () => {
  it('asks for a reason and sends it', async () => {
    const fake = issuesServer([issueOf(7)]);
    const { server } = renderIssues('/issues?issue=7', { handlers: fake.handlers });
    await open();
    fireEvent.click(screen.getByRole('button', { name: mn.detail.close, ...hidden }));
    const surface = await dialog();
    fireEvent.click(within(surface).getByRole('button', { name: mn.close.confirm, ...hidden }));
    expect(await within(surface).findByText(mnErrors.err_issue_reason_empty)).toBeTruthy();
    fireEvent.change(within(surface).getByRole('combobox', hidden), { target: { value: '31' } });
    fireEvent.click(within(surface).getByRole('button', { name: mn.close.confirm, ...hidden }));
    await waitFor(() => expect(server.called('POST', '/api/issues/7/close')).toHaveLength(1));
    expect(await server.called('POST', '/api/issues/7/close')[0].json()).toEqual({ reason_id: 31 });
    // Closed: the machine offers reopen, no longer close or edit.
    expect(await screen.findByRole('button', { name: mn.detail.reopen, ...hidden })).toBeTruthy();
    expect(screen.queryByRole('button', { name: mn.detail.edit, ...hidden })).toBeNull();
  });
});
