// Validates an OpenAPI document against the OpenAPI 3.1 schema and its semantic rules (unique
// operation ids, declared path parameters, resolvable $refs) with @apidevtools/swagger-parser.
// Usage: node scripts/openapi-validate.mjs path/to/openapi.json   (exit 1 with the errors when invalid)
// A separate process because the validator is an ES module that Jest's CommonJS runtime cannot load.
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/openapi-validate.mjs <openapi.json>');
  process.exit(2);
}
const document = JSON.parse(readFileSync(file, 'utf8'));
try {
  await SwaggerParser.validate(document);
  console.log(`${file}: valid OpenAPI ${document.openapi}`);
} catch (err) {
  console.error(`${file}: invalid OpenAPI document\n${err.message}`);
  process.exit(1);
}
