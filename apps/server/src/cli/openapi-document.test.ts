import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH, renderOpenapiDocument } from './openapi-document';

describe('docs/openapi.json', () => {
  it('matches the routes (run `npm run openapi:write` after changing a route)', async () => {
    const committed = readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8');
    expect(await renderOpenapiDocument()).toBe(committed);
  });
});
