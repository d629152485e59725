/** A text for a LIKE pattern taken literally: `\`, `%` and `_` escaped with `\` (PostgreSQL's and PGlite's default escape). */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
