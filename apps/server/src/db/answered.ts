import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * isAnswered (packages/domain answers) in SQL, for the shapes a person grades: an essay's text, a program's
 * `{language, code}`. Lists count graded and waiting answers with it in one statement instead of reading every essay.
 */
export function isAnsweredSql(answer: Column): SQL<boolean> {
  return sql<boolean>`(case jsonb_typeof(${answer})
    when 'string' then btrim(${answer} #>> '{}') <> ''
    when 'object' then btrim(coalesce(${answer} ->> 'code', '')) <> ''
    else false end)`;
}

/** The subject types a person (or the judge) grades after the hand-in: code and essay. */
export const PERSON_GRADED_TYPES = [SUBJECT_TYPE.code, SUBJECT_TYPE.essay];
