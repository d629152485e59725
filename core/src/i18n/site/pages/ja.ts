// The keys of ./en.ts in this language (see ../ja.ts for the register).
import type { pages as En } from './en.js';

export const pages: { [K in keyof typeof En]?: string } = {
};
