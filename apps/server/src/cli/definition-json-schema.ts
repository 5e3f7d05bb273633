import { examDefinitionSchema } from '@iexam/domain/exam-definition';
import { z } from 'zod';

/** The JSON Schema of an exam definition file, from the same zod schema the importer validates with. */
export function renderDefinitionJsonSchema(): string {
  // `now` only resolves relative times, which the JSON Schema describes as text; any instant gives the same output.
  const schema = z.toJSONSchema(examDefinitionSchema(new Date(0)), { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify(
    { ...schema, title: 'iExam exam definition', description: 'See docs/exam-definition.md' },
    null,
    2,
  )}\n`;
}

export const DEFINITION_JSON_SCHEMA_PATH = new URL(
  '../../../../docs/exam-definition.schema.json',
  import.meta.url,
);
