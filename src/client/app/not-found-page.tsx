/** The 404 page (spec section 2): the text, the requested path and a link to the start page. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { pathname } = useLocation();
  return (
    <section className="page not-found" aria-labelledby="page-title">
      <h1 id="page-title">{t('notFound.title')}</h1>
      <p>
        <code data-testid="not-found-path">{pathname}</code>
      </p>
      <p>
        <Link to="/">{t('backToStart')}</Link>
      </p>
    </section>
  );
}
