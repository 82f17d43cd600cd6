/** Registration, set-password and forgotten password (the names the API speaks). */
import type {
  ForgottenPasswordFormData,
  RegistrationFormData,
} from '../../../../schemas/registry.ts';
import { api } from '../../lib/api-client.ts';

export async function register(form: RegistrationFormData, language: 'hu' | 'en'): Promise<void> {
  await api().post('felhasznalok/registration', {
    json: {
      nev: form.name,
      email: form.email,
      taxNumber: form.taxNumber,
      recaptcha: form.recaptcha,
      aszfAccepted: form.termsAccepted,
      applicantType: form.applicantType,
      marketingConsent: form.marketingConsent ?? false,
      language,
    },
  });
}

/** `name`: the person's own name, where the link asked for it (decision 0038). */
export async function setPassword(password: string, token: string, name?: string): Promise<void> {
  const nev = name?.trim();
  await api().post('felhasznalok/set-password', {
    json: { jelszo: password, token, ...(nev ? { nev } : {}) },
  });
}

export async function requestPasswordReset(form: ForgottenPasswordFormData): Promise<void> {
  await api().post('felhasznalok/password-reset', {
    json: { email: form.email, recaptcha: form.recaptcha },
  });
}
