/**
 * File lists ("ui:field": "fileList" on an array with the fileList / requiredFileList rule):
 * choosing files adds {name, size, type} entries at once, so size and extension are checked
 * while the user is still here; `formContext.uploadFile(file)` (when given) uploads each one
 * and its answer's id is stored with it. Each entry can be removed; its errors show beside it.
 */
import { memo, useCallback, useId, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { Button, FileInput, Intent } from '@blueprintjs/core';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { formatNumber } from '../../../../../shared/format.ts';
import { translateErrorMessage } from '../../error-messages.ts';
import { translateLabel } from '../../translate.ts';

export interface FileEntry {
  id?: string;
  name: string;
  size: number;
  type?: string;
}

/** Uploads one chosen file; resolves to the server's id for it. */
export type UploadFile = (file: File) => Promise<{ id: string }>;

function itemErrors(errorSchema: ErrorSchema | undefined, index: number): string[] {
  const item = (
    errorSchema as Record<number, Record<string, { __errors?: string[] }>> | undefined
  )?.[index];
  if (!item) return [];
  return [...(item.name?.__errors ?? []), ...(item.size?.__errors ?? [])];
}

function FileListFieldBase({
  schema,
  formData,
  onChange,
  fieldPathId,
  errorSchema,
  disabled,
  readonly,
  required,
  registry,
  name,
}: FieldProps<FileEntry[]>) {
  const { t, i18n } = useFormTranslation();
  const files = Array.isArray(formData) ? formData : [];
  // Uploads finish later: their callbacks must change the list as it is then, not as it was.
  const latest = useRef(files);
  useLayoutEffect(() => {
    latest.current = files;
  });
  const extensions = Array.isArray(schema['x-extensions'])
    ? (schema['x-extensions'] as string[])
    : [];
  const upload = registry.formContext?.uploadFile as UploadFile | undefined;
  const inputId = fieldPathId.$id;
  const helpId = useId();
  const path = fieldPathId.path;

  const handleFiles = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = [...(event.target.files ?? [])];
      event.target.value = '';
      const added: FileEntry[] = chosen.map((file) => ({
        name: file.name,
        size: file.size,
        type: file.type || undefined,
      }));
      const next = [...latest.current, ...added];
      onChange(next, path);
      if (!upload) return;
      chosen.forEach((file, offset) => {
        const entry = added[offset]!;
        upload(file).then(
          ({ id }) =>
            onChange(
              latest.current.map((item) => (item === entry ? { ...item, id } : item)),
              path,
            ),
          () =>
            onChange(
              latest.current.filter((item) => item !== entry),
              path,
            ),
        );
      });
    },
    [onChange, path, upload],
  );

  const remove = useCallback(
    (index: number) =>
      onChange(
        latest.current.filter((_, at) => at !== index),
        path,
      ),
    [onChange, path],
  );
  const title = typeof schema.title === 'string' ? schema.title : name;
  return (
    <div className="schema-form-file-list bp6-form-group">
      <label className="bp6-label" htmlFor={inputId}>
        {translateLabel(title, t)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <FileInput
        inputProps={{
          id: inputId,
          multiple: true,
          accept: extensions.map((extension) => `.${extension}`).join(',') || undefined,
          'aria-describedby': helpId,
        }}
        text={t('form:theme.chooseFiles')}
        buttonText={t('form:theme.browse')}
        disabled={disabled || readonly}
        onInputChange={handleFiles}
        fill
      />
      <div id={helpId} className="bp6-form-helper-text">
        {extensions.length > 0
          ? t('form:theme.allowedExtensions', { extensions: extensions.join(', ') })
          : null}
      </div>
      <ul className="schema-form-files">
        {files.map((file, index) => {
          const errors = itemErrors(errorSchema as ErrorSchema | undefined, index);
          return (
            <li
              key={`${file.name}-${index}`}
              className={errors.length > 0 ? 'bp6-intent-danger' : undefined}
            >
              <span>{file.name}</span>{' '}
              <span className="bp6-text-muted">
                (
                {formatNumber(
                  Math.ceil(file.size / 1024),
                  '0,0',
                  i18n.language === 'en' ? 'en' : 'hu',
                )}{' '}
                kB)
              </span>
              {file.id === undefined && upload ? (
                <span className="bp6-text-muted"> {t('form:theme.uploading')}</span>
              ) : null}
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                intent={Intent.DANGER}
                aria-label={t('form:theme.removeFile', { name: file.name })}
                disabled={disabled || readonly}
                onClick={() => remove(index)}
              />
              {errors.map((error, at) => (
                <div key={at} className="schema-form-error bp6-form-helper-text" role="alert">
                  {translateErrorMessage(error, t, i18n.language)}
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const FileListField = memo(FileListFieldBase);
