import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OPENAPI_DOCUMENT_PATH, renderOpenapiDocument } from './openapi-document';

writeFileSync(OPENAPI_DOCUMENT_PATH, await renderOpenapiDocument());
console.log(`wrote ${fileURLToPath(OPENAPI_DOCUMENT_PATH)}`);
