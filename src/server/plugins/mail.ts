/**
 * Mail (the MAIL contract): `app.mail.send({ to, subject, text, html })`. With SMTP_URL the
 * message goes through nodemailer to that server; without it (never in production, which refuses
 * to start) it is stored in the built-in mailbox, which /dev/mailbox shows in local and dev.
 */
import fp from 'fastify-plugin';
import { storeMailboxMessage } from '../repositories/mailbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the mailbox stored it). */
  send(message: MailMessage): Promise<void>;
  /** Where mail goes: a real SMTP server, or the built-in development mailbox. */
  readonly delivery: 'smtp' | 'mailbox';
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const mailPlugin = fp(
  async (app) => {
    const from = app.config.mailFrom;
    if (app.config.smtpUrl) {
      // Loaded only when mail goes to SMTP: without it nodemailer is a start's cost for nothing.
      const { default: nodemailer } = await import('nodemailer');
      const transport = nodemailer.createTransport({
        url: app.config.smtpUrl,
        // Explicit limits: a hung mail server must not hold a request for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      app.addHook('onClose', async () => transport.close());
      app.decorate<Mailer>('mail', {
        delivery: 'smtp',
        async send(message) {
          const info = await transport.sendMail({ from, ...message });
          app.log.info({ messageId: info.messageId }, 'mail sent');
        },
      });
      return;
    }
    app.decorate<Mailer>('mail', {
      delivery: 'mailbox',
      async send(message) {
        const id = await storeMailboxMessage(app.db, {
          sender: from,
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        app.log.info({ mailboxId: id }, 'mail stored in the development mailbox (/dev/mailbox)');
      },
    });
  },
  { name: 'mail' },
);
