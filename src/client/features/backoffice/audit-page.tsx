/**
 * /backoffice/naplo: the audit log for administrators (issue 15 item 6, decision 0017): master
 * data changes, staff user changes and lifecycle transitions — who, when, what, before and
 * after — filtered by source, person and time, paged with the spec's list query.
 */
import { Button, Callout, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { budapestLocalToIso } from '../../../shared/budapest-time.ts';
import { useStaffUsers } from './api/get-staff-users.ts';
import { useAudit } from './api/search-audit.ts';
import type { AuditEntry, AuditQuery, AuditSource } from './api/types.ts';
import { BackOfficeNav } from './components/back-office-nav.tsx';
import { Pager } from './components/pager.tsx';
import { BackOfficeRequired, useBackOfficeTexts } from './components/back-office-gate.tsx';
// oxlint-disable-next-line import/no-unassigned-import
import './backoffice.css';

const PAGE_SIZE = 20;

/** A before/after picture as `key: value` lines (JSON values as written). */
function Values({ values }: { values: Record<string, unknown> | null }) {
  if (!values) return null;
  return (
    <dl className="backoffice-audit-values">
      {Object.entries(values).map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function What({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(['backoffice', 'progress']);
  if (entry.forras === 'LIFECYCLE')
    return (
      <>
        {t(`progress:events.${entry.muvelet}`, { defaultValue: entry.muvelet })}
        <br />
        <small>{entry.targy}</small>
      </>
    );
  return (
    <>
      {t(`audit.actions.${entry.muvelet}`)}
      <br />
      <small>{entry.targy}</small>
    </>
  );
}

function Audit() {
  const { t, i18n } = useTranslation(['backoffice', 'progress']);
  const language = resolveLanguage(i18n.language);
  const [query, setQuery] = useState<AuditQuery>({
    filterData: {},
    page: { pageIndex: 0, pageSize: PAGE_SIZE },
  });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { data, isError } = useAudit(query);
  const staff = useStaffUsers().data ?? [];
  const filter = (patch: AuditQuery['filterData']) =>
    setQuery((current) => ({
      filterData: { ...current.filterData, ...patch },
      page: { ...current.page, pageIndex: 0 },
    }));
  const goTo = (pageIndex: number) =>
    setQuery((current) => ({ ...current, page: { ...current.page, pageIndex } }));

  return (
    <>
      <form
        className="backoffice-filters"
        role="search"
        aria-label={t('audit.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          filter({
            tol: from ? budapestLocalToIso(from) : null,
            ig: to ? budapestLocalToIso(to) : null,
          });
        }}
      >
        <label>
          {t('audit.source')}
          <HTMLSelect
            value={query.filterData.forras ?? ''}
            onChange={(event) =>
              filter({ forras: (event.target.value || null) as AuditSource | null })
            }
          >
            <option value="">{t('queue.any')}</option>
            <option value="MASTER_DATA">{t('audit.sources.MASTER_DATA')}</option>
            <option value="USER">{t('audit.sources.USER')}</option>
            <option value="LIFECYCLE">{t('audit.sources.LIFECYCLE')}</option>
          </HTMLSelect>
        </label>
        <label>
          {t('audit.who')}
          <HTMLSelect
            value={query.filterData.szereploId ?? ''}
            onChange={(event) =>
              filter({ szereploId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('queue.any')}</option>
            {staff.map((user) => (
              <option key={user.id} value={user.id}>
                {user.nev}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <label>
          {t('audit.from')}
          <InputGroup
            type="datetime-local"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label>
          {t('audit.to')}
          <InputGroup
            type="datetime-local"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <Button type="submit" intent="primary" icon="filter">
          {t('queue.apply')}
        </Button>
      </form>
      {isError ? <Callout intent="danger">{t('audit.loadFailed')}</Callout> : null}
      {data ? (
        <>
          <p role="status">{t('audit.total', { count: data.totalElements })}</p>
          <div className="table-scroll" role="region" aria-label={t('audit.caption')} tabIndex={0}>
            <HTMLTable striped compact className="backoffice-audit">
              <caption className="visually-hidden">{t('audit.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.when')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.what')}</th>
                  <th scope="col">{t('audit.before')}</th>
                  <th scope="col">{t('audit.after')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((entry) => (
                  <tr key={`${entry.forras}-${entry.id}`}>
                    <td>{formatDateTime(entry.idopont, language)}</td>
                    <td>
                      {entry.szereplo?.nev ?? ''}
                      {entry.szereploTipus ? (
                        <>
                          <br />
                          <small>{t(`audit.actors.${entry.szereploTipus}`)}</small>
                        </>
                      ) : null}
                    </td>
                    <td>
                      <What entry={entry} />
                    </td>
                    <td>
                      <Values values={entry.elotte ?? null} />
                    </td>
                    <td>
                      <Values values={entry.utana ?? null} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <Pager pageIndex={query.page.pageIndex} totalPages={data.totalPages} onPage={goTo} />
        </>
      ) : null}
    </>
  );
}

export function BackOfficeAuditPage() {
  const ready = useBackOfficeTexts();
  const { t } = useTranslation('backoffice');
  if (!ready) return null;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('audit.title')}</h1>
      <BackOfficeRequired>
        <BackOfficeNav />
        <Audit />
      </BackOfficeRequired>
    </section>
  );
}
