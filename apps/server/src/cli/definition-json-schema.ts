import { schoolDefinitionSchema } from '@iexam/domain/school-definition';
import { z } from 'zod';

/** The JSON Schema of an exam definition file, from the same zod schema the importer validates with. */
export function renderDefinitionJsonSchema(): string {
  const schema = z.toJSONSchema(schoolDefinitionSchema(new Date(0)), { io: 'input', unrepresentable: 'any' });
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
