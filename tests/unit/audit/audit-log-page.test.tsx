import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contracts/audit.schema';
import mn from '../../../locales/mn/audit.json';
import en from '../../../locales/en/audit.json';
import mnMenu from '../../../locales/mn/menu.json';
import mnUsers from '../../../locales/mn/users.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { MANAGER, renderConsole } from '../users/users-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const entry = (id: number, action: AuditEntry['action'], details: Record<string, unknown>, at = '2025-03-04T05:06:07.000Z'): AuditEntry => ({
  id,
  action,
  details,
  user: { id: 1, name: 'Болд Бат' },
  ip: '10.20.30.40',
  user_agent: 'Mozilla/5.0 AuditTest',
  created_at: at,
});

const ENTRIES: AuditEntry[] = [
  entry(3, 'user.role_changed', { user_id: 3, user_name: 'Тэмүүлэн Ганбат', email: 'agent@demo.mn', before: 'agent', after: 'manager' }),
  entry(2, 'role.permissions_changed', { role: 'guest', before: ['dashboard.view'], after: ['dashboard.view', 'contact.export'] }),
  entry(1, 'company.owner_transferred', { before: { user_id: 1, user_name: 'Болд Бат' }, after: { user_id: 6, user_name: 'Ану Лхагва' } }),
];

const auditServer = (items = ENTRIES, total = items.length) => ({ 'GET /api/audit-log': () => json(200, { items, total }) });
const table = () => screen.findByRole('table', { name: mn.caption }, { timeout: 35_000 });

describe('settings: audit log', { timeout: 60_000 }, () => {
  it('shows each row with its time, who, the translated action, what changed and from where', async () => {
    renderConsole('/settings/audit_log', { handlers: auditServer() });
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const [time, who, action, details, from] = cells(rows[0]);
    expect(time).toContain('2025/03/04');
    expect(who).toBe('Болд Бат');
    expect(action).toBe(mn.actions.user.role_changed);
    expect(details).toBe(`Тэмүүлэн Ганбат (agent@demo.mn): ${mnUsers.roles.agent} → ${mnUsers.roles.manager}`);
    expect(from).toBe('10.20.30.40Mozilla/5.0 AuditTest');
    expect(cells(rows[1])[2]).toBe(mn.actions.role.permissions_changed);
    expect(cells(rows[1])[3]).toBe(`${mnUsers.roles.guest} эрх. Нэмсэн: ${mnUsers.permissions.contact.export}`);
    expect(cells(rows[2])[3]).toBe('Болд Бат → Ану Лхагва');
    // The entry sits under Settings → General.
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.settings_items.audit_log })).toBeTruthy();
  });

  it('has a label for every action in both languages', () => {
    for (const [area, actions] of Object.entries(mn.actions)) {
      for (const key of Object.keys(actions)) expect((en.actions as Record<string, Record<string, string>>)[area][key], `${area}.${key}`).toBeTruthy();
    }
  });

  it('asks the server with the filters and pages', async () => {
    const many = Array.from({ length: 20 }, (_, i) => entry(100 - i, 'user.deleted', { user_name: `N${i}`, email: `n${i}@demo.mn` }));
    const { server } = renderConsole('/settings/audit_log', { handlers: auditServer(many, 45) });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Хуудас 3' }));
    await waitFor(() => expect(server.called('GET', '/api/audit-log').some((r) => new URL(r.url).searchParams.get('page') === '3')).toBe(true));
    fireEvent.change(screen.getByRole('combobox', { name: mn.filters.action }), { target: { value: 'invite.revoked' } });
    await waitFor(() => {
      const last = new URL(server.called('GET', '/api/audit-log').at(-1)!.url).searchParams;
      expect([last.get('action'), last.get('page')]).toEqual(['invite.revoked', '1']);
    });
  });

  it('is in the settings menu only for holders of audit.view, and refused to others without asking', async () => {
    renderConsole('/settings/audit_log', { handlers: auditServer() });
    await table();
    expect(screen.getAllByText(mnMenu.settings_items.audit_log).length).toBeGreaterThan(1);
    cleanup();
    const { server } = renderConsole('/settings/audit_log', { me: MANAGER, handlers: auditServer() });
    expect(await screen.findByText(mn.noAccess, undefined, { timeout: 35_000 })).toBeTruthy();
    expect(screen.getAllByText(mnMenu.settings_items.audit_log)).toHaveLength(1);
    expect(server.called('GET', '/api/audit-log')).toHaveLength(0);
  });
});
