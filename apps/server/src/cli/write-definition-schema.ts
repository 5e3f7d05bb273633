import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFINITION_JSON_SCHEMA_PATH, renderDefinitionJsonSchema } from './definition-json-schema';

writeFileSync(DEFINITION_JSON_SCHEMA_PATH, renderDefinitionJsonSchema());
console.log(`wrote ${fileURLToPath(DEFINITION_JSON_SCHEMA_PATH)}`);
