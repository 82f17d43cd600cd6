/**
 * /backoffice/{id}: the application file (decision 0017), read-only: the loan claim, the custom
 * fields in the call's own schema form (read-only), knock-out answers, statements, documents with
 * their versions, the master data frozen at submission and the timeline; then the staff actions
 * the lifecycle machine offers for this status and role (a refused one says why), internal notes
 * and "assign to me"; in the contract and completion phases their panels (slots, contract
 * documents, reports). Every action goes to the lifecycle's, contract's or completion's own route.
 */
import { Callout, Card, H2, HTMLTable, Tag, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatCurrency, formatDateTime } from '../../../shared/format.ts';
import { LOAN_CLAIM_SCALAR_FIELDS } from '../../../shared/loan-claim.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { SchemaFormView, useSchemaForm } from '../../components/form/index.ts';
import { backOfficeDownloadUrl as downloadUrl } from './api/document-download-url.ts';
import { useCall } from '../../application/api/get-call.ts';
import { problemOf } from '../../lib/problem.ts';
import { useAddNote } from './api/add-note.ts';
import { useAssign } from './api/assign.ts';
import { useFile } from './api/get-file.ts';
import type { ApplicationFile } from './api/types.ts';
import { ActionPanel } from './components/action-panel.tsx';
import { BackOfficeRequired, useBackOfficeTexts } from './components/back-office-gate.tsx';
import { CompletionPanel, ContractPanel } from './components/contract-completion-panel.tsx';
// oxlint-disable-next-line import/no-unassigned-import
import './backoffice.css';
import { BusyButton } from '../../components/ui/busy-button.tsx';

const AMOUNTS = new Set([
  'igenyeltTamogatas',
  'elszamolhatoKoltseg',
  'igenyeltEloleg',
  'mukodesiEredmeny',
]);

const ACTOR_LABELS = {
  APPLICANT: 'progress:page.byApplicant',
  STAFF: 'progress:page.byStaff',
  SYSTEM: 'progress:page.bySystem',
} as const;

/** The label of a timeline entry's actor ('' for one the portal does not know). */
function actorLabel(actor: string | undefined): string {
  return actor !== undefined && Object.hasOwn(ACTOR_LABELS, actor)
    ? ACTOR_LABELS[actor as keyof typeof ACTOR_LABELS]
    : '';
}

function LoanClaim({ file }: { file: ApplicationFile }) {
  const { t, i18n } = useTranslation(['calls', 'backoffice']);
  const language = resolveLanguage(i18n.language);
  const value = (field: string) => {
    const application: Record<string, unknown> = file.palyazat;
    const raw = application[field];
    if (raw === null || raw === undefined || raw === '') return '—';
    if (typeof raw === 'boolean') return raw ? t('calls:loanClaim.yes') : t('calls:loanClaim.no');
    if (AMOUNTS.has(field) && typeof raw === 'number') return formatCurrency(raw, '0,0', language);
    return String(raw);
  };
  return (
    <Card>
      <H2>{t('calls:sections.loanClaim')}</H2>
      <dl className="backoffice-fields">
        {LOAN_CLAIM_SCALAR_FIELDS.map((field) => (
          <div key={field}>
            <dt>{t(`calls:loanClaim.${field}`)}</dt>
            <dd>{value(field)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function CustomFieldsForm({
  formKey,
  values,
}: {
  formKey: string;
  values: Record<string, unknown>;
}) {
  const generated = useSchemaForm(formKey);
  if (!generated) return null;
  return (
    <SchemaFormView
      schema={generated.schema}
      uiSchema={generated.uiSchema}
      validateFns={generated.validateFns}
      formData={values}
      readonly
    >
      <></>
    </SchemaFormView>
  );
}

/** The custom fields in the call's own schema form, read-only (the applicant's rendering). */
function CustomFields({ file }: { file: ApplicationFile }) {
  const { t } = useTranslation('calls');
  const call = useCall(file.felhivas.azonosito).data;
  return (
    <Card>
      <H2>{t('sections.customFields')}</H2>
      {call ? (
        <CustomFieldsForm formKey={call.egyediMezok.formKey} values={file.egyediMezok} />
      ) : null}
    </Card>
  );
}

function Answers({ file }: { file: ApplicationFile }) {
  const { t, i18n } = useTranslation(['calls', 'backoffice']);
  const language = resolveLanguage(i18n.language);
  return (
    <Card>
      <H2>{t('calls:sections.knockOut')}</H2>
      <ul>
        {file.kizaroFeltetelek.map((answer) => (
          <li key={answer.kriterium}>
            {answer.nev}:{' '}
            {answer.megerositve
              ? t('backoffice:file.confirmed')
              : t('backoffice:file.notConfirmed')}{' '}
            (<time dateTime={answer.idopont}>{formatDateTime(answer.idopont, language)}</time>)
          </li>
        ))}
      </ul>
      <H2>{t('calls:sections.statements')}</H2>
      <ul>
        {file.nyilatkozatok.map((answer) => (
          <li key={answer.nyilatkozat}>
            {answer.nev}:{' '}
            {answer.elfogadva ? t('backoffice:file.accepted') : t('backoffice:file.notAccepted')} (
            {answer.felhasznalo.nev},{' '}
            <time dateTime={answer.idopont}>{formatDateTime(answer.idopont, language)}</time>)
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Documents({ file }: { file: ApplicationFile }) {
  const { t, i18n } = useTranslation(['backoffice', 'calls']);
  const language = resolveLanguage(i18n.language);
  return (
    <Card>
      <H2>{t('calls:sections.documents')}</H2>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th scope="col">{t('file.documentCategory')}</th>
            <th scope="col">{t('file.documentFile')}</th>
            <th scope="col">{t('file.documentVersion')}</th>
            <th scope="col">{t('file.documentUploaded')}</th>
            <th scope="col">{t('file.documentScan')}</th>
          </tr>
        </thead>
        <tbody>
          {file.dokumentumok.flatMap((document) =>
            [document, ...document.korabbiVerziok].map((version, index) => (
              <tr key={`${version.uuid}-${version.version}`}>
                <td>{index === 0 ? document.kategoriaNev : ''}</td>
                <td>
                  <a href={downloadUrl(version.uuid, version.version)} download>
                    {version.filename}
                  </a>
                </td>
                <td>{version.version}</td>
                <td>
                  {formatDateTime(version.uploadDate, language)}
                  {version.uploaderName ? ` (${version.uploaderName})` : ''}
                </td>
                <td>{t(`file.scan.${version.scanStatus}`)}</td>
              </tr>
            )),
          )}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

function Snapshot({ file }: { file: ApplicationFile }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = resolveLanguage(i18n.language);
  const snapshot = file.torzsadatPillanatkep;
  return (
    <Card>
      <H2>{t('file.snapshot')}</H2>
      {snapshot ? (
        <>
          <p>{t('file.snapshotTaken', { date: formatDateTime(snapshot.keszult, language) })}</p>
          <dl className="backoffice-fields">
            {(['nev', 'adoszam', 'roviditettNev', 'cegbirosagBejegyzes', 'honlap'] as const).map(
              (field) => (
                <div key={field}>
                  <dt>{t(`file.applicant.${field}`)}</dt>
                  <dd>{String(snapshot.tamogatastIgenylo[field] ?? '—')}</dd>
                </div>
              ),
            )}
            <div>
              <dt>{t('file.applicant.owners')}</dt>
              <dd>{snapshot.tulajdonosok.length}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p>{t('file.noSnapshot')}</p>
      )}
    </Card>
  );
}

function Timeline({ file }: { file: ApplicationFile }) {
  const { t, i18n } = useTranslation(['progress', 'backoffice']);
  const language = resolveLanguage(i18n.language);
  return (
    <Card>
      <H2>{t('progress:page.timeline')}</H2>
      <ol>
        {file.allapotvaltasok.map((row) => (
          <li key={row.id}>
            <time dateTime={row.idopont}>{formatDateTime(row.idopont, language)}</time>{' '}
            {t(`progress:events.${row.esemeny}`)} → {t(`progress:status.${row.ujStatusz}`)} (
            {t(actorLabel(row.szereplo))}
            {row.felhasznalo ? `: ${row.felhasznalo.nev}` : ''})
            {row.indoklas ? ` — ${row.indoklas}` : ''}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Notes({ file }: { file: ApplicationFile }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = resolveLanguage(i18n.language);
  const [text, setText] = useState('');
  const add = useAddNote(file.palyazat.id);
  return (
    <Card>
      <H2>{t('file.notes')}</H2>
      <p>{t('file.notesHint')}</p>
      {file.megjegyzesek.length === 0 ? <p>{t('file.noNotes')}</p> : null}
      <ul>
        {file.megjegyzesek.map((note) => (
          <li key={note.id}>
            <strong>{note.szerzo.nev}</strong>,{' '}
            <time dateTime={note.idopont}>{formatDateTime(note.idopont, language)}</time>:{' '}
            {note.szoveg}
          </li>
        ))}
      </ul>
      {file.jogok.felvetelEsMegjegyzes ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            add.mutate(text.trim(), { onSuccess: () => setText('') });
          }}
        >
          <label htmlFor="backoffice-note">{t('file.newNote')}</label>
          <TextArea
            id="backoffice-note"
            fill
            value={text}
            maxLength={4000}
            onChange={(event) => setText(event.target.value)}
          />
          <BusyButton type="submit" busy={add.isPending} disabled={!text.trim()}>
            {t('file.addNote')}
          </BusyButton>
          {add.isError ? (
            <Callout intent="danger">{problemOf(add.error)?.message ?? t('file.failed')}</Callout>
          ) : null}
        </form>
      ) : null}
    </Card>
  );
}

function Header({ file }: { file: ApplicationFile }) {
  const { t, i18n } = useTranslation(['backoffice', 'progress']);
  const language = resolveLanguage(i18n.language);
  const assign = useAssign(file.palyazat.id);
  return (
    <Card>
      <p>
        <Tag large intent="primary">
          {t(`progress:status.${file.statusz}`)}
        </Tag>
      </p>
      <dl className="backoffice-fields">
        <div>
          <dt>{t('queue.columns.palyazo')}</dt>
          <dd>{file.palyazat.tamogatastIgenylo.nev}</dd>
        </div>
        <div>
          <dt>{t('queue.columns.felhivas')}</dt>
          <dd>{file.felhivas.nev}</dd>
        </div>
        <div>
          <dt>{t('queue.columns.benyujtva')}</dt>
          <dd>
            {file.palyazat.benyujtasDatuma
              ? formatDateTime(file.palyazat.benyujtasDatuma, language)
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('queue.columns.felelos')}</dt>
          <dd>{file.felelos ? file.felelos.nev : t('file.nobody')}</dd>
        </div>
      </dl>
      {file.jogok.felvetelEsMegjegyzes ? (
        <BusyButton busy={assign.isPending} onClick={() => assign.mutate(true)} icon="person">
          {t('file.assignToMe')}
        </BusyButton>
      ) : null}{' '}
      {file.jogok.felvetelEsMegjegyzes && file.felelos ? (
        <BusyButton busy={assign.isPending} onClick={() => assign.mutate(false)} minimal>
          {t('file.release')}
        </BusyButton>
      ) : null}
      {file.hianypotlas ? (
        <Callout intent="warning" title={t('file.openSupplement')}>
          <p>
            {t('file.deadline', {
              date: formatDateTime(file.hianypotlas.hatarido, language),
            })}
          </p>
          <ul>
            {file.hianypotlas.tetelek.map((item) => (
              <li key={item.tetel}>{item.nev}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
    </Card>
  );
}

function FileView({ id }: { id: number }) {
  const { t } = useTranslation('backoffice');
  const { data, isError } = useFile(id);
  if (isError) return <Callout intent="danger">{t('file.loadFailed')}</Callout>;
  if (!data) return null;
  return (
    <>
      <p>
        <Link to="/backoffice">{t('file.backToQueue')}</Link>
      </p>
      <h2 className="backoffice-file-title">
        {data.palyazat.azonosito}
        {data.palyazat.projektCim ? ` — ${data.palyazat.projektCim}` : ''}
      </h2>
      <Header file={data} />
      <ActionPanel file={data} />
      <ContractPanel file={data} />
      <CompletionPanel file={data} />
      <LoanClaim file={data} />
      <CustomFields file={data} />
      <Answers file={data} />
      <Documents file={data} />
      <Snapshot file={data} />
      <Timeline file={data} />
      <Notes file={data} />
    </>
  );
}

export function BackOfficeFilePage() {
  const ready = useBackOfficeTexts();
  const { t } = useTranslation('backoffice');
  const id = Number(useParams().id);
  if (!ready) return null;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('file.title')}</h1>
      <BackOfficeRequired>
        {Number.isInteger(id) && id > 0 ? <FileView key={id} id={id} /> : null}
      </BackOfficeRequired>
    </section>
  );
}
