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

/**
 * Keeps the `redirect` parameter on links between the public pages (here, not in a page, so one
 * sign-in page does not load another's chunk).
 */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
