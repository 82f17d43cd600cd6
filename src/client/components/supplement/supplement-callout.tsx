/**
 * While a supplement is requested: what the request asks for (each item named as the screens
 * name it, linking to its page) and its deadline in Budapest time; `SupplementItemList`, the same
 * list for /progress; and `LockedNote`, why a control is disabled.
 *
 * Shared by the application, documents, statements and progress features, so it lives outside
 * them (STYLE.md habit 1: one feature does not reach into another's components).
 */
import { Callout, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { supplementItemLabel } from '../../../shared/supplement-items.ts';
import { useApplication } from '../../application/api/get-application.ts';
import { useCall } from '../../application/api/get-call.ts';
import { sectionPath } from '../../../shared/page-paths.ts';
import { type SupplementLock, useSupplementLock } from '../../hooks/use-supplement-lock.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the lock's styles
import './supplement.css';

/** The address of an item's screen, with the field, criterion, document or statement as anchor. */
export function supplementItemPath(item: string): string {
  const [section = '', ...rest] = item.split('.');
  const anchor = rest.join('.');
  return `${sectionPath(section)}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
}

/**
 * The requested items of the application, each named as the screens name it (the call's texts, its
 * custom-field titles and document names) and linking to its screen.
 */
export function SupplementItemList({
  applicationId,
  items,
}: {
  applicationId: number;
  items: string[];
}) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const application = useApplication(applicationId).data;
  const call = useCall(application?.palyazat.palyazatiFelhivas.azonosito ?? null).data;
  return (
    <ul data-testid="supplement-items">
      {items.map((item) => (
        <li key={item}>
          <Link to={supplementItemPath(item)}>
            {supplementItemLabel(item, {
              translate: (key) => t(key),
              texts: call?.teljesSzovegek[language],
              customFieldsSchema: call?.egyediMezok.schema,
              documentName: (code) =>
                call?.dokumentumok.find((document) => document.category.code === code)?.category
                  .name[language],
            })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The open supplement request of the application, or nothing. */
export function SupplementCallout({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const { request, editable } = useSupplementLock(applicationId);
  if (!editable)
    return (
      <Callout intent="primary" icon="lock" data-testid="submitted-callout">
        {t('supplement.submitted')} <Link to="/progress">{t('supplement.toProgress')}</Link>
      </Callout>
    );
  if (!request) return null;
  return (
    <Callout intent="warning" title={t('supplement.title')} data-testid="supplement-callout">
      <p>{t('supplement.intro', { date: formatDateTime(request.hatarido ?? '', language) })}</p>
      <SupplementItemList applicationId={applicationId} items={request.tetelek ?? []} />
      <p>
        {t('supplement.readOnly')} <Link to="/progress">{t('supplement.toProgress')}</Link>
      </p>
    </Callout>
  );
}

/**
 * Why a control is disabled: the request does not unlock it. Visible to everyone; the disabled
 * controls name it with `aria-describedby={id}`, so a screen reader reads it with them.
 */
export function LockedNote({ id, lock }: { id: string; lock: SupplementLock }) {
  const { t } = useTranslation('calls');
  return (
    <p id={id} className="supplement-locked-note">
      <Icon icon="lock" aria-hidden />{' '}
      {t(lock.editable ? 'supplement.locked' : 'supplement.notEditable')}
    </p>
  );
}
