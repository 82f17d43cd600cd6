/**
 * The e-mails of sign-in, in the user's language with text and HTML parts (texts in the 'mail'
 * namespace). They are sent without making the request wait: the answer to a request must not
 * take longer for a registered e-mail than for an unknown one, and a slow mail server must not
 * hold a sign-in. Failures are logged.
 */
import { ASK_NAME_PARAM, PAGE_PATHS } from '../../shared/page-paths.ts';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../shared/i18n-languages.ts';
import { composeMail } from '../mail/compose.ts';
import { mailText } from '../mail/texts.ts';

interface Recipient {
  email: string;
  name: string | null;
  language: Language;
}

function deliver(
  app: FastifyInstance,
  to: string,
  subject: string,
  body: { text: string; html: string },
) {
  void app.mail.send({ to, subject, ...body }).catch((error: unknown) => {
    app.log.error({ err: error }, 'sending a sign-in mail failed');
  });
}

function link(app: FastifyInstance, path: string, params: Record<string, string>): string {
  return `${app.config.auth.publicUrl}${path}?${new URLSearchParams(params).toString()}`;
}

export function sendSetPasswordMail(app: FastifyInstance, to: Recipient, token: string): void {
  const { language } = to;
  deliver(
    app,
    to.email,
    mailText(language, 'setPassword.subject'),
    composeMail(language, {
      name: to.name,
      paragraphs: [mailText(language, 'setPassword.intro')],
      action: {
        label: mailText(language, 'setPassword.action'),
        // A registrant without a personal name (a company's owner) is asked for it there.
        url: link(
          app,
          PAGE_PATHS.setPassword,
          to.name ? { token } : { token, [ASK_NAME_PARAM]: '1' },
        ),
      },
      afterAction: [
        mailText(language, 'setPassword.expiry', {
          hours: app.config.auth.setPasswordTokenMs / 3_600_000,
        }),
      ],
    }),
  );
}

export function sendPasswordResetMail(app: FastifyInstance, to: Recipient, token: string): void {
  const { language } = to;
  deliver(
    app,
    to.email,
    mailText(language, 'passwordReset.subject'),
    composeMail(language, {
      name: to.name,
      paragraphs: [mailText(language, 'passwordReset.intro')],
      action: {
        label: mailText(language, 'passwordReset.action'),
        url: link(app, PAGE_PATHS.setPassword, { token }),
      },
      afterAction: [
        mailText(language, 'passwordReset.expiry', {
          hours: app.config.auth.resetTokenMs / 3_600_000,
        }),
        mailText(language, 'passwordReset.ignore'),
      ],
    }),
  );
}

export function sendRegistrationExistingMail(app: FastifyInstance, to: Recipient): void {
  const { language } = to;
  deliver(
    app,
    to.email,
    mailText(language, 'registrationExisting.subject'),
    composeMail(language, {
      name: to.name,
      paragraphs: [mailText(language, 'registrationExisting.intro')],
      action: {
        label: mailText(language, 'registrationExisting.action'),
        url: `${app.config.auth.publicUrl}/forgottenPassword`,
      },
      afterAction: [mailText(language, 'registrationExisting.ignore')],
    }),
  );
}

export function sendTwoFactorCodeMail(app: FastifyInstance, to: Recipient, code: string): void {
  const { language } = to;
  deliver(
    app,
    to.email,
    mailText(language, 'twoFactor.subject'),
    composeMail(language, {
      name: to.name,
      paragraphs: [mailText(language, 'twoFactor.intro', { code })],
      afterAction: [
        mailText(language, 'twoFactor.expiry', {
          minutes: app.config.auth.twoFactorCodeMs / 60_000,
        }),
      ],
    }),
  );
}
