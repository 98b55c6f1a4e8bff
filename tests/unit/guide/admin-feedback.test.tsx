import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Feedback } from '../../../contracts/feedback.schema';
import mnAdmin from '../../../locales/mn/admin.json';
import mnGuide from '../../../locales/mn/guide.json';
import mnList from '../../../locales/mn/list.json';
import { json } from '../console/fake-fetch';
import { ADMIN, renderApp, resetBrowserState } from '../console/render-app';

beforeEach(resetBrowserState);
afterEach(cleanup);

const SUPERADMIN = { ...ADMIN, ID: 2, email: 'superadmin@demo.mn', is_superadmin: true };
const CATEGORIES = ['technical_issue', 'appreciation', 'complain', 'other'] as const;

/** 45 rows, newest first, one in four of each category; the first has lost its author. */
const ROWS: Feedback[] = Array.from({ length: 45 }, (_, i) => ({
  id: 100 - i,
  category: CATEGORIES[i % 4],
  details: `Санал №${100 - i}`,
  rating: (i % 5) + 1,
  page_path: i % 2 ? '/contacts' : '/interacts/live',
  created_at: new Date(Date.UTC(2026, 10, 20, 8, 0) - i * 3600_000).toISOString(),
  user: i === 0 ? null : { id: i, name: `Ажилтан ${i}`, email: `agent${i}@demo.mn` },
  company: { id: 1 + (i % 3), name: ['Demo LLC', 'Номин Аялал', 'Тэнгэр Трейд'][i % 3] },
}));

/** The admin panel over a fake server that pages and filters like the real one. */
function renderFeedback(me = SUPERADMIN) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return renderApp('/admin?tab=feedback', {
    me,
    handlers: {
      'GET /api/admin/companies': () => json(200, { items: [] }),
      'GET /api/admin/feedback': (request) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page'));
        const size = Number(query.get('size'));
        const category = query.get('category');
        const rows = category ? ROWS.filter((r) => r.category === category) : ROWS;
        return json(200, { items: rows.slice((page - 1) * size, page * size), total: rows.length });
      },
    },
  });
}

const table = () => screen.getByRole('table', { name: mnAdmin.feedback.title });
const detailsShown = () =>
  within(table())
    .getAllByText(/^Санал №/)
    .map((cell) => cell.textContent);

describe('feedback in the admin panel', () => {
  it('lists the newest feedback with who, which company, category, rating and page', async () => {
    renderFeedback();
    expect(await screen.findByText('Санал №100')).toBeTruthy();
    expect(detailsShown()).toEqual(ROWS.slice(0, 20).map((r) => r.details));
    const row = within(screen.getByText('Санал №99').closest('tr')!);
    expect(row.getByText('Номин Аялал')).toBeTruthy();
    expect(row.getByText('Ажилтан 1 (agent1@demo.mn)')).toBeTruthy();
    expect(row.getByText(mnAdmin.feedback.categories.appreciation)).toBeTruthy();
    expect(row.getByText('2 / 5')).toBeTruthy();
    expect(row.getByText('/contacts')).toBeTruthy();
    expect(within(screen.getByText('Санал №100').closest('tr')!).getByText(mnAdmin.feedback.deletedUser)).toBeTruthy();
  });

  it('pages through the rows', async () => {
    const { server } = renderFeedback();
    await screen.findByText('Санал №100');
    fireEvent.click(screen.getByRole('button', { name: mnList.pagination.page.replace('{{page}}', '3') }));
    await waitFor(() => expect(detailsShown()).toEqual(ROWS.slice(40).map((r) => r.details)));
    const asked = server.called('GET', '/api/admin/feedback').map((r) => new URL(r.url).search);
    expect(asked).toContain('?page=3&size=20');
  });

  it('filters by category and starts again from the first page', async () => {
    const { server } = renderFeedback();
    await screen.findByText('Санал №100');
    fireEvent.click(screen.getByRole('button', { name: mnList.pagination.page.replace('{{page}}', '2') }));
    await waitFor(() => expect(detailsShown()[0]).toBe('Санал №80'));

    fireEvent.click(screen.getByRole('combobox', { name: mnAdmin.feedback.category }));
    fireEvent.click(await screen.findByRole('option', { name: mnAdmin.feedback.categories.complain }));
    const complaints = ROWS.filter((r) => r.category === 'complain');
    await waitFor(() => expect(detailsShown()).toEqual(complaints.map((r) => r.details)));
    expect(within(table()).getAllByText(mnAdmin.feedback.categories.complain)).toHaveLength(complaints.length);
    const last = server.called('GET', '/api/admin/feedback').at(-1)!;
    expect(new URL(last.url).search).toBe('?page=1&size=20&category=complain');
  });

  it('keeps the companies tab as it was, and is closed to anyone but a superadmin', async () => {
    const { server } = renderFeedback(ADMIN);
    expect(await screen.findByText(mnAdmin.notAllowed)).toBeTruthy();
    expect(server.called('GET', '/api/admin/feedback')).toHaveLength(0);
    cleanup();

    renderApp('/admin', { me: SUPERADMIN, handlers: { 'GET /api/admin/companies': () => json(200, { items: [] }) } });
    expect(await screen.findByText(mnAdmin.empty)).toBeTruthy();
    expect(screen.getByRole('tab', { name: mnAdmin.tabs.companies }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: mnAdmin.tabs.feedback })).toBeTruthy();
  });
});

describe('feedback on the help page, for the company’s admins', () => {
  const OURS = ROWS.filter((r) => r.company.id === 1).slice(0, 3);
  const renderHelp = (me = ADMIN) =>
    renderApp('/guide/general', {
      me,
      handlers: {
        'GET /api/tour': () => json(200, { seen: true }),
        'GET /api/feedback': () => json(200, { items: OURS, total: OURS.length }),
      },
    });

  it('lists their own staff’s feedback, without a company column, from GET /api/feedback', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const { server } = renderHelp();
    expect(await screen.findByRole('heading', { name: mnGuide.teamFeedback.title })).toBeTruthy();
    await waitFor(() => expect(detailsShown()).toEqual(OURS.map((r) => r.details)));
    expect(within(table()).queryByText('Demo LLC')).toBeNull();
    expect(server.called('GET', '/api/admin/feedback')).toHaveLength(0);
  });

  it('is not there for a manager, and nothing is asked', async () => {
    const manager = { ...ADMIN, ID: 5, role: 'manager' as const, is_owner: false };
    const { server } = renderHelp(manager);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: mnGuide.teamFeedback.title })).toBeNull();
    expect(server.called('GET', '/api/feedback')).toHaveLength(0);
  });
});
