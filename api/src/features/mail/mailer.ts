// Every mail is written to the outbox table first; with SMTP_URL it is then sent through nodemailer,
// without it the outbox is the mailbox and a log line carries the mail (CONTRACT §2).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db.js';
import type { Logger } from '../../logger.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | null; mailFrom: string }, db: Db, log: Logger): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  return {
    async send(mail) {
      const [row] = await db('mail_outbox')
        .insert({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null, status: 'pending' })
        .returning(['id']);
      if (!transport) {
        await db('mail_outbox').where({ id: row.id }).update({ status: 'logged' });
        log.info({ mailId: row.id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail stored in outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from: options.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db('mail_outbox').where({ id: row.id }).update({ status: 'sent', sentAt: db.fn.now() });
        log.info({ mailId: row.id, to: mail.to, subject: mail.subject }, 'mail sent');
      } catch (err) {
        // The action that asked for the mail has happened; the mail can be re-sent (resend / forgot again).
        await db('mail_outbox').where({ id: row.id }).update({ status: 'failed', error: String((err as Error).message).slice(0, 500) });
        log.error({ mailId: row.id, to: mail.to, err }, 'mail sending failed');
      }
    },
    close() {
      transport?.close();
    },
  };
}
