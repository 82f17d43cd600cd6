/** Previous / "page n of m" / next under a paged back-office table (the spec's list envelope). */
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export function Pager(props: {
  pageIndex: number;
  totalPages: number;
  onPage: (pageIndex: number) => void;
}) {
  const { t } = useTranslation('backoffice');
  const { pageIndex, totalPages, onPage } = props;
  return (
    <nav className="backoffice-pager" aria-label={t('queue.pages')}>
      <Button icon="chevron-left" disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
        {t('queue.previous')}
      </Button>
      <span>
        {t('queue.pageOf', { page: totalPages === 0 ? 0 : pageIndex + 1, pages: totalPages })}
      </span>
      <Button
        rightIcon="chevron-right"
        disabled={pageIndex + 1 >= totalPages}
        onClick={() => onPage(pageIndex + 1)}
      >
        {t('queue.next')}
      </Button>
    </nav>
  );
}
