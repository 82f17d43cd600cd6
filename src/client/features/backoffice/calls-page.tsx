/**
 * /backoffice/felhivasok and /backoffice/felhivasok/:azonosito: the call editors' page (issue 15
 * item 5, decision 0017). Lists the call folders the server loaded and the problems of the
 * folders on disk now (what the next start would refuse), and previews one call in Hungarian or
 * English, chosen on the page: its custom-field form rendered and validated exactly as the
 * applicant's screen does (the same precompiled validator), the knock-out criteria, the
 * documents and the statements.
 */
import { Button, Callout, Card, H2, H3, HTMLTable, SegmentedControl, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SchemaFormView, useSchemaForm } from '../../components/form/index.ts';
import type { CallDetail } from '../../application/api/types.ts';
import { patternMessagesOf, translateCustomFieldUi } from '../../application/custom-field-texts.ts';
import { useCallFolders } from './api/get-call-folders.ts';
import { useCallPreview } from './api/get-call-preview.ts';
import type { CallFolder, CallFolderProblem } from './api/types.ts';
import { BackOfficeNav } from './components/back-office-nav.tsx';
import { BackOfficeRequired, useBackOfficeTexts } from './components/back-office-gate.tsx';
// oxlint-disable-next-line import/no-unassigned-import
import './backoffice.css';

type Language = 'hu' | 'en';
type JsonObject = Record<string, unknown>;

function Problems({ problems }: { problems: CallFolderProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="backoffice-problems">
      {problems.map((problem) => (
        <li key={`${problem.fajl}:${problem.problema}`}>
          <code>{problem.fajl}</code>: {problem.problema}
        </li>
      ))}
    </ul>
  );
}

function FolderList({ folders, language }: { folders: CallFolder[]; language: Language }) {
  const { t } = useTranslation('backoffice');
  return (
    <div className="table-scroll" role="region" aria-label={t('calls.caption')} tabIndex={0}>
      <HTMLTable striped className="backoffice-calls">
        <caption className="visually-hidden">{t('calls.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('calls.columns.name')}</th>
            <th scope="col">{t('calls.columns.status')}</th>
            <th scope="col">{t('calls.columns.disk')}</th>
            <th scope="col">{t('calls.columns.problems')}</th>
          </tr>
        </thead>
        <tbody>
          {folders.map((folder) => (
            <tr key={folder.azonosito}>
              <td>
                {folder.betoltve ? (
                  <Link to={`/backoffice/felhivasok/${folder.azonosito}`}>
                    {folder.nev[language]}
                  </Link>
                ) : (
                  folder.nev[language]
                )}
                <br />
                <small>{folder.azonosito}</small>
              </td>
              <td>
                {folder.statusz ? t(`calls.status.${folder.statusz}`) : ''}
                {folder.aktiv ? null : (
                  <>
                    {' '}
                    <Tag minimal>{t('calls.inactive')}</Tag>
                  </>
                )}
              </td>
              <td>
                <Tag minimal intent={folder.lemezen === 'INVALID' ? 'danger' : 'none'}>
                  {t(`calls.disk.${folder.lemezen}`)}
                </Tag>
              </td>
              <td>
                {folder.problemak.length === 0 ? (
                  t('calls.noProblems')
                ) : (
                  <Problems problems={folder.problemak} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The call's custom-field form as the applicant sees it; "check" validates like a save. */
function FormPreview({ call, language }: { call: CallDetail; language: Language }) {
  const { t } = useTranslation('backoffice');
  const generated = useSchemaForm(call.egyediMezok.formKey);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [valid, setValid] = useState(false);
  const uiSchema = useMemo(
    () =>
      generated && language === 'en'
        ? translateCustomFieldUi(
            generated.schema as JsonObject,
            generated.uiSchema as JsonObject,
            call.teljesSzovegek.en,
          )
        : generated?.uiSchema,
    [generated, language, call],
  );
  if (!generated) return null;
  return (
    <>
      <SchemaFormView
        // A new form per language: rjsf keeps its titles from the first render otherwise.
        key={language}
        schema={generated.schema}
        uiSchema={uiSchema}
        validateFns={generated.validateFns}
        liveValidate="onBlur"
        patternMessages={patternMessagesOf(call.teljesSzovegek[language])}
        formData={values}
        onChange={(next) => {
          setValues(next);
          setValid(false);
        }}
        onSubmit={() => setValid(true)}
      >
        <Button type="submit">{t('calls.check')}</Button>
      </SchemaFormView>
      {valid ? (
        <Callout intent="success" role="status">
          {t('calls.valid')}
        </Callout>
      ) : null}
    </>
  );
}

function Preview({ identifier }: { identifier: string }) {
  const { t, i18n } = useTranslation(['backoffice', 'calls']);
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'hu');
  const { data: call, isError } = useCallPreview(identifier);
  const folders = useCallFolders().data;
  const folder = folders?.mappak.find((candidate) => candidate.azonosito === identifier);
  if (isError) return <Callout intent="danger">{t('calls.loadFailed')}</Callout>;
  if (!call) return null;
  const texts = call.teljesSzovegek[language];
  return (
    <>
      <p>
        <Link to="/backoffice/felhivasok">{t('calls.back')}</Link>
      </p>
      <div className="backoffice-language">
        <span id="preview-language">{t('calls.language')}</span>
        <SegmentedControl
          aria-labelledby="preview-language"
          options={[
            { label: 'Magyar', value: 'hu' },
            { label: 'English', value: 'en' },
          ]}
          value={language}
          onValueChange={(value) => setLanguage(value as Language)}
        />
      </div>
      <div lang={language} className="backoffice-preview">
        <H2>{texts.name}</H2>
        <p>{texts.summary}</p>
        {folder && folder.problemak.length > 0 ? (
          <Callout intent="danger" title={t('calls.problemsTitle')}>
            <Problems problems={folder.problemak} />
          </Callout>
        ) : null}
        <Card>
          <H3>{t('calls.customFields')}</H3>
          <FormPreview call={call} language={language} />
        </Card>
        <Card>
          <H3>{t('calls.knockOut')}</H3>
          <ol>
            {call.kizaroFeltetelek.map((criterion) => (
              <li key={criterion.id}>{texts.knockOut[criterion.id]}</li>
            ))}
          </ol>
        </Card>
        <Card>
          <H3>{t('calls.documents')}</H3>
          <ul>
            {call.dokumentumok.map((document) => (
              <li key={document.category.code}>
                <strong>{document.category.name[language]}</strong>
                {document.requiredForCall ? ` (${t('calls.required')})` : ''}
                {' – '}
                {document.allowedExtensions.join(', ')}
                {document.note?.[language] ? <div>{document.note[language]}</div> : null}
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <H3>{t('calls.statements')}</H3>
          <ul>
            {call.nyilatkozatok.map((statement) => (
              <li key={statement.id}>
                {texts.statements[statement.id]}
                {statement.required ? ` (${t('calls.required')})` : ''}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}

function Folders() {
  const { t, i18n } = useTranslation('backoffice');
  const language: Language = i18n.language === 'en' ? 'en' : 'hu';
  const { data, isError } = useCallFolders();
  if (isError) return <Callout intent="danger">{t('calls.loadFailed')}</Callout>;
  if (!data) return null;
  return (
    <>
      <p>{t('calls.intro')}</p>
      {data.altalanosProblemak.length > 0 ? (
        <Callout intent="danger" title={t('calls.problemsTitle')}>
          <Problems problems={data.altalanosProblemak} />
        </Callout>
      ) : null}
      <FolderList folders={data.mappak} language={language} />
    </>
  );
}

export function BackOfficeCallsPage() {
  const ready = useBackOfficeTexts();
  const { t } = useTranslation('backoffice');
  const { azonosito } = useParams();
  if (!ready) return null;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{azonosito ? t('calls.previewTitle') : t('calls.title')}</h1>
      <BackOfficeRequired>
        <BackOfficeNav />
        {azonosito ? <Preview identifier={azonosito} /> : <Folders />}
      </BackOfficeRequired>
    </section>
  );
}
