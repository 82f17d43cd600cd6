/**
 * The contract and completion phases of an application file (issue 15): what the contract stands
 * at (its documents, the signed copy, the offered and the booked appointment slot) and the
 * completion reports, with the staff actions the server's contract and completion routes take:
 * uploading the contract or an annex, offering a slot, opening a report, and accepting a submitted
 * report or returning it for correction with a note. Each report's content (the applicant's form,
 * read-only in the applicant's own rendering), attachments and decisions are shown. Each form shows only in
 * the statuses those routes accept and only to a role that sends staff events (jogok.esemenyKuldes,
 * the lifecycle's STAFF_ROLES); the server refuses anything else all the same. After an action
 * the focus moves to its announced result, so a keyboard or screen-reader user hears it.
 */
import { Callout, Card, H2, HTMLSelect, HTMLTable, InputGroup, TextArea } from '@blueprintjs/core';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenAccess } from '../../../../../machines/application-screens.ts';
import {
  type CompletionDecision,
  reportReviewable,
} from '../../../../../machines/completion-report.machine.ts';
import { SchemaFormView, useSchemaForm } from '../../../components/form/index.ts';
import { formatDate, formatDateTime } from '../../../../shared/format.ts';
import { resolveLanguage } from '../../../../shared/i18n-languages.ts';
import { problemOf } from '../../../lib/problem.ts';
import {
  CONTRACT_DOCUMENT_CATEGORIES,
  type ContractDocumentCategory,
  SIGNED_CONTRACT_CATEGORY,
} from '../api/contract-completion-types.ts';
import { useOfferSlots } from '../api/offer-slots.ts';
import { backOfficeDownloadUrl } from '../api/document-download-url.ts';
import { useOpenCompletionReport } from '../api/open-completion-report.ts';
import { useReviewCompletionReport } from '../api/review-completion-report.ts';
import { useUploadContractDocument } from '../api/upload-contract-document.ts';
import type { ApplicationFile } from '../api/types.ts';
import { useAnnouncedResult } from './announced-result.tsx';
import { budapestLocalInDays, budapestLocalToIso } from '../../../../shared/budapest-time.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

/** The statuses the contract-document route accepts (routes/contract: PREPARATION_STATUSES). */
export const CONTRACT_PREPARATION_STATUSES: readonly string[] = [
  'CONTRACT_VERIFICATION',
  'CONTRACT_REJECTED',
  'UNDER_CONTRACT_MODIFICATION',
];
/** The statuses the slot route accepts (routes/contract: OFFERING_STATUSES). */
export const SLOT_OFFERING_STATUSES: readonly string[] = [
  'CONTRACT_APPROVED',
  'UNDER_APPOINTMENT_BOOKING',
];

/** The end of each panel form: its refusal, its submit button and the announced result. */
function FormEnd(props: {
  problem: string | null;
  pending: boolean;
  label: string;
  result: ReactNode;
}) {
  return (
    <>
      {props.problem ? (
        <Callout intent="danger" role="alert">
          {props.problem}
        </Callout>
      ) : null}
      <BusyButton type="submit" intent="primary" busy={props.pending}>
        {props.label}
      </BusyButton>
      {props.result}
    </>
  );
}

function UploadContractDocument({ file }: { file: ApplicationFile }) {
  const { t } = useTranslation('backoffice');
  const ids = useId();
  const upload = useUploadContractDocument(file.palyazat.id);
  const [category, setCategory] = useState<ContractDocumentCategory>('SZERZODES');
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const result = useAnnouncedResult();
  return (
    <form
      className="backoffice-event-form"
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        result.clear();
        if (!chosen) return setProblem(t('contract.fileRequired'));
        upload.mutate(
          { kategoria: category, file: chosen },
          {
            onSuccess: (document) => {
              setChosen(null);
              if (inputRef.current) inputRef.current.value = '';
              result.announce(t('contract.uploaded', { file: document.filename }));
            },
            onError: (error) => setProblem(problemOf(error)?.message ?? t('file.failed')),
          },
        );
      }}
    >
      <h3 id={`${ids}-title`}>{t('contract.uploadTitle')}</h3>
      <label htmlFor={`${ids}-category`}>{t('contract.category')}</label>
      <HTMLSelect
        id={`${ids}-category`}
        value={category}
        onChange={(event) => setCategory(event.currentTarget.value as ContractDocumentCategory)}
        options={CONTRACT_DOCUMENT_CATEGORIES.map((code) => ({
          value: code,
          label: t(`contract.categories.${code}`),
        }))}
      />
      <label htmlFor={`${ids}-file`}>{t('contract.file')}</label>
      <input
        id={`${ids}-file`}
        ref={inputRef}
        type="file"
        onChange={(event) => setChosen(event.currentTarget.files?.[0] ?? null)}
      />
      <FormEnd
        problem={problem}
        pending={upload.isPending}
        label={t('contract.upload')}
        result={result.node}
      />
    </form>
  );
}

function OfferSlot({ file }: { file: ApplicationFile }) {
  const { t } = useTranslation('backoffice');
  const ids = useId();
  const offer = useOfferSlots(file.palyazat.id);
  const [start, setStart] = useState(() => budapestLocalInDays(7).replace('T16:00', 'T10:00'));
  const [place, setPlace] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const result = useAnnouncedResult();
  return (
    <form
      className="backoffice-event-form"
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        result.clear();
        const kezdet = budapestLocalToIso(start);
        if (!kezdet) return setProblem(t('contract.startRequired'));
        if (!place.trim()) return setProblem(t('contract.placeRequired'));
        offer.mutate([{ kezdet, helyszin: place.trim() }], {
          onSuccess: () => {
            setPlace('');
            result.announce(t('contract.offered'));
          },
          onError: (error) => setProblem(problemOf(error)?.message ?? t('file.failed')),
        });
      }}
    >
      <h3 id={`${ids}-title`}>{t('contract.offerTitle')}</h3>
      <label htmlFor={`${ids}-start`}>{t('contract.start')}</label>
      <input
        id={`${ids}-start`}
        className="bp6-input"
        type="datetime-local"
        aria-required
        value={start}
        onChange={(event) => setStart(event.target.value)}
      />
      <label htmlFor={`${ids}-place`}>{t('contract.place')}</label>
      <InputGroup
        id={`${ids}-place`}
        value={place}
        maxLength={300}
        aria-required
        onChange={(event) => setPlace(event.target.value)}
      />
      <FormEnd
        problem={problem}
        pending={offer.isPending}
        label={t('contract.offer')}
        result={result.node}
      />
    </form>
  );
}

/** The contract phase: shown from APPROVED until the application ends. */
export function ContractPanel({ file }: { file: ApplicationFile }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = resolveLanguage(i18n.language);
  if (screenAccess('contract', file.statusz) === 'closed') return null;
  const contractDocuments = file.dokumentumok.filter((document) =>
    (CONTRACT_DOCUMENT_CATEGORIES as readonly string[]).includes(document.documentType),
  );
  const signed = file.dokumentumok.find(
    (document) => document.documentType === SIGNED_CONTRACT_CATEGORY,
  );
  const booked = file.idopontok.find((slot) => slot.foglalva !== null);
  const mayAct = file.jogok.esemenyKuldes;
  return (
    <Card>
      <H2>{t('contract.title')}</H2>
      <h3>{t('contract.documents')}</h3>
      {contractDocuments.length === 0 ? (
        <p>{t('contract.noDocuments')}</p>
      ) : (
        <ul>
          {contractDocuments.map((document) => (
            <li key={document.uuid}>
              {document.kategoriaNev}: {document.filename} (
              {formatDateTime(document.uploadDate, language)})
            </li>
          ))}
        </ul>
      )}
      <p>
        {signed
          ? t('contract.signed', {
              file: signed.filename,
              date: formatDateTime(signed.uploadDate, language),
            })
          : t('contract.notSigned')}
      </p>
      <h3>{t('contract.slots')}</h3>
      {booked ? (
        <Callout intent="success">
          {t('contract.booked', {
            start: formatDateTime(booked.kezdet, language),
            place: booked.helyszin,
          })}
        </Callout>
      ) : null}
      {file.idopontok.length === 0 ? (
        <p>{t('contract.noSlots')}</p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th scope="col">{t('contract.start')}</th>
              <th scope="col">{t('contract.place')}</th>
              <th scope="col">{t('contract.slotState')}</th>
            </tr>
          </thead>
          <tbody>
            {file.idopontok.map((slot) => (
              <tr key={slot.id}>
                <td>
                  <time dateTime={slot.kezdet}>{formatDateTime(slot.kezdet, language)}</time>
                </td>
                <td>{slot.helyszin}</td>
                <td>
                  {slot.foglalva
                    ? t('contract.slotBooked', { date: formatDateTime(slot.foglalva, language) })
                    : t('contract.slotFree')}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {mayAct && CONTRACT_PREPARATION_STATUSES.includes(file.statusz) ? (
        <UploadContractDocument file={file} />
      ) : null}
      {mayAct && SLOT_OFFERING_STATUSES.includes(file.statusz) && !booked ? (
        <OfferSlot file={file} />
      ) : null}
      {mayAct ? null : <p>{t('contract.readOnly')}</p>}
    </Card>
  );
}

function OpenReport({ file }: { file: ApplicationFile }) {
  const { t } = useTranslation('backoffice');
  const ids = useId();
  const open = useOpenCompletionReport(file.palyazat.id);
  const [due, setDue] = useState('');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const result = useAnnouncedResult();
  return (
    <form
      className="backoffice-event-form"
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        result.clear();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(due)) return setProblem(t('completion.dueRequired'));
        open.mutate(
          { hatarido: due, ...(title.trim() ? { megnevezes: title.trim() } : {}) },
          {
            onSuccess: (report) => {
              setDue('');
              setTitle('');
              result.announce(t('completion.opened', { title: report.megnevezes }));
            },
            onError: (error) => setProblem(problemOf(error)?.message ?? t('file.failed')),
          },
        );
      }}
    >
      <h3 id={`${ids}-title`}>{t('completion.openTitle')}</h3>
      <label htmlFor={`${ids}-due`}>{t('completion.due')}</label>
      <input
        id={`${ids}-due`}
        className="bp6-input"
        type="date"
        aria-required
        value={due}
        onChange={(event) => setDue(event.target.value)}
      />
      <label htmlFor={`${ids}-name`}>{t('completion.name')}</label>
      <InputGroup
        id={`${ids}-name`}
        value={title}
        maxLength={300}
        onChange={(event) => setTitle(event.target.value)}
      />
      <FormEnd
        problem={problem}
        pending={open.isPending}
        label={t('completion.open')}
        result={result.node}
      />
    </form>
  );
}

type FileReport = ApplicationFile['zaroBeszamolok'][number];

/** The report form's data in the applicant's own rendering, read-only. */
function ReportContent({ report }: { report: FileReport }) {
  const generated = useSchemaForm('forms/completion-report/completion-report');
  if (!generated) return null;
  return (
    <SchemaFormView
      schema={generated.schema}
      uiSchema={generated.uiSchema}
      validateFns={generated.validateFns}
      formData={report.adatok}
      readonly
    >
      <></>
    </SchemaFormView>
  );
}

/**
 * Accept the submitted report, or return it with a note saying what to fix. The decision ends
 * the review, so this form goes once the file is read again: its result is announced by the
 * report's section, which stays.
 */
function ReviewReport({
  file,
  report,
  result,
}: {
  file: ApplicationFile;
  report: FileReport;
  result: ReturnType<typeof useAnnouncedResult>;
}) {
  const { t } = useTranslation('backoffice');
  const ids = useId();
  const review = useReviewCompletionReport(file.palyazat.id, report.id);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = (dontes: CompletionDecision) => {
    setProblem(null);
    result.clear();
    if (dontes === 'JAVITASRA_VISSZAKULDVE' && !note.trim())
      return setProblem(t('completion.noteRequired'));
    review.mutate(
      { dontes, ...(note.trim() ? { megjegyzes: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNote('');
          result.announce(
            t(dontes === 'ELFOGADVA' ? 'completion.acceptedResult' : 'completion.returnedResult'),
          );
        },
        onError: (error) => setProblem(problemOf(error)?.message ?? t('file.failed')),
      },
    );
  };
  return (
    <form
      className="backoffice-event-form"
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        decide('ELFOGADVA');
      }}
    >
      <h4 id={`${ids}-title`}>{t('completion.reviewTitle')}</h4>
      <label htmlFor={`${ids}-note`}>{t('completion.note')}</label>
      <TextArea
        id={`${ids}-note`}
        value={note}
        maxLength={4000}
        fill
        onChange={(event) => setNote(event.target.value)}
      />
      {problem ? (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      ) : null}
      <BusyButton type="submit" intent="success" busy={review.isPending}>
        {t('completion.accept')}
      </BusyButton>{' '}
      <BusyButton
        intent="warning"
        busy={review.isPending}
        onClick={() => decide('JAVITASRA_VISSZAKULDVE')}
      >
        {t('completion.return')}
      </BusyButton>
    </form>
  );
}

/** One report: what the applicant entered, its attachments, the decisions, the review form. */
function ReportDetail({ file, report }: { file: ApplicationFile; report: FileReport }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = resolveLanguage(i18n.language);
  const ids = useId();
  const result = useAnnouncedResult();
  const attachments = file.dokumentumok.filter(
    (document) => document.completionReportId === report.id,
  );
  return (
    <section aria-labelledby={`${ids}-title`} className="backoffice-report">
      <h3 id={`${ids}-title`}>
        {report.megnevezes} ({t(`completion.states.${report.statusz}`)})
      </h3>
      <h4>{t('completion.content')}</h4>
      {report.benyujtva ? null : <p>{t('completion.draftContent')}</p>}
      <ReportContent report={report} />
      <h4>{t('completion.attachments')}</h4>
      {attachments.length === 0 ? (
        <p>{t('completion.noAttachments')}</p>
      ) : (
        <ul>
          {attachments.map((document) => (
            <li key={document.uuid}>
              <a href={backOfficeDownloadUrl(document.uuid, document.version)} download>
                {document.filename}
              </a>{' '}
              ({formatDateTime(document.uploadDate, language)})
            </li>
          ))}
        </ul>
      )}
      {report.elbiralasok.length > 0 ? (
        <>
          <h4>{t('completion.decisions')}</h4>
          <ul>
            {report.elbiralasok.map((decision) => (
              <li key={decision.id}>
                {t('completion.decisionLine', {
                  decision: t(`completion.decisionNames.${decision.dontes}`),
                  date: formatDateTime(decision.idopont, language),
                  who: decision.elbiralo?.nev ?? '—',
                })}
                {decision.megjegyzes ? <blockquote>{decision.megjegyzes}</blockquote> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {file.jogok.esemenyKuldes && reportReviewable(report.statusz) ? (
        <ReviewReport file={file} report={report} result={result} />
      ) : null}
      {result.node}
    </section>
  );
}

/** The completion phase: shown once the contract is concluded. */
export function CompletionPanel({ file }: { file: ApplicationFile }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = resolveLanguage(i18n.language);
  if (screenAccess('completion', file.statusz) === 'closed') return null;
  return (
    <Card>
      <H2>{t('completion.title')}</H2>
      {file.zaroBeszamolok.length === 0 ? (
        <p>{t('completion.none')}</p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th scope="col">{t('completion.nameColumn')}</th>
              <th scope="col">{t('completion.due')}</th>
              <th scope="col">{t('completion.state')}</th>
              <th scope="col">{t('completion.submitted')}</th>
            </tr>
          </thead>
          <tbody>
            {file.zaroBeszamolok.map((report) => (
              <tr key={report.id}>
                <td>{report.megnevezes}</td>
                <td>
                  <time dateTime={report.hatarido}>{formatDate(report.hatarido, language)}</time>
                </td>
                <td>{t(`completion.states.${report.statusz}`)}</td>
                <td>{report.benyujtva ? formatDateTime(report.benyujtva, language) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {file.zaroBeszamolok.map((report) => (
        <ReportDetail key={report.id} file={file} report={report} />
      ))}
      {file.jogok.esemenyKuldes ? <OpenReport file={file} /> : <p>{t('contract.readOnly')}</p>}
    </Card>
  );
}
