/** The frame of the public pages: a centred card with the product name and the page title. */
import { Card, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// oxlint-disable-next-line import/no-unassigned-import -- the page styles
import './auth.css';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="auth-page">
      <Card className="auth-card" elevation={2}>
        <p className="auth-product">{t('common:productName')}</p>
        <H2>{title}</H2>
        {children}
      </Card>
    </main>
  );
}
