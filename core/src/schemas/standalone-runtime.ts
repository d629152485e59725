// What the precompiled validators (generated/validators/*.js, made by core/scripts/build-validators.ts) call at run
// time for formats: ajv-formats' own and ours. Imported by the generated code that checks a format given as a
// function (the string length is ucs2length.ts, apart: most forms need it and not these), so the browser runs no ajv
// and evaluates no code.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isRealDate } from './formats.js';

// The same shapes as given to ajv (compile.ts): ajv-formats' own, and ours as a {type, validate} definition.
export const formats: Record<string, unknown> = { ...fullFormats, 'dadeal-date': { type: 'string', validate: isRealDate } };
