/**
 * Request and response schemas of the session API (routes in src/server/routes/auth and
 * src/server/routes/users). Request bodies are built from the form schemas of schemas/forms, so
 * a field is validated by the very rule the browser's form uses (e.g. the password rule of
 * set-password); only the names differ where the API speaks Hungarian (nev, aszfAccepted,
 * jelszo).
 */
import { formSchema } from '../../registry.ts';
import type { FromSchema } from '../from-schema.ts';
import userSchema from './user.schema.json' with { type: 'json' };
import csrfSchema from './csrf.schema.json' with { type: 'json' };
import twoFactorStatusSchema from './two-factor-status.schema.json' with { type: 'json' };
import messageSchema from './message.schema.json' with { type: 'json' };

const registration = formSchema('registration').properties;
const setPassword = formSchema('set-password').properties;

/** Strips the `$schema`/`$id` of a data file so Fastify can embed it in a route schema. */
function embeddable<S extends { readonly [key: string]: unknown }>(
  schema: S,
): Omit<S, '$schema' | '$id'> {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

export const sessionUserSchema = embeddable(userSchema);
export const csrfResponseSchema = embeddable(csrfSchema);
export const twoFactorStatusResponseSchema = embeddable(twoFactorStatusSchema);
export const messageResponseSchema = embeddable(messageSchema);

/*
 * The request bodies below are (built from) JSON form schemas; their imports are typed literally
 * by the generated `.schema.d.json.ts` declarations, so each body's type is derived from it.
 */

/** POST /login: the login form as it is (email, password). */
export const loginRequestSchema = embeddable(formSchema('login'));
export type LoginRequest = FromSchema<typeof loginRequestSchema>;

/** POST /felhasznalok/password-reset: the forgotten-password form (email, recaptcha). */
export const passwordResetRequestSchema = embeddable(formSchema('forgotten-password'));
export type PasswordResetRequest = FromSchema<typeof passwordResetRequestSchema>;

/** POST /felhasznalok/two-factor/verify: the two-factor form ({ code }, exactly 6 characters). */
export const twoFactorVerifyRequestSchema = embeddable(formSchema('two-factor'));
export type TwoFactorVerifyRequest = FromSchema<typeof twoFactorVerifyRequestSchema>;

/** POST /felhasznalok/registration: the registration form under the API's names. */
export const registrationRequestSchema = {
  type: 'object',
  required: ['nev', 'email', 'taxNumber', 'recaptcha', 'aszfAccepted', 'applicantType'],
  properties: {
    nev: registration.name,
    email: registration.email,
    taxNumber: registration.taxNumber,
    recaptcha: registration.recaptcha,
    aszfAccepted: registration.termsAccepted,
    applicantType: registration.applicantType,
    marketingConsent: registration.marketingConsent,
    language: { type: 'string', enum: ['hu', 'en'], description: 'Language of the e-mails' },
  },
  additionalProperties: false,
} as const;
export type RegistrationRequest = FromSchema<typeof registrationRequestSchema>;

/**
 * POST /felhasznalok/set-password: the new password (the set-password rule) and the token.
 * `nev`: the person's own name, asked on the registration link of a company's owner, whose
 * registration named only the company (decision 0038); stored only while the user has none.
 */
export const setPasswordRequestSchema = {
  type: 'object',
  required: ['jelszo', 'token'],
  properties: {
    jelszo: setPassword.password,
    token: { type: 'string', minLength: 1, maxLength: 200 },
    nev: setPassword.fullName,
  },
  additionalProperties: false,
} as const;
export type SetPasswordRequest = FromSchema<typeof setPasswordRequestSchema>;
