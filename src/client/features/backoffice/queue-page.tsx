/**
 * /backoffice: the work queue of every application of every call (decision 0017), with the
 * spec's list query: filters, sortable column headers (buttons, aria-sort), pages, the counts per
 * status per call and the CSV export of the filtered list. Staff only; the server refuses others.
 */
import {
  Button,
  Callout,
  Checkbox,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Tag,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCurrency, formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { exportQueue } from './api/export-queue.ts';
import { useCounts } from './api/get-counts.ts';
import { useQueue } from './api/search-queue.ts';
import type { QueueQuery, QueueSortBy, StatusCount } from './api/types.ts';
import { BackOfficeNav } from './components/back-office-nav.tsx';
import { Pager } from './components/pager.tsx';
import { BackOfficeRequired, useBackOfficeTexts } from './components/back-office-gate.tsx';
// oxlint-disable-next-line import/no-unassigned-import
import './backoffice.css';

const PAGE_SIZE = 20;

const COLUMNS: Array<{ key: QueueSortBy; label: string }> = [
  { key: 'azonosito', label: 'queue.columns.azonosito' },
  { key: 'tamogatastIgenylo', label: 'queue.columns.palyazo' },
  { key: 'felhivas', label: 'queue.columns.felhivas' },
  { key: 'statusz', label: 'queue.columns.statusz' },
  { key: 'benyujtasDatuma', label: 'queue.columns.benyujtva' },
  { key: 'hianypotlasHatarido', label: 'queue.columns.hianypotlasHatarido' },
  { key: 'igenyeltTamogatas', label: 'queue.columns.igenyeltTamogatas' },
];

const INITIAL: QueueQuery = {
  filterData: {},
  sort: { sortBy: 'benyujtasDatuma', sortDirection: 'desc' },
  page: { pageIndex: 0, pageSize: PAGE_SIZE },
};

/** The calls and the statuses that occur, from the counts. */
function optionsOf(counts: readonly StatusCount[]) {
  const calls = new Map(counts.map((row) => [row.felhivas.id, row.felhivas.nev]));
  const statuses = [...new Set(counts.map((row) => row.statusz))];
  return { calls: [...calls], statuses };
}

function Counts({ counts }: { counts: readonly StatusCount[] }) {
  const { t } = useTranslation(['backoffice', 'progress']);
  if (counts.length === 0) return null;
  return (
    <section aria-labelledby="counts-title">
      <h2 id="counts-title">{t('queue.counts')}</h2>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th scope="col">{t('queue.columns.felhivas')}</th>
            <th scope="col">{t('queue.columns.statusz')}</th>
            <th scope="col">{t('queue.countColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((row) => (
            <tr key={`${row.felhivas.id}-${row.statusz}`}>
              <td>{row.felhivas.nev}</td>
              <td>{t(`progress:status.${row.statusz}`)}</td>
              <td>{row.darab}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

function Queue() {
  const { t, i18n } = useTranslation(['backoffice', 'progress']);
  const language = resolveLanguage(i18n.language);
  const [query, setQuery] = useState<QueueQuery>(INITIAL);
  const [text, setText] = useState('');
  const { data, isError } = useQueue(query);
  const counts = useCounts().data ?? [];
  const options = optionsOf(counts);
  const [exportFailed, setExportFailed] = useState(false);

  const filter = (patch: QueueQuery['filterData']) =>
    setQuery((current) => ({
      ...current,
      filterData: { ...current.filterData, ...patch },
      page: { ...current.page, pageIndex: 0 },
    }));
  const sortBy = (key: QueueSortBy) =>
    setQuery((current) => ({
      ...current,
      sort: {
        sortBy: key,
        sortDirection:
          current.sort.sortBy === key && current.sort.sortDirection === 'asc' ? 'desc' : 'asc',
      },
    }));
  const goTo = (pageIndex: number) =>
    setQuery((current) => ({ ...current, page: { ...current.page, pageIndex } }));
  const ariaSort = (key: QueueSortBy) =>
    query.sort.sortBy === key
      ? query.sort.sortDirection === 'asc'
        ? 'ascending'
        : 'descending'
      : undefined;

  return (
    <>
      <form
        className="backoffice-filters"
        role="search"
        aria-label={t('queue.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          filter({ kereses: text.trim() || null });
        }}
      >
        <label>
          {t('queue.search')}
          <InputGroup
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('queue.searchPlaceholder')}
          />
        </label>
        <label>
          {t('queue.columns.statusz')}
          <HTMLSelect
            value={query.filterData.statusz?.[0] ?? ''}
            onChange={(event) =>
              filter({ statusz: event.target.value ? [event.target.value] : null })
            }
          >
            <option value="">{t('queue.any')}</option>
            {options.statuses.map((status) => (
              <option key={status} value={status}>
                {t(`progress:status.${status}`)}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <label>
          {t('queue.columns.felhivas')}
          <HTMLSelect
            value={query.filterData.felhivasId ?? ''}
            onChange={(event) =>
              filter({ felhivasId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('queue.any')}</option>
            {options.calls.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <label>
          {t('queue.waitingOn')}
          <HTMLSelect
            value={query.filterData.varakozas ?? ''}
            onChange={(event) =>
              filter({
                varakozas: event.target.value === '' ? null : (event.target.value as 'MI'),
              })
            }
          >
            <option value="">{t('queue.any')}</option>
            <option value="MI">{t('waitingOn.MI')}</option>
            <option value="PALYAZO">{t('waitingOn.PALYAZO')}</option>
          </HTMLSelect>
        </label>
        <Checkbox
          className="backoffice-only-mine"
          checked={query.filterData.csakSajat ?? false}
          onChange={(event) => filter({ csakSajat: event.currentTarget.checked || null })}
          label={t('queue.onlyMine')}
        />
        <Button type="submit" intent="primary" icon="search">
          {t('queue.apply')}
        </Button>
        <Button
          icon="download"
          onClick={() => {
            setExportFailed(false);
            exportQueue(query).catch(() => setExportFailed(true));
          }}
        >
          {t('queue.export')}
        </Button>
      </form>
      {exportFailed ? <Callout intent="danger">{t('queue.exportFailed')}</Callout> : null}
      {isError ? <Callout intent="danger">{t('queue.loadFailed')}</Callout> : null}
      {data ? (
        <>
          <p role="status">{t('queue.total', { count: data.totalElements })}</p>
          {/* At 390 px the table scrolls in its own region, never the page (issue 20, item 9). */}
          <div className="table-scroll" role="region" aria-label={t('queue.caption')} tabIndex={0}>
            <HTMLTable striped interactive className="backoffice-queue">
              <caption className="visually-hidden">{t('queue.caption')}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column.key} scope="col" aria-sort={ariaSort(column.key)}>
                      <Button
                        minimal
                        small
                        onClick={() => sortBy(column.key)}
                        rightIcon={
                          query.sort.sortBy === column.key
                            ? query.sort.sortDirection === 'asc'
                              ? 'caret-up'
                              : 'caret-down'
                            : undefined
                        }
                      >
                        {t(column.label)}
                      </Button>
                    </th>
                  ))}
                  <th scope="col">{t('queue.columns.varakozas')}</th>
                  <th scope="col">{t('queue.columns.felelos')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Link to={`/backoffice/${row.id}`}>{row.azonosito}</Link>
                    </td>
                    <td>
                      {row.tamogatastIgenylo.nev}
                      <br />
                      <small>{row.tamogatastIgenylo.adoszam}</small>
                    </td>
                    <td>{row.felhivas.nev}</td>
                    <td>
                      <Tag minimal>{t(`progress:status.${row.statusz}`)}</Tag>
                    </td>
                    <td>
                      {row.benyujtasDatuma ? formatDateTime(row.benyujtasDatuma, language) : ''}
                    </td>
                    <td>
                      {row.hianypotlasHatarido
                        ? formatDateTime(row.hianypotlasHatarido, language)
                        : ''}
                    </td>
                    <td>
                      {typeof row.igenyeltTamogatas !== 'number'
                        ? ''
                        : formatCurrency(row.igenyeltTamogatas, '0,0', language)}
                    </td>
                    <td>{row.varakozas ? t(`waitingOn.${row.varakozas}`) : ''}</td>
                    <td>{row.felelos?.nev ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <Pager pageIndex={query.page.pageIndex} totalPages={data.totalPages} onPage={goTo} />
        </>
      ) : null}
      <Counts counts={counts} />
    </>
  );
}

export function BackOfficeQueuePage() {
  const ready = useBackOfficeTexts();
  const { t } = useTranslation('backoffice');
  if (!ready) return null;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('queue.title')}</h1>
      <BackOfficeRequired>
        <BackOfficeNav />
        <Queue />
      </BackOfficeRequired>
    </section>
  );
}
