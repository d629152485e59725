// The keys of ./en.ts in this language (see ../es.ts for the register).
import type { business as En } from './en.js';

export const business: { [K in keyof typeof En]?: string } = {
};
