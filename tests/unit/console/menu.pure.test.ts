import { describe, expect, it } from 'vitest';
import type { Me } from '../../../contracts/me.schema';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../contracts/permissions';
import { ANONYMOUS_ME } from '../../../src/lib/current-user';
import { activeMenuKey, visibleMenu } from '../../../src/lib/menu';

const me = (patch: Partial<Me>): Me => ({ ...ANONYMOUS_ME, ID: 1, company_id: 1, ...patch });
const keys = (user: Me) => visibleMenu(user).map((item) => item.key);

describe('main menu', () => {
  it('shows everything but the admin panel to an admin', () => {
    expect(keys(me({ role: 'admin', permissions: [...DEFAULT_ROLE_PERMISSIONS.admin] }))).toEqual([
      'monitoring',
      'control_panel',
      'interacts_live',
      'interacts_hist',
      'issues',
      'contacts',
      'knowledge',
      'settings',
      'help',
      'guide',
    ]);
  });

  it('adds the admin panel for a superadmin only', () => {
    expect(keys(me({ is_superadmin: true, permissions: [] }))).toContain('admin');
    expect(keys(me({ is_superadmin: false, permissions: [...DEFAULT_ROLE_PERMISSIONS.admin] }))).not.toContain('admin');
  });

  it('hides entries whose permission is missing', () => {
    expect(keys(me({ permissions: ['dashboard.view'] }))).toEqual(['monitoring', 'control_panel', 'issues', 'contacts', 'help', 'guide']);
    expect(keys(me({ permissions: ['interaction.start'] }))).toEqual(['interacts_live', 'interacts_hist', 'issues', 'contacts', 'knowledge', 'help', 'guide']);
    expect(keys(me({ permissions: ['settings.view'] }))).toEqual(['issues', 'contacts', 'knowledge', 'settings', 'help', 'guide']);
    expect(keys(me({ permissions: [] }))).toEqual(['issues', 'contacts', 'help', 'guide']);
  });

  it('shows knowledge to agents (they answer with it) but not to guests', () => {
    expect(keys(me({ role: 'agent', permissions: [...DEFAULT_ROLE_PERMISSIONS.agent] }))).toContain('knowledge');
    expect(keys(me({ role: 'agent', permissions: [...DEFAULT_ROLE_PERMISSIONS.agent] }))).not.toContain('settings');
    expect(keys(me({ role: 'guest', permissions: [...DEFAULT_ROLE_PERMISSIONS.guest] }))).not.toContain('knowledge');
  });

  it('highlights the entry a path belongs to', () => {
    expect(activeMenuKey('/interacts/live/conversation/4')).toBe('interacts_live');
    expect(activeMenuKey('/interacts/hist')).toBe('interacts_hist');
    expect(activeMenuKey('/guide/general')).toBe('help');
    expect(activeMenuKey('/guide')).toBe('guide');
    expect(activeMenuKey('/settings/web_chat/edit/2')).toBe('settings');
    expect(activeMenuKey('/knowledgeable')).toBeUndefined();
    expect(activeMenuKey('/')).toBeUndefined();
  });
});
