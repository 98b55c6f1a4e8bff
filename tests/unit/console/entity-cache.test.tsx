import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Channel } from '../../../contracts/channel.schema';
import type { User } from '../../../contracts/user.schema';
import type { Webchat } from '../../../contracts/webchat.schema';
import { createQueryClient } from '../../../src/app/query-client';
import { usePeople } from '../../../src/features/audit-log/api/list-people';
import { useAdmins } from '../../../src/features/company/api/list-admins';
import { useStaff } from '../../../src/features/interactions/api/list-staff';
import { useAssignees } from '../../../src/features/issues/api/list-members';
import { useCreateWebchat } from '../../../src/features/settings/api/create-webchat';
import { useChangeRole } from '../../../src/features/users/api/change-role';
import { useChannels } from '../../../src/lib/api/channels';
import { useUserNames, useUsers } from '../../../src/lib/api/users';
import { seedUsers } from '../users/users-fixture';
import { json, routedFetch } from './fake-fetch';

afterEach(() => vi.unstubAllGlobals());

/** Every screen's reader of users at once, as the features call them, over one query client. */
function useEveryUsersReader() {
  return {
    users: useUsers({ user_type: 'human', page: 1, size: 100 }).data?.items,
    people: usePeople().data,
    admins: useAdmins(true).data,
    names: useUserNames(),
    staff: useStaff(),
    assignees: useAssignees().data,
    changeRole: useChangeRole(),
  };
}

function wrapperOf() {
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('one key per shared entity', () => {
  it('a role change refetches every feature’s copy of the users, within the client’s freshness time', async () => {
    const users: User[] = seedUsers();
    const server = routedFetch({
      'GET /api/users': (request) => {
        const q = new URL(request.url).searchParams;
        const items = users.filter((u) => (!q.get('role') || u.role === q.get('role')) && (!q.get('user_type') || u.user_type === q.get('user_type')));
        return json(200, { items, total: items.length });
      },
      'GET /api/issues/assignees': () => json(200, { items: users.filter((u) => u.role !== 'guest').map((u) => ({ id: u.id, user_name: u.user_name, picture: null })) }),
      'PUT /api/users/2/role': async (request) => {
        users[1].role = ((await request.json()) as { role: User['role'] }).role;
        return json(200, { ok: true });
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const { result } = renderHook(useEveryUsersReader, { wrapper: wrapperOf() });
    await waitFor(() => expect(result.current.assignees).toBeDefined());
    await waitFor(() => expect(result.current.admins?.map((u) => u.id)).toEqual([1, 6]));
    const asked = server.requests.length;

    await act(() => result.current.changeRole.mutateAsync({ id: 2, role: 'guest' }));

    // Every copy was asked again (the users screen, audit log, company, names, conversations, issues)…
    const again = server.requests.slice(asked).map((request) => new URL(request.url).pathname + new URL(request.url).search);
    expect(again.filter((path) => path.startsWith('/api/users?'))).toHaveLength(5);
    expect(again).toContain('/api/issues/assignees');
    // …and shows the new role: the manager is a guest now, so no longer an assignee.
    await waitFor(() => expect(result.current.assignees?.map((a) => a.id)).not.toContain(2));
    expect(result.current.users?.find((u) => u.id === 2)?.role).toBe('guest');
    // (The conversations' staff list holds colleagues as every member sees them: no role to show.)
  });

  it('a web chat added in settings shows in the issues’ channel list at once', async () => {
    const channels: Channel[] = [
      { id: 11, company_id: 1, type: 'webchat', name: 'Дэлгүүр', number: 'shop.mn', description: '', is_active: true, created_at: '2025-01-05T03:00:00.000Z' },
    ];
    const server = routedFetch({
      'GET /api/company/1/channel': () => json(200, { items: channels }),
      'GET /api/webchats': () => json(200, { items: [] }),
      'POST /api/webchats': async (request) => {
        const body = (await request.json()) as Omit<Webchat, 'id' | 'channel_id' | 'widget_key' | 'created_at'>;
        channels.push({
          id: 12,
          company_id: 1,
          type: 'webchat',
          name: body.name,
          number: body.domain,
          description: '',
          is_active: true,
          created_at: '2025-01-06T03:00:00.000Z',
        });
        return json(200, { ...body, id: 2, channel_id: 12, widget_key: 'wk_new', created_at: '2025-01-06T03:00:00.000Z' });
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const { result } = renderHook(() => ({ channels: useChannels(1).data, create: useCreateWebchat() }), { wrapper: wrapperOf() });
    await waitFor(() => expect(result.current.channels?.map((c) => c.name)).toEqual(['Дэлгүүр']));

    await act(() =>
      result.current.create.mutateAsync({
        domain: 'bank.mn',
        name: 'Банк',
        name_en: '',
        greeting: '',
        greeting_en: '',
        logo: null,
        brand_color: '#0F6CBD',
        text_color: '#FFFFFF',
        is_active: true,
      }),
    );
    await waitFor(() => expect(result.current.channels?.map((c) => c.name)).toEqual(['Дэлгүүр', 'Банк']));
  });
});
