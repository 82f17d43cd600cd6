/**
 * /application/base-old and /application/owners-old: base data and owners as frozen at the last
 * submission, read-only, with the changes since highlighted. Submission (and so the frozen copy)
 * belongs to the submission feature, which does not exist yet: until a first submission these
 * pages say so, as the spec asks.
 */
import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export function FrozenPage({ kind }: { kind: 'base' | 'owners' }) {
  const { t } = useTranslation('applicant');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t(kind === 'base' ? 'page.baseOld' : 'page.ownersOld')}</h1>
      <Callout intent="primary" icon="history">
        {t('page.noSubmission')}
      </Callout>
    </section>
  );
}

export function BaseOldPage() {
  return <FrozenPage kind="base" />;
}

export function OwnersOldPage() {
  return <FrozenPage kind="owners" />;
}
