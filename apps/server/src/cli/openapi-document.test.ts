import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/build-app';
import { OPENAPI_DOCUMENT_PATH, renderOpenapiDocument } from './openapi-document';

const testDatabase = useTestDatabase();

describe('docs/openapi.json', () => {
  it('matches the routes (run `npm run openapi:write` after changing a route)', async () => {
    const committed = readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8');
    expect(await renderOpenapiDocument(testDatabase.database)).toBe(committed);
  });
});

describe('docs/openapi.json lets a client book (issue 18)', () => {
  it("the booking call's body lists the form's fields", async () => {
    const document = JSON.parse(await renderOpenapiDocument(testDatabase.database)) as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }>;
    };
    const body = document.paths['/api/iexam/reserve/student/v1/exams/save']?.post?.requestBody?.content[
      'application/json'
    ]?.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining([
        'examId',
        'sessionId',
        'userName',
        'schoolName',
        'profession',
        'education',
        'redemptionCode',
      ]),
    );
    expect(body.required).toEqual(expect.arrayContaining(['examId', 'sessionId']));
  });
});
