import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { externalKey, schoolId, schoolRowKey, surrogateId } from './columns';
import { schools } from './schools';

/** A school's named things that subjects and members point at: one shape, one definition. */
function namedEntityTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      schoolId: schoolId().references(() => schools.id),
      id: surrogateId(),
      key: externalKey(),
      name: text().notNull(),
    },
    (t) => [schoolRowKey(t), uniqueIndex(`${name}_school_key_key`).on(t.schoolId, t.key)],
  );
}

export const groups = namedEntityTable('groups');
export const knowledgePoints = namedEntityTable('knowledge_points');
export const abilityDimensions = namedEntityTable('ability_dimensions');
