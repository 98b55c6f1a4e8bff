// One line per audit row saying what changed, from the row's details, in the reader's language.
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../../../contracts/audit.schema';
import { PERMISSIONS, isRole, type Permission } from '../../../../contracts/permissions';
import { formatNumber } from '../../../lib/format';

type T = TFunction<['audit', 'users']>;

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const roleLabel = (v: unknown, t: T) => (isRole(v) ? t(`users:roles.${v}`) : str(v));
const permissionList = (v: unknown): Permission[] => (Array.isArray(v) ? PERMISSIONS.filter((p) => v.includes(p)) : []);
const named = (d: Record<string, unknown>, t: T) => t('audit:details.user', { name: str(d.user_name), email: str(d.email) });

/** The change in words: who was touched and, where something changed value, before → after. */
export function auditDetails(entry: AuditEntry, t: T): string {
  const d = entry.details;
  switch (entry.action) {
    case 'role.permissions_changed': {
      const before = permissionList(d.before);
      const after = permissionList(d.after);
      const label = (list: Permission[]) => list.map((p) => t(`users:permissions.${p}`)).join(', ');
      const added = after.filter((p) => !before.includes(p));
      const removed = before.filter((p) => !after.includes(p));
      return [
        t('audit:details.role', { role: roleLabel(d.role, t) }),
        added.length ? t('audit:details.added', { list: label(added) }) : '',
        removed.length ? t('audit:details.removed', { list: label(removed) }) : '',
      ]
        .filter(Boolean)
        .join('. ');
    }
    case 'user.role_changed':
      return `${named(d, t)}: ${t('audit:details.change', { before: roleLabel(d.before, t), after: roleLabel(d.after, t) })}`;
    case 'user.email_changed':
      return `${str(d.user_name)}: ${t('audit:details.change', { before: str(d.before), after: str(d.after) })}`;
    case 'user.activated':
    case 'user.deactivated':
    case 'user.deleted':
      return named(d, t);
    case 'invite.created':
    case 'invite.revoked':
    case 'invite.accepted':
      return t('audit:details.invite', { email: str(d.email), role: roleLabel(d.role, t) });
    case 'invite.resent':
      return str(d.email);
    case 'company.owner_transferred': {
      const side = (v: unknown) => (v && typeof v === 'object' ? str((v as Record<string, unknown>).user_name) : '');
      return t('audit:details.owner', { before: side(d.before), after: side(d.after) });
    }
    case 'company.deleted':
      return `${str(d.company_name)}, ${t('audit:details.users', { count: Number(d.users) || 0 })}`;
    case 'invoice.marked_paid':
      return t('audit:details.invoice', { number: str(d.number), total: formatNumber(Number(d.total) || 0) });
  }
}
