import { foreignKey, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { schoolId } from './columns';
import { groups } from './named-entities';
import { users } from './users';

export const groupMembers = pgTable(
  'group_members',
  {
    schoolId: schoolId(),
    groupId: integer().notNull(),
    userId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.groupId, t.userId] }),
    foreignKey({ columns: [t.schoolId, t.groupId], foreignColumns: [groups.schoolId, groups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.schoolId, t.userId], foreignColumns: [users.schoolId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);
