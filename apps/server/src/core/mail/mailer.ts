import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from './mail.schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes: an SMTP server when SMTP_URL is set, otherwise the embedded outbox. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

type Log = { warn: (obj: object, msg: string) => void };

export function createMailer(options: { smtpUrl?: string; from: string }, db: Db, log: Log): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
      // The operator's copy: without SMTP nobody else can hand a user their reset link.
      log.warn({ mail }, 'mail kept in the outbox (no SMTP_URL)');
    },
  };
}
