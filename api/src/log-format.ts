// Readable log lines for a person at a terminal (LOG_FORMAT, logger.ts): pino writes its JSON line as always and this
// turns it into one short line — time, level, message, the few fields worth reading — before it reaches the screen.
// Only the terminal path pays for the parse; the JSON path (a pipe, a file, a log collector) never loads a formatter.
//
//   15:42:07 INFO  migrations done  database=pglite:data/pglite
//   15:42:09 WARN  TEST MODE payments: …
//   15:42:11 GET /api/deals?limit=8 200 3.1 ms
//   15:42:12 INFO  mail stored in outbox (no SMTP_URL)  to=shopper@dadeal.test subject="Verify your e-mail"
//                  ↳ http://localhost:3000/api/auth/verify-email?token=…
//
// A small formatter of our own rather than pino-pretty: the access line is one line by its own rule, a mail's links are
// pulled out of its text (a newcomer follows them: no SMTP_URL means the log is the inbox), and a production install
// (`npm ci --omit=dev`) has it too (docs/decisions/0090-readable-logs-on-a-terminal.md).

/** Fields every line carries that a person does not need to read. */
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service', 'v']);
/** A field's value is cut after this many characters (an id, an address, a short list). */
const MAX_VALUE = 80;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>]+/g;

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '90' },
  20: { name: 'DEBUG', color: '36' },
  30: { name: 'INFO ', color: '32' },
  40: { name: 'WARN ', color: '33' },
  50: { name: 'ERROR', color: '31' },
  60: { name: 'FATAL', color: '41;97' },
};

export interface HumanFormat {
  /** ANSI colours (off with NO_COLOR, https://no-color.org, or when asked). */
  color: boolean;
}

const paint = (on: boolean, code: string, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

function clock(time: unknown): string {
  const at = typeof time === 'number' ? new Date(time) : typeof time === 'string' ? new Date(time) : new Date();
  if (Number.isNaN(at.getTime())) return String(time);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

function shortValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const items = value.every((v) => typeof v !== 'object' || v === null) ? value.map(String).join(', ') : null;
    return items !== null && items.length <= MAX_VALUE ? `[${items}]` : `[${value.length} items]`;
  }
  if (typeof value === 'object') return null; // nested objects are for the JSON log
  let text = String(value);
  if (typeof value === 'string' && text.length > MAX_VALUE) {
    // A long text (a mail's body) is shown by its links; anything else is cut.
    if (text.includes('\n') || (text.match(URL_IN_TEXT) ?? []).length) return null;
    text = `${text.slice(0, MAX_VALUE - 1)}…`;
  }
  return typeof value === 'string' && /[\s"=]/.test(text) ? JSON.stringify(text) : text;
}

/** The error's message (and, at error level and above, the first frames of its stack). */
function errorLines(err: unknown, withStack: boolean): { summary: string; stack: string[] } {
  if (!err || typeof err !== 'object') return { summary: String(err), stack: [] };
  const e = err as { message?: string; type?: string; stack?: string };
  const stack = withStack && typeof e.stack === 'string' ? e.stack.split('\n').slice(1, 6).map((l) => l.trim()) : [];
  return { summary: e.message ?? e.type ?? 'error', stack };
}

/** One pino JSON line (without its newline) → the line(s) a person reads, newline-terminated. */
export function formatLogLine(line: string, format: HumanFormat): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return `${line}\n`; // not a log line of ours: shown as it came
  }
  if (!entry || typeof entry !== 'object') return `${line}\n`;
  const { color } = format;
  const time = paint(color, '2', clock(entry.time));
  const levelNumber = typeof entry.level === 'number' ? entry.level : 30;
  const level = LEVELS[levelNumber] ?? { name: String(entry.level).toUpperCase().padEnd(5), color: '0' };

  // The access log (http/request-log.ts): one line per request, coloured by its status.
  if (entry.msg === 'request' && typeof entry.method === 'string' && typeof entry.status === 'number') {
    const status = entry.status;
    const statusColor = status >= 500 ? '31' : status >= 400 ? '33' : status >= 300 ? '36' : '32';
    const failed = levelNumber >= 50 && status < 500 ? ` ${paint(color, '31', '(connection closed before the answer)')}` : '';
    return `${time} ${paint(color, '1', entry.method)} ${String(entry.url)} ${paint(color, statusColor, String(status))} ${paint(color, '2', `${entry.ms} ms`)}${failed}\n`;
  }

  const fields: string[] = [];
  const links: string[] = [];
  let stack: string[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (HIDDEN.has(key)) continue;
    if (key === 'err' || key === 'error') {
      const e = errorLines(value, levelNumber >= 50);
      fields.push(`${key}=${JSON.stringify(e.summary)}`);
      stack = e.stack;
      continue;
    }
    if (typeof value === 'string' && value.length > MAX_VALUE) {
      for (const found of value.match(URL_IN_TEXT) ?? []) {
        const url = found.replace(/[).,;:!?]+$/, ''); // the sentence's punctuation, not the link's
        if (!links.includes(url)) links.push(url);
      }
    }
    const shown = shortValue(value);
    // An address the message already says ("listening on http://…") is not said twice.
    const said = typeof value === 'string' && /^https?:\/\//.test(value) && typeof entry.msg === 'string' && entry.msg.includes(value);
    if (shown !== null && !said) fields.push(`${key}=${shown}`);
  }
  const indent = ' '.repeat(15);
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  let out = `${time} ${paint(color, level.color, level.name)} ${levelNumber >= 40 ? paint(color, level.color, message) : message}`;
  if (fields.length) out += `  ${paint(color, '2', fields.join(' '))}`;
  out += '\n';
  for (const url of links) out += `${indent}${paint(color, '36', `↳ ${url}`)}\n`;
  for (const frame of stack) out += `${indent}${paint(color, '2', frame)}\n`;
  return out;
}

/** Colours on a terminal unless NO_COLOR is set to anything non-empty (https://no-color.org). */
export function colorWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.NO_COLOR;
}

/**
 * A pino destination that writes readable lines to `out` (a terminal). pino hands it one JSON line per write; the
 * access log writes its own lines the same way (http/request-log.ts), so every line goes through formatLogLine.
 */
export function humanStream(out: { write(text: string): unknown }, format: HumanFormat): { write(line: string): void } {
  return {
    write(chunk: string) {
      let text = '';
      for (const line of chunk.split('\n')) if (line) text += formatLogLine(line, format);
      out.write(text);
    },
  };
}
