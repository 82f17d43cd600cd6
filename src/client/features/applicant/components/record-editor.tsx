/**
 * The editor of an applicant's child records (addresses, owners, contacts, financial years): a
 * table of the saved records with edit and delete, and the record's schema form for adding or
 * editing one. A 409 keeps the typed values and offers the latest version.
 *
 * The focus follows the form by keyboard (issue 20): "Add" and "Edit" put it on the form's first
 * field, and a save or "Cancel" back on "Add", as the control that had it is gone.
 */
import { Button, ButtonGroup, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormId } from '../../../../../schemas/registry.ts';
import {
  type SchemaFormContext,
  SchemaForm,
  UnsavedChangesGuard,
} from '../../../components/form/index.ts';
import { deepEquals } from '@rjsf/utils';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { showToast } from '../../../lib/toaster.tsx';
import { type ChildResource, type Versioned, useChildRecords } from '../api/child-records.ts';
import { saveFailureKey } from './save-failure.ts';
import { httpStatusOf } from '../api/http-status.ts';
import { ConflictCallout } from './conflict-callout.tsx';
import { withoutEmpty } from './without-empty.ts';

export interface Column<T> {
  label: string;
  value: (record: T) => ReactNode;
}

export interface RecordEditorProps<T extends Versioned> {
  applicantId: number;
  resource: ChildResource<T>;
  formId: FormId;
  title: string;
  columns: Column<T>[];
  /** A blank record for "add". */
  blank: () => T;
  /** Converts a record to the form's data (e.g. drops fields the form does not show). */
  toFormData?: (record: T) => Record<string, unknown>;
  /** Merges the form's data back into the record (the inverse of toFormData). */
  fromFormData?: (record: T, data: Record<string, unknown>) => T;
  formContext?: SchemaFormContext;
  /** Below the table (e.g. the share total, the enterprise size). */
  footer?: (records: T[]) => ReactNode;
}

export function RecordEditor<T extends Versioned>(props: RecordEditorProps<T>) {
  const { t } = useTranslation('applicant');
  const { list, save, remove, refresh } = useChildRecords(props.resource, props.applicantId);
  const [editing, setEditing] = useState<T | null>(null);
  const [conflict, setConflict] = useState(false);
  // A record typed into and not saved: the guard asks before the page is left (issue 20, item 3).
  const [dirty, setDirty] = useState(false);
  // Where the focus goes once the next render shows it (the form loads its fields lazily).
  const focusNext = useRef<'form' | 'add' | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext.current === 'add' && addRef.current) {
      addRef.current.focus();
      focusNext.current = null;
    } else if (focusNext.current === 'form') {
      const field = formRef.current?.querySelector<HTMLElement>(
        'input:not([type="hidden"]):enabled, select:enabled, textarea:enabled',
      );
      if (field) {
        field.focus();
        focusNext.current = null;
      }
    }
  });
  const startEditing = (record: T | null) => {
    focusNext.current = record ? 'form' : 'add';
    setEditing(record);
    setDirty(false);
    setConflict(false);
  };
  const merge = (record: T, data: Record<string, unknown>): T =>
    props.fromFormData ? props.fromFormData(record, data) : ({ ...record, ...data } as T);

  const saveRecord = async (record: T): Promise<boolean> => {
    try {
      await save.mutateAsync(record);
      void showToast(t('page.saved'), 'success');
      startEditing(null);
      return true;
    } catch (error) {
      // The fields were disabled while saving: the focus goes back to the first one.
      focusNext.current = 'form';
      setEditing(record);
      if (httpStatusOf(error) === 409) setConflict(true);
      else void showToast(t(saveFailureKey(error)), 'danger');
      return false;
    }
  };

  const onSubmit = (data: Record<string, unknown>) => {
    if (editing) void saveRecord(merge(editing, data));
  };

  // After a conflict: take the latest version of this record, keep what was typed.
  const reload = async () => {
    await refresh();
    const fresh = await props.resource.list(props.applicantId);
    const latest = fresh.find((record) => record.id === editing?.id);
    if (editing && latest) setEditing({ ...editing, version: latest.version });
    setConflict(false);
  };

  const onDelete = (record: T) => {
    if (record.id === undefined) return;
    remove.mutate(record as T & { id: number }, {
      onSuccess: () => void showToast(t('page.deleted'), 'success'),
      onError: () => void showToast(t('page.saveFailed'), 'danger'),
    });
  };

  const records = list.data ?? [];
  const formData = editing
    ? withoutEmpty(
        props.toFormData ? props.toFormData(editing) : (editing as Record<string, unknown>),
      )
    : {};
  return (
    <section className="record-editor" aria-label={props.title}>
      <h2>{props.title}</h2>
      {list.isPending ? (
        <Spinner size={24} aria-label={t('page.loading')} />
      ) : records.length === 0 ? (
        <NonIdealState description={t('page.empty')} />
      ) : (
        // Wide tables scroll on their own at 390 px; the page does not (issue 20, item 9).
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        <div className="table-scroll" role="region" aria-label={props.title} tabIndex={0}>
          <HTMLTable striped compact className="record-table">
            <thead>
              <tr>
                {props.columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
                <th scope="col">
                  <span className="bp6-text-muted">{t('page.edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.id}>
                  {props.columns.map((column) => (
                    <td key={column.label}>{column.value(record)}</td>
                  ))}
                  <td>
                    <ButtonGroup variant="minimal">
                      <Button
                        icon="edit"
                        aria-label={t('page.edit')}
                        onClick={() => startEditing(record)}
                      />
                      <Button
                        icon="trash"
                        intent="danger"
                        aria-label={t('page.delete')}
                        onClick={() => onDelete(record)}
                      />
                    </ButtonGroup>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {props.footer?.(records)}
      {editing ? (
        <div className="record-form" ref={formRef}>
          {conflict ? <ConflictCallout onReload={() => void reload()} /> : null}
          <UnsavedChangesGuard dirty={dirty} onSave={() => saveRecord(editing)} />
          <SchemaForm
            formId={props.formId}
            formData={formData}
            onChange={(data) => {
              if (!deepEquals(data, formData)) setDirty(true);
              setEditing(merge(editing, data));
            }}
            onSubmit={onSubmit}
            disabled={save.isPending}
            formContext={props.formContext}
          >
            <ButtonGroup>
              <BusyButton
                type="submit"
                intent="primary"
                busy={save.isPending}
                text={t('page.save')}
              />
              <Button onClick={() => startEditing(null)} text={t('page.cancel')} />
            </ButtonGroup>
          </SchemaForm>
        </div>
      ) : (
        <Button
          ref={addRef}
          icon="add"
          intent="primary"
          onClick={() => startEditing(props.blank())}
          text={t('page.add')}
        />
      )}
      {list.isError ? <Callout intent="danger">{t('page.loadFailed')}</Callout> : null}
    </section>
  );
}
