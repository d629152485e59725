export * from './enums.js';
export * from './plans.js';
export * from './rules.js';
export * from './ending.js';
export * from './images.js';
export * from './validate.js';
export * from './messages.js';
export type * from './api-types.js';
export { schemas, type SchemaId, PASSWORD_MIN, ADMIN_PASSWORD_MIN } from './schemas/index.js';
