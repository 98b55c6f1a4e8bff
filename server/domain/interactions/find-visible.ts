import type { Db } from '../../db/client';
import type { Permission } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { findInteraction } from './find-interaction';

/**
 * One interaction as the lists would show it to this user: of their company, and when closed only
 * their own unless they may view all closed ones (otherwise it answers as not found).
 */
export async function findVisibleInteraction(db: Db, user: { id: number; companyId: number }, permissions: Permission[], id: number) {
  const row = await findInteraction(db, user.companyId, id);
  if (row.status === 'closed' && row.ownerUserId !== user.id && row.closedByUserId !== user.id && !permissions.includes('interaction.view_all_closed')) throw new AppError('err_interaction_not_found');
  return row;
}
