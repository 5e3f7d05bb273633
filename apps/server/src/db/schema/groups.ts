import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sameSchoolReference, schoolId } from './columns';
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
    sameSchoolReference(t.schoolId, t.groupId, groups),
    sameSchoolReference(t.schoolId, t.userId, users),
  ],
);
