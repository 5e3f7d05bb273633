import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OPENAPI_DOCUMENT_PATH, renderOpenapiDocumentOnScratch } from './openapi-document';

writeFileSync(OPENAPI_DOCUMENT_PATH, await renderOpenapiDocumentOnScratch());
console.log(`wrote ${fileURLToPath(OPENAPI_DOCUMENT_PATH)}`);
