/**
 * Accounts: registration (POST /felhasznalok/registration), setting a password with an e-mailed
 * token (POST /felhasznalok/set-password) and the forgotten-password request
 * (POST /felhasznalok/password-reset, spec section 7). None of them reveals whether an e-mail is
 * registered: the answer, and its timing, are the same either way (the mails go out after the
 * answer).
 */
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { sql } from 'kysely';
import {
  messageResponseSchema,
  passwordResetRequestSchema,
  registrationRequestSchema,
  setPasswordRequestSchema,
} from '../../../../schemas/api/session/index.ts';
import type { RegistrationRequest } from '../../../../schemas/api/session/index.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { Problem } from '../../authorization/http-errors.ts';
import {
  sendPasswordResetMail,
  sendRegistrationExistingMail,
  sendSetPasswordMail,
} from '../../auth/mails.ts';
import { issueOneTimeToken, redeemOneTimeToken } from '../../auth/one-time-tokens.ts';
import { hashPassword, passwordProblem } from '../../auth/password.ts';
import { randomToken } from '../../auth/secrets.ts';
import type { Database } from '../../db/database.ts';
import { createApplicantForOwner } from '../../repositories/applicants.ts';
import { deleteSessionsOfUser } from '../../repositories/sessions.ts';
import { revokeTokensOfUser } from '../../repositories/tokens.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  setPersonalNameIfUnknown,
  updatePassword,
} from '../../repositories/users.ts';
import { problemBody } from '../../../../schemas/api/problem.ts';

const TAGS = ['Felhasználók'];
export const CAPTCHA_FAILED = 'Az emberi ellenőrzés sikertelen. Kérjük, próbálja újra.';
export const REGISTRATION_ACCEPTED =
  'Köszönjük a regisztrációt! A jelszó beállításához szükséges hivatkozást e-mailben elküldtük.';
export const RESET_ACCEPTED =
  'Ha a megadott címmel létezik fiók, elküldtük rá az új jelszó beállításához szükséges hivatkozást.';
export const TOKEN_INVALID = 'A hivatkozás érvénytelen, már felhasználták vagy lejárt.';

/** Thrown to roll back the stand-in registration of an already registered e-mail. */
const DISCARD = new Error('discarded registration');

/**
 * The registering person's own name. The payload's one `nev` is the applicant's name (it comes with
 * the applicant's tax number and type): a sole proprietor or an individual taxpayer is that person,
 * a company is not, so its user starts without a personal name (mails greet anonymously) rather
 * than under the company's name (issue 20, decision 0035).
 */
function personalName(body: RegistrationRequest): string {
  return body.applicantType === 'JOINT_VENTURE' ? '' : body.nev.trim();
}

/** The user (without a password), the applicant with its OWNER permission and a set-password token. */
async function registerOwner(
  trx: Database,
  input: {
    body: RegistrationRequest;
    email: string;
    language: 'hu' | 'en';
    setPasswordTokenMs: number;
  },
): Promise<{ userId: number; token: string }> {
  // A commit waiting for the WAL flush costs milliseconds a rolled-back stand-in does not: this
  // transaction does not wait (a crash in the next fraction of a second can lose the registration,
  // which the person then repeats; nothing is corrupted). See docs/decisions/0018.
  await sql`set local synchronous_commit = off`.execute(trx);
  const userId = await insertUser(trx, {
    name: personalName(input.body),
    email: input.email,
    language: input.language,
    termsAccepted: input.body.aszfAccepted,
    marketingConsent: input.body.marketingConsent ?? false,
    twoFactorStatus: 'PENDING',
  });
  await createApplicantForOwner(trx, {
    name: input.body.nev.trim(),
    taxNumber: input.body.taxNumber,
    applicantType: input.body.applicantType,
    userId,
  });
  const token = await issueOneTimeToken(trx, userId, 'SET_PASSWORD', input.setPasswordTokenMs);
  return { userId, token };
}

export const userRoutes: RoutePlugin = async (app) => {
  app.post(
    '/felhasznalok/registration',
    {
      schema: {
        tags: TAGS,
        summary: 'Register an applicant',
        description:
          'Creates the user (without a password), the applicant (JOINT_VENTURE, SOLE_PROPRIETORSHIP or ' +
          'INDIVIDUAL_TAXPAYER) and an OWNER permission, and e-mails a set-password link valid for 24 hours. ' +
          'The e-mailed second factor is switched on for the new account. For an e-mail that is already ' +
          'registered the answer is the same and the owner of the address gets a notice instead. `recaptcha` is ' +
          'the ALTCHA payload (or the reCAPTCHA token). Rate-limited per e-mail and per address (429).',
        body: registrationRequestSchema,
        response: { 200: messageResponseSchema, 400: problemBody, 429: problemBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = normalizeEmail(body.email);
      await app.limitAttempts(request, reply, 'registration', email);
      if (!(await app.captcha.verify(body.recaptcha, request.ip)))
        throw new Problem(400, CAPTCHA_FAILED);
      const language =
        body.language ?? resolveLanguage(request.headers['accept-language']?.split(',')[0]);

      const register = (trx: Database, address: string) =>
        registerOwner(trx, {
          body,
          email: address,
          language,
          setPasswordTokenMs: app.config.auth.setPasswordTokenMs,
        });
      const existing = await findUserByEmail(app.db, email);
      if (existing) {
        // The same database work as a new registration, under a throwaway address and rolled back:
        // the answer takes as long for a registered e-mail as for a new one (issue 12, fault 9).
        await app.db
          .transaction()
          .execute(async (trx) => {
            await register(trx, `${randomToken()}@discarded.invalid`);
            throw DISCARD;
          })
          .catch((error: unknown) => {
            if (error !== DISCARD)
              request.log.warn({ err: error }, 'discarded registration failed');
          });
        sendRegistrationExistingMail(app, {
          email,
          name: existing.nev,
          language: existing.language,
        });
        return { message: REGISTRATION_ACCEPTED };
      }
      const { userId, token } = await app.db
        .transaction()
        .execute(async (trx) => register(trx, email));
      request.log.info({ userId }, 'registered');
      sendSetPasswordMail(app, { email, name: personalName(body), language }, token);
      return { message: REGISTRATION_ACCEPTED };
    },
  );

  app.post(
    '/felhasznalok/set-password',
    {
      schema: {
        tags: TAGS,
        summary: 'Set a password with an e-mailed token',
        description:
          'For the link of the registration mail (valid 24 h) and of the forgotten-password mail (valid 1 h). ' +
          'The token works once. `jelszo` must meet the password rule (at least 10 characters with upper case, ' +
          'lower case, digit and special character) and must not be a common breached password. Every session ' +
          "and outstanding link of the user ends. `nev`, optional, is the person's own name, asked on the " +
          "registration link of a company's owner; it is stored only while the user has no name.",
        body: setPasswordRequestSchema,
        response: { 200: messageResponseSchema, 400: problemBody },
      },
    },
    async (request) => {
      const { jelszo, token, nev } = request.body;
      const problem = passwordProblem(jelszo);
      if (problem) {
        // Named by its key (the message in the request's language); the field's problem as a key
        // in `errors`.
        const kod =
          problem === 'breachedPassword'
            ? 'auth:setPassword.breachedPassword'
            : `validators:${problem}`;
        throw Object.assign(new Problem(400, kod, { kod }), {
          validation: [
            {
              instancePath: '/jelszo',
              keyword: problem,
              message: `validators.${problem}`,
              params: {},
            },
          ],
        });
      }
      const redeemed = await redeemOneTimeToken(app.db, token);
      const user = redeemed ? await findUserById(app.db, redeemed.userId) : undefined;
      if (!redeemed || !user) throw new Problem(400, TOKEN_INVALID);
      const hash = await hashPassword(jelszo);
      const name = nev?.trim();
      await app.db.transaction().execute(async (trx) => {
        await updatePassword(trx, user.id, hash);
        // Only a name that is not known yet (a company's owner, decision 0038): the link of a
        // reset mail does not rename anyone.
        if (name && !user.nev) await setPersonalNameIfUnknown(trx, user.id, name);
        await revokeTokensOfUser(trx, user.id, new Date());
        await deleteSessionsOfUser(trx, user.id);
      });
      return { message: 'A jelszó beállítása sikeres. Most már bejelentkezhet.' };
    },
  );

  app.post(
    '/felhasznalok/password-reset',
    {
      schema: {
        tags: TAGS,
        summary: 'Forgotten password: e-mail a reset link',
        description:
          'E-mails a link to /setPassword valid for 1 hour. The answer is the same whether or not the e-mail ' +
          'is registered. 400 when the human check fails; 429 when rate-limited per e-mail or per address.',
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema, 400: problemBody, 429: problemBody },
      },
    },
    async (request, reply) => {
      const { email: raw, recaptcha } = request.body;
      const email = normalizeEmail(raw);
      await app.limitAttempts(request, reply, 'passwordReset', email);
      if (!(await app.captcha.verify(recaptcha, request.ip)))
        throw new Problem(400, CAPTCHA_FAILED);
      const user = await findUserByEmail(app.db, email);
      if (user) {
        // Issued and mailed after the answer, so a registered e-mail is answered after the same
        // work as an unknown one (one lookup; issue 12, fault 9).
        setImmediate(() => {
          issueOneTimeToken(app.db, user.id, 'PASSWORD_RESET', app.config.auth.resetTokenMs)
            .then((token) =>
              sendPasswordResetMail(app, { email, name: user.nev, language: user.language }, token),
            )
            .catch((error: unknown) => {
              app.log.error({ err: error }, 'issuing a password-reset token failed');
            });
        });
      }
      return { message: RESET_ACCEPTED };
    },
  );
};
