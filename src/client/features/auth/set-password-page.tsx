/**
 * /setPassword?token=…&redirect=…: the new password (twice) for the e-mailed token. The
 * registration link of a company's owner adds askName=1: their registration named only the
 * company, so the form asks for their own name too (optional; decision 0038).
 */
import { Callout, Spinner } from '@blueprintjs/core';
import type { UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SetPasswordFormData } from '../../../../schemas/registry.ts';
import { SchemaFormView, formKey, useSchemaForm } from '../../components/form/index.ts';
import { showToast } from '../../lib/toaster.tsx';
import { setPassword } from '../../session/api/accounts.ts';
import { serverMessage } from '../../session/api/server-message.ts';
import { ASK_NAME_PARAM } from '../../../shared/page-paths.ts';
import { AuthLayout, withRedirect } from './auth-layout.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const redirect = params.get('redirect');
  const asksName = params.get(ASK_NAME_PARAM) === '1';
  const form = useSchemaForm(formKey('set-password'));
  const uiSchema = useMemo<UiSchema | undefined>(
    () =>
      form && !asksName
        ? { ...form.uiSchema, fullName: { 'ui:widget': 'hidden' } }
        : form?.uiSchema,
    [form, asksName],
  );
  const [formData, setFormData] = useState<Partial<SetPasswordFormData>>({});
  const [busy, setBusy] = useState(false);

  async function submit(data: SetPasswordFormData) {
    if (!token) return;
    setBusy(true);
    try {
      await setPassword(data.password, token, asksName ? data.fullName : undefined);
      void showToast(t('auth:setPassword.success'), 'success');
      void navigate(withRedirect('/login', redirect));
    } catch (error) {
      const message = serverMessage(error);
      void showToast(
        message === 'validators.breachedPassword'
          ? t('auth:setPassword.breachedPassword')
          : (message ?? t('auth:setPassword.failed')),
        'danger',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth:setPassword.title')}>
      {!token ? (
        <Callout intent="danger">{t('auth:setPassword.missingToken')}</Callout>
      ) : form ? (
        <SchemaFormView<SetPasswordFormData>
          schema={form.schema}
          uiSchema={uiSchema}
          validateFns={form.validateFns}
          formData={formData as SetPasswordFormData}
          onChange={setFormData}
          onSubmit={submit}
          disabled={busy}
        >
          <BusyButton type="submit" intent="primary" busy={busy} fill>
            {t('auth:setPassword.submit')}
          </BusyButton>
        </SchemaFormView>
      ) : (
        <Spinner size={24} aria-label={t('form:theme.loading')} />
      )}
      <div className="auth-links">
        <Link to="/login">{t('auth:forgottenPassword.toLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
