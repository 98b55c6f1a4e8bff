import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/issues.json';
import { showToast } from '../../../src/lib/toasts';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { issuesServer, renderIssues } from './issues-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

/** The add form pre-filled from conversation 44 (contact, channel, platform), status and priority chosen. */
async function prefilledForm(post?: (request: Request) => Response | Promise<Response>) {
  const fake = issuesServer([]);
  fake.handlers['GET /api/issues/prefill'] = () =>
    json(200, { interaction_id: 44, name: 'Буцаалт', contact: { id: 5, name: 'Бат Болд' }, channel: { id: 2, name: 'Вэб чат', type: 'webchat' }, platform: 'web_chat' });
  if (post) fake.handlers['POST /api/issues'] = post;
  const rendered = renderIssues('/issues?from_interaction=44', { handlers: fake.handlers });
  const form = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found || !within(found).queryByDisplayValue('Буцаалт')) throw new Error('no form yet');
    return found;
  });
  const field = (label: string) => within(form).getByLabelText(new RegExp(label), { selector: 'select,input' }) as HTMLInputElement;
  fireEvent.change(field(mn.fields.status), { target: { value: 'open' } });
  fireEvent.change(field(mn.fields.priority), { target: { value: 'high' } });
  return { ...rendered, form, field, save: () => fireEvent.click(within(form).getByRole('button', { name: mn.form.save, hidden: true })) };
}

/** A toast shown after the refusal: once it is on screen, any toast of the refusal would be too. */
async function afterToasts() {
  showToast({ intent: 'info', title: 'probe' });
  await screen.findByText('probe');
}

/** The Fluent Field around an input: its validation message is a sibling of the control. */
const fieldOf = (input: HTMLElement) => input.closest('.fui-Field') as HTMLElement;

describe('issue form on react-hook-form', () => {
  it('a server refusal naming a field is shown under that field, never as a toast, and the dialog stays', async () => {
    const { form, field, save, server } = await prefilledForm(() =>
      json(404, { code: 'err_issue_assignee_not_found', message: 'Хариуцагч олдсонгүй.', field: 'assignee_user_id' }),
    );
    save();
    await waitFor(() => expect(server.called('POST', '/api/issues')).toHaveLength(1));
    const assignee = field(mn.fields.assignee);
    expect(await within(fieldOf(assignee)).findByText(mnErrors.err_issue_assignee_not_found)).toBeTruthy();
    // Once, beside the field: no toast repeats it.
    await afterToasts();
    expect(screen.getAllByText(mnErrors.err_issue_assignee_not_found)).toHaveLength(1);
    expect(document.querySelector('[role="dialog"]')).toBe(form);
  });

  it("the body's contact_id refusal lands under the contact picker", async () => {
    const { form, save } = await prefilledForm(() => json(404, { code: 'err_issue_contact_not_found', message: 'x', field: 'contact_id' }));
    save();
    const contact = within(form).getByRole('combobox', { name: mn.form.contactSearch, hidden: true });
    expect(await within(fieldOf(contact)).findByText(mnErrors.err_issue_contact_not_found)).toBeTruthy();
    await afterToasts();
    expect(screen.getAllByText(mnErrors.err_issue_contact_not_found)).toHaveLength(1);
  });

  it('a refusal that names no field is shown once in the dialog, not as a toast', async () => {
    const { form, save } = await prefilledForm(() => json(403, { code: 'err_no_permission', message: 'x' }));
    save();
    expect(await within(form).findByText(mnErrors.err_no_permission)).toBeTruthy();
    await afterToasts();
    expect(screen.getAllByText(mnErrors.err_no_permission)).toHaveLength(1);
  });

  it('a typed date applies on blur or Enter, never on a prefix; a day that does not exist puts back the last one', async () => {
    const { form, field, save, server } = await prefilledForm();
    const created = field(mn.fields.created_at);
    const due = field(mn.fields.due_at);
    fireEvent.change(created, { target: { value: '2025-3-10' } });
    fireEvent.blur(created);
    await waitFor(() => expect(created.value).toBe('2025-03-10'));
    // On the way to 2025-03-15 the text passes "2025-03-1", a day before the created one.
    for (const text of ['2025-03', '2025-03-1', '2025-03-15']) {
      fireEvent.change(due, { target: { value: text } });
      expect(due.value).toBe(text);
      expect(within(form).queryByText(mnErrors.err_issue_due_date_invalid)).toBeNull();
    }
    fireEvent.keyDown(due, { key: 'Enter' });
    await waitFor(() => expect(due.value).toBe('2025-03-15'));
    fireEvent.change(due, { target: { value: '2025-02-30' } });
    fireEvent.blur(due);
    await waitFor(() => expect(due.value).toBe('2025-03-15'));
    save();
    await waitFor(() => expect(server.called('POST', '/api/issues')).toHaveLength(1));
    const sent = await server.called('POST', '/api/issues')[0].json();
    const [createdAt, dueAt] = [new Date(sent.created_at), new Date(sent.due_at)];
    expect([createdAt.getFullYear(), createdAt.getMonth() + 1, createdAt.getDate(), createdAt.getHours()]).toEqual([2025, 3, 10, 0]);
    expect([dueAt.getFullYear(), dueAt.getMonth() + 1, dueAt.getDate(), dueAt.getHours()]).toEqual([2025, 3, 15, 23]);
  });

  it('a typed due day before the created day is refused beside the due field once applied', async () => {
    const { form, field, server, save } = await prefilledForm();
    const created = field(mn.fields.created_at);
    const due = field(mn.fields.due_at);
    fireEvent.change(created, { target: { value: '2025-03-10' } });
    fireEvent.blur(created);
    fireEvent.change(due, { target: { value: '2025-03-09' } });
    fireEvent.blur(due);
    expect(await within(fieldOf(due)).findByText(mnErrors.err_issue_due_date_invalid)).toBeTruthy();
    save();
    // The refused submit ends by focusing the first broken field: nothing was sent.
    await waitFor(() => expect(document.activeElement).toBe(due));
    expect(server.called('POST', '/api/issues')).toHaveLength(0);
    expect(within(form).getByText(mnErrors.err_issue_due_date_invalid)).toBeTruthy();
  });

  it('the calendar picks a day', async () => {
    const { form, field } = await prefilledForm();
    const due = field(mn.fields.due_at);
    fireEvent.change(due, { target: { value: '2030-06-01' } });
    fireEvent.blur(due);
    await waitFor(() => expect(due.value).toBe('2030-06-01'));
    const open = within(fieldOf(due)).getByRole('button', { hidden: true });
    fireEvent.click(open);
    // Hidden too: the modal dialog may hide the page, the popover's portal included, from the tree.
    const grid = await screen.findByRole('grid', { hidden: true });
    fireEvent.click(within(grid).getByRole('button', { name: '2030-06-20', hidden: true }));
    await waitFor(() => expect(due.value).toBe('2030-06-20'));
    expect(within(form).queryByText(mnErrors.err_issue_due_date_invalid)).toBeNull();
  });
});
