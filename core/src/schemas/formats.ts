// The checks our schemas name that JSON Schema has no word for: the `dadeal-date` format and the `twoDecimals`
// keyword. Plain functions, used by the ajv setup that compiles the schemas (compile.ts) and by the precompiled
// validators at run time (standalone-runtime.ts).

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO date that exists: no February 30th, no hour 24, no year 0 (which the two databases would treat apart). */
export function isRealDate(text: string): boolean {
  const m = DATE_PATTERN.exec(text);
  if (!m) return false;
  const [, y, mo, d, h = '0', mi = '0', sec = '0'] = m;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (year < 1 || month < 1 || month > 12 || Number(h) > 23 || Number(mi) > 59 || Number(sec) > 59) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth && !Number.isNaN(Date.parse(text));
}

/** A number whose shortest decimal form has at most two decimals (19.99 yes, 0.1 + 0.2 no). */
export function hasTwoDecimalsAtMost(n: number): boolean {
  return Number.isFinite(n) && /^-?\d+(\.\d{1,2})?$/.test(String(n));
}
