/**
 * The typed registry of form schemas: formId → { schema, uiSchema }. The server validates a
 * route with the very schema the browser renders:
 *
 *   import { formSchema } from '../../../../schemas/registry.ts';
 *   app.post('/login', { schema: { body: formSchema('login') } }, handler);
 *
 * (Fastify's ajv knows the portal vocabulary: src/server/app.ts passes addPortalVocabulary in
 * `ajv.plugins`.) The browser does not import this file: it loads each form's precompiled
 * validator and schema lazily from src/client/generated (see schemas/README.md).
 *
 * schemas/ is pure data and imports nothing from src/. Adding a form = adding its folder under
 * forms/ and one line here (the schema lint test fails until both exist).
 */
import type { FromSchema } from './api/from-schema.ts';
import applicantAddressSchema from './forms/applicant-address/applicant-address.schema.json' with { type: 'json' };
import applicantAddressUi from './forms/applicant-address/applicant-address.ui.json' with { type: 'json' };
import applicantBaseSchema from './forms/applicant-base/applicant-base.schema.json' with { type: 'json' };
import applicantBaseUi from './forms/applicant-base/applicant-base.ui.json' with { type: 'json' };
import applicantContactSchema from './forms/applicant-contact/applicant-contact.schema.json' with { type: 'json' };
import applicantContactUi from './forms/applicant-contact/applicant-contact.ui.json' with { type: 'json' };
import applicantFinancialSchema from './forms/applicant-financial/applicant-financial.schema.json' with { type: 'json' };
import applicantFinancialUi from './forms/applicant-financial/applicant-financial.ui.json' with { type: 'json' };
import applicantOwnerSchema from './forms/applicant-owner/applicant-owner.schema.json' with { type: 'json' };
import applicantOwnerUi from './forms/applicant-owner/applicant-owner.ui.json' with { type: 'json' };
import completionReportSchema from './forms/completion-report/completion-report.schema.json' with { type: 'json' };
import completionReportUi from './forms/completion-report/completion-report.ui.json' with { type: 'json' };
import forgottenPasswordSchema from './forms/forgotten-password/forgotten-password.schema.json' with { type: 'json' };
import forgottenPasswordUi from './forms/forgotten-password/forgotten-password.ui.json' with { type: 'json' };
import loanClaimSchema from './forms/loan-claim/loan-claim.schema.json' with { type: 'json' };
import loanClaimUi from './forms/loan-claim/loan-claim.ui.json' with { type: 'json' };
import loginSchema from './forms/login/login.schema.json' with { type: 'json' };
import loginUi from './forms/login/login.ui.json' with { type: 'json' };
import providerProfileSchema from './forms/provider-profile/provider-profile.schema.json' with { type: 'json' };
import providerProfileUi from './forms/provider-profile/provider-profile.ui.json' with { type: 'json' };
import registrationSchema from './forms/registration/registration.schema.json' with { type: 'json' };
import registrationUi from './forms/registration/registration.ui.json' with { type: 'json' };
import setPasswordSchema from './forms/set-password/set-password.schema.json' with { type: 'json' };
import setPasswordUi from './forms/set-password/set-password.ui.json' with { type: 'json' };
import twoFactorSchema from './forms/two-factor/two-factor.schema.json' with { type: 'json' };
import twoFactorUi from './forms/two-factor/two-factor.ui.json' with { type: 'json' };
import userSchema from './forms/user/user.schema.json' with { type: 'json' };
import userUi from './forms/user/user.ui.json' with { type: 'json' };

/** A JSON Schema object (draft-07 plus the portal vocabulary). Kept loose: schemas are data. */
export type JsonSchema = { [key: string]: unknown };
/** An rjsf UI schema. */
export type UiSchema = { [key: string]: unknown };

export interface FormDefinition {
  schema: JsonSchema;
  uiSchema: UiSchema;
}

/** Every form of the portal. The key is the folder name under schemas/forms/. */
export const formRegistry = {
  'applicant-address': { schema: applicantAddressSchema, uiSchema: applicantAddressUi },
  'applicant-base': { schema: applicantBaseSchema, uiSchema: applicantBaseUi },
  'applicant-contact': { schema: applicantContactSchema, uiSchema: applicantContactUi },
  'applicant-financial': { schema: applicantFinancialSchema, uiSchema: applicantFinancialUi },
  'applicant-owner': { schema: applicantOwnerSchema, uiSchema: applicantOwnerUi },
  'completion-report': { schema: completionReportSchema, uiSchema: completionReportUi },
  'forgotten-password': { schema: forgottenPasswordSchema, uiSchema: forgottenPasswordUi },
  /** Call-independent; bound to each call's limits (src/shared/validation/call-limits.ts). */
  'loan-claim': { schema: loanClaimSchema, uiSchema: loanClaimUi },
  login: { schema: loginSchema, uiSchema: loginUi },
  /** Per applicant; segment → micro-segment and the personal part through `dependencies`. */
  'provider-profile': { schema: providerProfileSchema, uiSchema: providerProfileUi },
  registration: { schema: registrationSchema, uiSchema: registrationUi },
  'set-password': { schema: setPasswordSchema, uiSchema: setPasswordUi },
  'two-factor': { schema: twoFactorSchema, uiSchema: twoFactorUi },
  user: { schema: userSchema, uiSchema: userUi },
} satisfies Record<string, FormDefinition>;

export type FormId = keyof typeof formRegistry;

export const FORM_IDS = Object.keys(formRegistry) as FormId[];

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && Object.hasOwn(formRegistry, value);
}

/**
 * The JSON Schema of a form, for a Fastify route's `schema.body`: typed as the JSON file is
 * (literally, through its generated `.schema.d.json.ts`), so `FromSchema` reads its data type.
 */
export function formSchema<Id extends FormId>(formId: Id): (typeof formRegistry)[Id]['schema'] {
  return formRegistry[formId].schema;
}

/** The data of a form: the type its JSON Schema describes (schemas/api/from-schema.ts). */
export type FormData<Id extends FormId> = FromSchema<(typeof formRegistry)[Id]['schema']>;

/** The form data types of the auth forms, for the code that sends them. */
export type LoginFormData = FormData<'login'>;
export type RegistrationFormData = FormData<'registration'>;
export type SetPasswordFormData = FormData<'set-password'>;
export type ForgottenPasswordFormData = FormData<'forgotten-password'>;
export type TwoFactorFormData = FormData<'two-factor'>;
export type UserFormData = FormData<'user'>;
