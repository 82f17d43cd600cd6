/** /help/docs: the applicant's guide in the interface language (no application needed). */
import { Callout, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { useHelpDocs } from './api/get-help-docs.ts';

export function HelpDocsPage() {
  const { t, i18n } = useTranslation('help');
  const { data, isPending, isError } = useHelpDocs(resolveLanguage(i18n.resolvedLanguage));
  return (
    <section className="page help-docs" aria-labelledby="page-title">
      <h1 id="page-title">{t('docs.title')}</h1>
      {isPending && <Spinner size={32} aria-label={t('docs.loading')} />}
      {isError && <Callout intent="danger">{t('docs.loadFailed')}</Callout>}
      {data && (
        // The HTML was rendered from our own Markdown and sanitised by the server's allow-list.
        <article className="help-docs-content" dangerouslySetInnerHTML={{ __html: data.html }} />
      )}
    </section>
  );
}
