// `npm run openapi`: writes the JSON Schemas of core's API types (api/src/http/api-types.generated.ts, from
// core/src/api-types.ts), then docs/openapi.json, the API's OpenAPI document as the code generates it (openapi-file.ts),
// then core/src/api-operations.generated.ts, each operation's answer and body as core's types (api-operations-file.ts).
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, apiTypesText, generateApiTypeSchemas } from '../src/http/api-types-file.js';

writeFileSync(API_TYPES_FILE, apiTypesText(await generateApiTypeSchemas()));
console.log(`wrote ${API_TYPES_FILE}`);
// Imported after the schemas are written: the app's document reads them.
const { generateOpenApi, OPENAPI_FILE, openApiText } = await import('../src/features/openapi/openapi-file.js');
const document = await generateOpenApi();
writeFileSync(OPENAPI_FILE, openApiText(document));
console.log(`wrote ${OPENAPI_FILE}`);
// The clients' types of each operation, from that document (core/src/api-operations.generated.ts).
const { API_OPERATIONS_FILE, apiOperationsText } = await import('../src/http/api-operations-file.js');
writeFileSync(API_OPERATIONS_FILE, apiOperationsText(document as Parameters<typeof apiOperationsText>[0]));
console.log(`wrote ${API_OPERATIONS_FILE}`);
process.exit(0);
