import nodemailer from 'nodemailer';
import type { Db } from '../database/connection';
import { outboxMessages } from '../database/schema/index';

/** One outgoing message: an e-mail, or an SMS carrying an OTP. */
interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** Sends mail and SMS. The default writes to the outbox table; SMTP takes e-mail when configured. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/** The part of a nodemailer transport the SMTP adapter uses. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/**
 * The server's messenger: e-mail goes through SMTP when `smtpUrl` is set; everything else (all mail
 * without SMTP, every SMS, as there is no SMS gateway adapter yet) is kept in the outbox, which demo
 * mode shows at `/dev/outbox`.
 */
export function createMessenger(options: {
  db: Db;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Replaces the nodemailer transport (tests). Default: `nodemailer.createTransport(smtpUrl)`. */
  transport?: MailTransport;
}): Messenger {
  const transport: MailTransport | undefined =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  return {
    async send(message) {
      if (message.channel === 'email' && transport) {
        await transport.sendMail({
          from: options.mailFrom,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
        });
        return;
      }
      await options.db.insert(outboxMessages).values({ ...message, deliveredVia: 'outbox' });
    },
  };
}
