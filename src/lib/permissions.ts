import type { Me } from '../../contracts/me.schema';
import type { Permission } from '../../contracts/permissions';

export function can(me: Pick<Me, 'permissions'> | undefined, permission: Permission): boolean {
  return !!me && me.permissions.includes(permission);
}
