import type { Db } from '../../db/client';

/**
 * The one place where contacts meet issues (tickets). The issues area does not exist yet: when
 * it lands, it fills these in (open issues block a delete, a merge moves them, the detail lists
 * them) and nothing else in the contacts domain changes.
 */
export const contactIssues = {
  /** Open issues of the contact; a contact with any cannot be deleted (spec §5). */
  async countOpen(_tx: Db, _companyId: number, _contactId: number): Promise<number> {
    return 0;
  },
  /** Re-points the merged contact's issues to the kept one, inside the merge's transaction. */
  async move(_tx: Db, _companyId: number, _fromId: number, _toId: number): Promise<void> {},
  /** The detail page's issue list. */
  async list(_db: Db, _companyId: number, _contactId: number): Promise<{ id: number; name: string; status: string; created_at: string }[]> {
    return [];
  },
};
