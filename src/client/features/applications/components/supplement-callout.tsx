/**
 * While a supplement is requested: what the request asks for (each item named as the screens
 * name it, linking to its page) and its deadline in Budapest time; and `LockedField`, which shows
 * a hand-built form's field read-only when the request does not unlock it.
 */
import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/format.ts';
import { resolveLanguage } from '../../../../shared/i18n-languages.ts';
import { supplementItemLabel } from '../../../../shared/supplement-items.ts';
import { useApplication } from '../api/get-application.ts';
import { useCall } from '../api/get-call.ts';
import { SECTION_PATHS, type Section } from '../api/types.ts';
import { type SupplementLock, useSupplementLock } from '../hooks/use-supplement-lock.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the lock's styles
import './supplement.css';

/** The open supplement request of the tender, or nothing. */
export function SupplementCallout({ tenderId }: { tenderId: number }) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const { request } = useSupplementLock(tenderId);
  const application = useApplication(tenderId).data;
  const call = useCall(application?.palyazat.palyazatiFelhivas.azonosito ?? null).data;
  if (!request) return null;
  return (
    <Callout intent="warning" title={t('supplement.title')} data-testid="supplement-callout">
      <p>{t('supplement.intro', { date: formatDateTime(request.hatarido, language) })}</p>
      <ul>
        {request.tetelek.map((item) => {
          const section = item.split('.')[0] as Section;
          const anchor = item.split('.').slice(1).join('.');
          return (
            <li key={item}>
              <Link
                to={`${SECTION_PATHS[section]}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`}
              >
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
          );
        })}
      </ul>
      <p>
        {t('supplement.readOnly')} <Link to="/progress">{t('supplement.toProgress')}</Link>
      </p>
    </Callout>
  );
}

/** A hand-built form's field, disabled (with everything in it) when the lock keeps it. */
export function LockedField({
  lock,
  item,
  children,
}: {
  lock: SupplementLock;
  item: string;
  children: ReactNode;
}) {
  if (!lock.isReadOnly(item)) return <>{children}</>;
  return (
    <fieldset className="supplement-locked" disabled>
      {children}
    </fieldset>
  );
}
