// A real SMTP listener for tests (smtp-server on loopback): the mail code talks SMTP to it like to any relay.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded, for finding links. */
  text: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** While true, every recipient is refused (550), as a relay that rejects the mail: the sender sees its send fail. */
  refusing: boolean;
  /** Recipients refused so far (each a failed try of a sender). */
  refused: number;
  /** Waits for the n-th message (1-based) to arrive. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

// A run of =XX escapes is the UTF-8 bytes of its characters ("—" is =E2=80=94): decoded together, not byte by byte.
const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!sink.refusing) return callback();
      sink.refused++;
      callback(Object.assign(new Error('mailbox unavailable (test sink refusing)'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refusing: false,
    refused: 0,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return messages[count - 1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: { text: string }, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = mail.text.match(new RegExp(`${escaped}[^\\s"<>]+`));
  if (!match) throw new Error(`no link starting with ${prefix} in mail`);
  return match[0];
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) of a header, decoded; folded lines unfolded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')));
}

/**
 * A mail as its reader sees it: the decoded Subject, and the bodies of its parts decoded from base64 or
 * quoted-printable (a mail in Japanese travels as base64), one after the other.
 */
export function readableMail(mail: ReceivedMail): { subject: string; body: string } {
  const [head] = mail.raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
  const bodies: string[] = [];
  const partPattern = /Content-Transfer-Encoding: (base64|quoted-printable|7bit|8bit)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi;
  for (const match of mail.raw.matchAll(partPattern)) {
    const [, encoding, data] = match;
    if (encoding.toLowerCase() === 'base64') bodies.push(Buffer.from(data.replace(/\s+/g, ''), 'base64').toString('utf8'));
    else if (encoding.toLowerCase() === 'quoted-printable') bodies.push(decodeQuotedPrintable(data));
    else bodies.push(data);
  }
  return { subject: decodeHeader(subject.replace(/\r?\n[ \t]/g, ' ')), body: bodies.join('\n') };
}
