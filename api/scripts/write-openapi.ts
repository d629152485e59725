// `npm run openapi`: writes the JSON Schemas of core's API types (api/src/http/api-types.generated.ts, from
// core/src/api-types.ts), then docs/openapi.json, the API's OpenAPI document as the code generates it (openapi-file.ts).
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, apiTypesText, generateApiTypeSchemas } from '../src/http/api-types-file.js';

writeFileSync(API_TYPES_FILE, apiTypesText(await generateApiTypeSchemas()));
console.log(`wrote ${API_TYPES_FILE}`);
// Imported after the schemas are written: the app's document reads them.
const { generateOpenApi, OPENAPI_FILE, openApiText } = await import('../src/features/openapi/openapi-file.js');
const document = await generateOpenApi();
writeFileSync(OPENAPI_FILE, openApiText(document));
console.log(`wrote ${OPENAPI_FILE}`);
process.exit(0);
