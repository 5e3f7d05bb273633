import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFINITION_JSON_SCHEMA_PATH, renderDefinitionJsonSchema } from './definition-json-schema';

describe('docs/exam-definition.schema.json', () => {
  it('matches the zod schema (run `npm run definition-schema:write` after changing it)', () => {
    expect(renderDefinitionJsonSchema()).toBe(readFileSync(DEFINITION_JSON_SCHEMA_PATH, 'utf8'));
  });
});
