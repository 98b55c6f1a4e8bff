/** Roles and the permission list of spec §6, with the default assignment a contact centre expects. */
export const ROLES = ['admin', 'manager', 'agent', 'guest'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'interaction.view_all_closed',
  'interaction.start',
  'interaction.edit',
  'interaction.delete',
  'issue.view_all',
  'issue.edit_resolve',
  'issue.assign',
  'issue.delete',
  'contact.view_all',
  'contact.export',
  'contact.import',
  'contact.edit',
  'contact.delete',
  'dashboard.view',
  'dashboard.export',
  'settings.view',
  'settings.edit',
  'plan.view',
  'plan.extend',
  'audit.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Areas for the role-settings matrix, in the order of spec §6, then the audit log. */
export const PERMISSION_AREAS = ['interaction', 'issue', 'contact', 'dashboard', 'settings', 'plan', 'audit'] as const;

const ALL: readonly Permission[] = PERMISSIONS;

/**
 * Default matrix, copied into each company when it is created; admins change it in role settings.
 * Admins hold everything; managers run the floor but do not buy plans; agents work their own
 * conversations, issues and contacts; guests only look at the dashboard. The audit log shows who
 * changed people and roles, with their addresses: admins only, unless an admin gives it to a role.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: ALL,
  manager: ALL.filter((p) => p !== 'plan.extend' && p !== 'audit.view'),
  agent: ['interaction.start', 'interaction.edit', 'issue.edit_resolve', 'contact.edit', 'dashboard.view'],
  guest: ['dashboard.view'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Published knowledge is read by those who answer customers with it (interaction start) and by
 * those who keep it (settings view); drafts stay with the keepers, changing it needs settings edit.
 */
export const KNOWLEDGE_READ_PERMISSIONS: readonly Permission[] = ['interaction.start', 'settings.view'];

export function canReadKnowledge(permissions: readonly string[]): boolean {
  return KNOWLEDGE_READ_PERMISSIONS.some((p) => permissions.includes(p));
}

/** Drafts, the import log and the limits are the keepers' view of the knowledge base. */
export function canSeeKnowledgeDrafts(permissions: readonly string[]): boolean {
  return permissions.includes('settings.view');
}
