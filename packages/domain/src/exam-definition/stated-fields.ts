import { isRecord, type RawRecord, recordsOf } from './raw';

/** The field names one entry of the file states (before defaults are filled in). */
export type Stated = ReadonlySet<string>;

/**
 * What each header of the file states, index by index with the parsed lists. An import updates only these fields
 * of a row it already has: a field left out keeps its stored value instead of being reset to the default the schema
 * fills in for a new row (issue 35: a school header of id and name closed the school).
 */
export interface StatedFields {
  school: Stated;
  users: Stated[];
  groups: Stated[];
  exams: { fields: Stated; sessions: Stated[] }[];
}

function statedOf(entry: RawRecord): Stated {
  return new Set(Object.keys(entry).filter((field) => entry[field] !== undefined));
}

/** docs/exam-definition.md "Nothing is reset by omission": the fields each header of the file states. */
export function findStatedFields(input: unknown): StatedFields {
  const file = isRecord(input) ? input : {};
  return {
    school: statedOf(isRecord(file.school) ? file.school : {}),
    users: recordsOf(file.users).map(statedOf),
    groups: recordsOf(file.groups).map(statedOf),
    exams: recordsOf(file.exams).map((exam) => ({
      fields: statedOf(exam),
      sessions: recordsOf(exam.sessions).map(statedOf),
    })),
  };
}
