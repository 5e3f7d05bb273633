import { foreignKey, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { externalKey, schoolId, surrogateId } from './columns';
import { schools } from './schools';
import { users } from './users';

export const groups = pgTable(
  'groups',
  {
    schoolId: schoolId().references(() => schools.id),
    id: surrogateId(),
    key: externalKey(),
    name: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex('groups_school_key_key').on(t.schoolId, t.key),
  ],
);

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
