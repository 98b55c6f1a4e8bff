import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The role/permission matrix per company; role settings edit these rows. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.role, t.permission] })],
);
