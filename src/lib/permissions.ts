import type { Me } from '../../contracts/me.schema';
import type { Permission } from '../../contracts/permissions';

/** A list means any one of them (knowledge is read by those who answer customers or keep settings). */
export function can(me: Pick<Me, 'permissions'> | undefined, permission: Permission | readonly Permission[]): boolean {
  if (!me) return false;
  return typeof permission === 'string' ? me.permissions.includes(permission) : permission.some((p) => me.permissions.includes(p));
}
