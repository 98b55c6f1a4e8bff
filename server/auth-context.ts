import type { Permission } from '../contracts';
import type { SessionUser } from './domain/auth/sessions';

/** Who a request is: the signed-in user, their session token and their role's permissions. */
export interface AuthContext {
  user: SessionUser;
  token: string;
  permissions: Permission[];
}
