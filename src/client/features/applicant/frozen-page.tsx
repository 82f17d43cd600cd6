/**
 * /application/base-old and /application/owners-old: the selected applicant's base data and
 * owners as frozen at its last submission (docs/decisions/0009), read-only, each field changed
 * since then marked with its current value, owners added or removed since marked. Before a first
 * submission they say so. Fields, labels and value names come from the editing screens' form
 * schemas (applicant-base, applicant-owner).
 */
import { Callout, H2, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import type { MasterDataSnapshot } from '../../../shared/mappers/snapshot.ts';
import { formKey, useSchemaForm } from '../../components/form/index.ts';
import { useApplicant } from './api/applicant.ts';
import { childRecordsQueryOptions, ownerResource } from './api/child-records.ts';
import { useMasterDataSnapshot } from './api/master-data-snapshot.ts';
import { ApplicantPage } from './components/applicant-page.tsx';
import { compareFields, matchOwners } from './components/frozen-comparison.ts';
import { FrozenFieldTable } from './components/frozen-field-table.tsx';

/** The application's name as the application selector gives it: title, identifier, or '#id'. */
function applicationLabel(application: MasterDataSnapshot['application']): string {
  const { identifier, projectTitle, id } = application;
  if (identifier && projectTitle) return `${identifier} – ${projectTitle}`;
  return projectTitle || identifier || `#${id}`;
}

function LoadFailed() {
  const { t } = useTranslation('applicant');
  return <Callout intent="danger">{t('frozen.loadFailed')}</Callout>;
}

function Loading() {
  const { t } = useTranslation('applicant');
  return <Spinner aria-label={t('page.loading')} />;
}

/**
 * The frame of both screens: the snapshot (or the notice that there is none yet), when and with
 * which application it was frozen, and how many fields changed since.
 */
function Frozen({
  applicantId,
  children,
}: {
  applicantId: number;
  children: (snapshot: MasterDataSnapshot) => ReactNode;
}) {
  const { t, i18n } = useTranslation('applicant');
  const query = useMasterDataSnapshot(applicantId);
  if (query.isError) return <LoadFailed />;
  if (query.data === undefined) return <Loading />;
  const snapshot = query.data;
  if (snapshot === null)
    return (
      <Callout intent="primary" icon="history">
        {t('page.noSubmission')}
      </Callout>
    );
  return (
    <>
      <Callout icon="history" className="frozen-summary">
        <p>
          {t('frozen.frozenAt', {
            date: formatDateTime(snapshot.submittedAt, resolveLanguage(i18n.language)),
            application: applicationLabel(snapshot.application),
          })}{' '}
          <Tag minimal>{t('page.readOnly')}</Tag>
        </p>
        <p>{t('frozen.legend')}</p>
      </Callout>
      {children(snapshot)}
    </>
  );
}

function ChangeCount({ count }: { count: number }) {
  const { t } = useTranslation('applicant');
  return (
    <p role="status" data-testid="frozen-change-count">
      {count === 0 ? t('frozen.noChanges') : t('frozen.changedCount', { count })}
    </p>
  );
}

function BaseComparison({
  applicantId,
  snapshot,
}: {
  applicantId: number;
  snapshot: MasterDataSnapshot;
}) {
  const { t } = useTranslation('applicant');
  const form = useSchemaForm(formKey('applicant-base'));
  const current = useApplicant(applicantId);
  if (current.isError) return <LoadFailed />;
  if (!form || !current.data) return <Loading />;
  const fields = compareFields(form, snapshot.applicant, current.data);
  return (
    <>
      <ChangeCount count={fields.filter((field) => field.changed).length} />
      <FrozenFieldTable fields={fields} caption={t('page.baseOld')} />
    </>
  );
}

function OwnersComparison({
  applicantId,
  snapshot,
}: {
  applicantId: number;
  snapshot: MasterDataSnapshot;
}) {
  const { t } = useTranslation('applicant');
  const form = useSchemaForm(formKey('applicant-owner'));
  const current = useQuery(childRecordsQueryOptions(ownerResource, applicantId));
  if (current.isError) return <LoadFailed />;
  if (!form || !current.data) return <Loading />;
  const owners = matchOwners(snapshot.owners, current.data);
  const compared = owners.frozen.map(({ frozen, current: now }) => ({
    frozen,
    removed: now === null,
    // A removed owner's fields are not compared: the whole owner is marked instead.
    fields: compareFields(form, frozen, now ?? undefined),
  }));
  const changes =
    owners.added.length +
    compared.reduce(
      (sum, owner) =>
        sum + (owner.removed ? 1 : owner.fields.filter((field) => field.changed).length),
      0,
    );
  return (
    <>
      <ChangeCount count={changes} />
      {compared.length === 0 ? <p>{t('frozen.noOwners')}</p> : null}
      {compared.map(({ frozen, removed, fields }) => (
        <section key={frozen.id} className="frozen-owner" aria-label={frozen.name}>
          <H2>
            {frozen.name}{' '}
            {removed ? (
              <Tag intent="danger" icon="remove">
                {t('frozen.ownerRemoved')}
              </Tag>
            ) : null}
          </H2>
          <FrozenFieldTable
            fields={fields}
            caption={t('frozen.ownerCaption', { name: frozen.name })}
          />
        </section>
      ))}
      {owners.added.map((owner) => (
        <section key={owner.id} className="frozen-owner" aria-label={owner.name}>
          <H2>
            {owner.name}{' '}
            <Tag intent="success" icon="add">
              {t('frozen.ownerAdded')}
            </Tag>
          </H2>
          <FrozenFieldTable
            variant="current"
            fields={compareFields(form, {}, owner)}
            caption={t('frozen.ownerCaption', { name: owner.name })}
          />
        </section>
      ))}
    </>
  );
}

export function BaseOldPage() {
  const { t } = useTranslation('applicant');
  return (
    <ApplicantPage title={t('page.baseOld')}>
      {(applicantId) => (
        <Frozen key={applicantId} applicantId={applicantId}>
          {(snapshot) => <BaseComparison applicantId={applicantId} snapshot={snapshot} />}
        </Frozen>
      )}
    </ApplicantPage>
  );
}

export function OwnersOldPage() {
  const { t } = useTranslation('applicant');
  return (
    <ApplicantPage title={t('page.ownersOld')}>
      {(applicantId) => (
        <Frozen key={applicantId} applicantId={applicantId}>
          {(snapshot) => <OwnersComparison applicantId={applicantId} snapshot={snapshot} />}
        </Frozen>
      )}
    </ApplicantPage>
  );
}
