/**
 * The request types derived from the JSON form schemas (decision 0039). The assertions are types:
 * `npm run typecheck` fails when a body's type is not its schema's, e.g. when the generated
 * `.schema.d.json.ts` declarations are missing and every JSON import is widened to `unknown`
 * data.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { FormData } from '../registry.ts';
import type { OrganisationUserInvite } from './master-data/organisation-users.ts';
import type { ProviderProfileSave } from './master-data/provider-profile.ts';
import type {
  LoginRequest,
  PasswordResetRequest,
  RegistrationRequest,
  SetPasswordRequest,
  TwoFactorVerifyRequest,
} from './session/index.ts';

describe('request types derived from the JSON form schemas', () => {
  it('types each body by its schema', () => {
    expectTypeOf<LoginRequest>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<PasswordResetRequest>().toEqualTypeOf<{ email: string; recaptcha: string }>();
    expectTypeOf<TwoFactorVerifyRequest>().toEqualTypeOf<{ code: string }>();
    expectTypeOf<RegistrationRequest>().toEqualTypeOf<{
      nev: string;
      email: string;
      taxNumber: string;
      recaptcha: string;
      aszfAccepted: boolean;
      applicantType: 'JOINT_VENTURE' | 'SOLE_PROPRIETORSHIP' | 'INDIVIDUAL_TAXPAYER';
      // A default makes the validated body carry it (ajv's useDefaults).
      marketingConsent: boolean;
      language?: 'hu' | 'en';
    }>();
    expectTypeOf<SetPasswordRequest>().toEqualTypeOf<{
      jelszo: string;
      token: string;
      nev?: string;
    }>();
    expectTypeOf<OrganisationUserInvite>().toEqualTypeOf<{
      fullName: string;
      email: string;
      applicantRole: 'OWNER' | 'EDITOR';
    }>();
    expectTypeOf<ProviderProfileSave['verzio']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ProviderProfileSave['adatok']>().not.toBeUnknown();
    expectTypeOf<ProviderProfileSave['adatok']>().toHaveProperty('email');
  });

  it('types the form data the client sends by the same schema', () => {
    expectTypeOf<FormData<'login'>>().toEqualTypeOf<LoginRequest>();
    expectTypeOf<FormData<'user'>>().toEqualTypeOf<OrganisationUserInvite>();
    expectTypeOf<FormData<'set-password'>>().toEqualTypeOf<{
      fullName?: string;
      password: string;
      passwordAgain: string;
    }>();
  });
});
