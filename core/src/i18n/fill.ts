/**
 * An English message's plain `{name}` placeholders filled in ("Must be at most {max} characters" → "… 100 …"): for the
 * schemas, whose messages are fixed when they are built. Anything a person reads at run time goes through a
 * translator (Lingui) instead.
 */
// Pure (`@__NO_SIDE_EFFECTS__`): a bundle that keeps a schema's module but not the schema drops its message too.
/* @__NO_SIDE_EFFECTS__ */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
