/**
 * /attachments: every document of the selected application, grouped by the categories the call asks
 * for. Each category takes one file (a new upload becomes the next version) within its extension
 * whitelist and size limit, checked here for a quick answer and again by the server by content.
 * While a supplement is requested, only the categories it names take uploads and deletes (the
 * server refuses the rest, docs/decisions/0010); the others show why their controls are disabled.
 * Uploads run side by side; the controls stay usable (and keep the focus) while they do.
 */
import { Button, Card, FileInput, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApplicationScreen } from '../../components/supplement/application-screen.tsx';
import { problemOf } from '../../lib/problem.ts';
import { formatDateTime, formatNumber } from '../../../shared/format.ts';
import { resolveLanguage } from '../../../shared/i18n-languages.ts';
import { LockedNote } from '../../components/supplement/supplement-callout.tsx';
import { useSupplementLock } from '../../hooks/use-supplement-lock.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { showToast } from '../../lib/toaster.tsx';
import { useDeleteDocument } from './api/delete-document.ts';
import { type DocumentMetadata, useDocuments } from './api/get-documents.ts';
import { useUploadDocument } from './api/upload-document.ts';

/** The download address of a document: its latest version, or the one named. */
function downloadUrl(uuid: string, version?: number): string {
  const base = `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}/dokumentumok/${uuid}/tartalom`;
  return version === undefined ? base : `${base}?verzio=${version}`;
}

/**
 * The versions before the current one: when and by whom each was uploaded, its size and the
 * start of its SHA-256 (enough to tell two uploads apart), each downloadable.
 */
function EarlierVersions({ versions }: { versions: DocumentMetadata[] }) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  if (versions.length === 0) return null;
  return (
    <details className="document-versions">
      <summary>{t('documents.earlierVersions')}</summary>
      <ul>
        {versions.map((version) => (
          <li key={version.version} data-testid={`document-version-${version.version}`}>
            <a
              href={downloadUrl(version.uuid, version.version)}
              download
              aria-label={t('documents.downloadVersion', {
                version: version.version,
                filename: version.filename,
              })}
            >
              {t('documents.version', { version: version.version })}
            </a>{' '}
            · {version.filename} · {formatDateTime(version.uploadDate, language)} ·{' '}
            {version.uploaderName
              ? t('documents.uploadedBy', { name: version.uploaderName })
              : t('documents.unknownUploader')}{' '}
            ·{' '}
            {t('documents.size', {
              size: formatNumber(Math.ceil((version.size ?? 0) / 1024), '0,0', language),
            })}{' '}
            · <code>{t('documents.sha256', { hash: (version.sha256 ?? '').slice(0, 12) })}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The application's document categories with their uploads (exported for its component test). */
export function Documents({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation('calls');
  const language = resolveLanguage(i18n.language);
  const { data } = useDocuments(applicationId);
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const lock = useSupplementLock(applicationId);
  if (!data) return null;

  const onFile = (
    category: string,
    extensions: string[],
    maxBytes: number,
    file: File | undefined,
  ) => {
    if (!file) return;
    const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
    if (!extensions.includes(extension)) {
      void showToast(
        t('errors.fileExtensionError', { extensions: extensions.join(', ') }),
        'danger',
      );
      return;
    }
    if (file.size > maxBytes) {
      void showToast(
        t('errors.fileSizeLarge', { max: Math.round(maxBytes / 1024 / 1024) }),
        'danger',
      );
      return;
    }
    // Each upload answers for itself (mutate's callbacks would answer only the latest one).
    upload.mutateAsync({ applicationId, category, file }).then(
      () => void showToast(t('documents.uploaded'), 'success'),
      (error: unknown) =>
        void showToast(problemOf(error)?.message ?? t('documents.uploadFailed'), 'danger'),
    );
  };

  return (
    <ul className="document-list">
      {data.kovetelmenyek.map((requirement) => {
        const code = requirement.category.code;
        const current = data.dokumentumok.find((document) => document.documentType === code);
        const locked = lock.isReadOnly(`documents.${code}`);
        // The note explaining a locked category, named by its disabled controls.
        const lockedNoteId = locked ? `document-${code}-locked` : undefined;
        return (
          // The id is the anchor the supplement request's links point to (/attachments#CODE).
          <li key={code} id={code} data-testid={`document-${code}`}>
            <Card>
              <h2>
                {requirement.category.name[language]}{' '}
                {requirement.requiredForCall && (
                  <Tag intent="warning">{t('documents.required')}</Tag>
                )}{' '}
                {requirement.teljesitve && <Tag intent="success">{t('documents.present')}</Tag>}
              </h2>
              <p>{requirement.note[language] ?? requirement.category.note[language]}</p>
              <p>
                {t('documents.limits', {
                  extensions: requirement.allowedExtensions.join(', '),
                  max: formatNumber(requirement.maxSizeBytes / 1024 / 1024, '0,0', language),
                })}
              </p>
              {current && (
                <p>
                  <a href={downloadUrl(current.uuid)} download>
                    {current.filename}
                  </a>{' '}
                  · {t('documents.version', { version: current.version })} ·{' '}
                  {formatDateTime(current.uploadDate, language)} ·{' '}
                  {current.uploaderName
                    ? `${t('documents.uploadedBy', { name: current.uploaderName })} · `
                    : null}
                  <Tag minimal>{t(`documents.scan.${current.scanStatus}`)}</Tag>{' '}
                  {current.deletable && (
                    <Button
                      small
                      minimal
                      intent="danger"
                      icon="trash"
                      disabled={locked}
                      aria-describedby={lockedNoteId}
                      onClick={() => remove.mutate(current.uuid)}
                    >
                      {t('documents.delete')}
                    </Button>
                  )}
                </p>
              )}
              {current && <EarlierVersions versions={current.korabbiVerziok} />}
              {lockedNoteId && <LockedNote id={lockedNoteId} lock={lock} />}
              <FileInput
                text={current ? t('documents.replace') : t('documents.choose')}
                buttonText={t('documents.browse')}
                inputProps={{
                  accept: requirement.allowedExtensions
                    .map((extension) => `.${extension}`)
                    .join(','),
                  'aria-label': `${requirement.category.name[language]}: ${t('documents.choose')}`,
                  'aria-describedby': lockedNoteId,
                }}
                // Not disabled while an upload runs: a disabled control drops the focus to the
                // page's body, and the keyboard user who chose the file would be left nowhere.
                disabled={locked}
                onInputChange={(event) => {
                  const input = event.currentTarget as HTMLInputElement;
                  onFile(
                    code,
                    requirement.allowedExtensions,
                    requirement.maxSizeBytes,
                    input.files?.[0],
                  );
                  input.value = '';
                }}
              />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

export function AttachmentsPage() {
  const { t } = useTranslation('calls');
  return (
    <ApplicationScreen title={t('sections.documents')}>
      {(applicationId) => <Documents applicationId={applicationId} />}
    </ApplicationScreen>
  );
}
