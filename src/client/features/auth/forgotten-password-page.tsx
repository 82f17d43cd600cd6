/**
 * /forgottenPassword (spec sections 2 and 8): e-mail and the human check, validated on every
 * change, the submit button disabled until the form is valid. Success: a success notice and a
 * confirmation panel. Failure: an error notice titled registration.forgottenPassowrd.unsuccessful
 * (the spec's spelling) carrying the server's message.
 */
import { Callout } from '@blueprintjs/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ForgottenPasswordFormData } from '../../../../schemas/registry.ts';
import { SchemaForm, formKey, useSchemaForm } from '../../components/form/index.ts';
import { precompiledValidator } from '../../components/form/validator.ts';
import { showToast } from '../../lib/toaster.tsx';
import { requestPasswordReset } from '../../session/api/accounts.ts';
import { serverMessage } from '../../session/api/server-message.ts';
import { AuthLayout, withRedirect } from './auth-layout.tsx';
import { renderCaptcha } from './captcha-field.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

export function ForgottenPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const form = useSchemaForm(formKey('forgotten-password'));
  const [formData, setFormData] = useState<Partial<ForgottenPasswordFormData>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const valid = useMemo(() => {
    if (!form) return false;
    const schema = form.schema as RJSFSchema;
    return precompiledValidator(form.validateFns, schema).isValid(schema, formData, schema);
  }, [form, formData]);

  async function submit(data: ForgottenPasswordFormData) {
    setBusy(true);
    try {
      await requestPasswordReset(data);
      setDone(true);
      void showToast(t('auth:registration.forgottenPassowrd.success'), 'success');
    } catch (error) {
      const message = serverMessage(error);
      void showToast(
        `${t('auth:registration.forgottenPassowrd.unsuccessful')}${message ? `: ${message}` : ''}`,
        'danger',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth:forgottenPassword.title')}>
      {done ? (
        <Callout
          intent="success"
          title={t('auth:forgottenPassword.confirmationTitle')}
          role="status"
        >
          {t('auth:forgottenPassword.confirmation')}
        </Callout>
      ) : (
        <>
          <p>{t('auth:forgottenPassword.intro')}</p>
          <SchemaForm<ForgottenPasswordFormData>
            formId="forgotten-password"
            formData={formData as ForgottenPasswordFormData}
            onChange={setFormData}
            onSubmit={submit}
            disabled={busy}
            liveValidate
            formContext={{ renderCaptcha }}
          >
            <BusyButton type="submit" intent="primary" busy={busy} disabled={!valid} fill>
              {t('auth:forgottenPassword.submit')}
            </BusyButton>
          </SchemaForm>
        </>
      )}
      <div className="auth-links">
        <Link to={withRedirect('/login', redirect)}>{t('auth:forgottenPassword.toLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
