// `npm run openapi`: writes docs/openapi.json, the API's OpenAPI document as the code generates it (openapi-file.ts).
import { writeFileSync } from 'node:fs';
import { generateOpenApi, OPENAPI_FILE, openApiText } from '../src/features/openapi/openapi-file.js';

const document = await generateOpenApi();
writeFileSync(OPENAPI_FILE, openApiText(document));
console.log(`wrote ${OPENAPI_FILE}`);
process.exit(0);
