/**
 * The public form component: a schema file rendered with the Blueprint theme and validated by
 * its precompiled validator (no ajv compiler in the browser).
 *
 *   <SchemaForm formId="login" formData={data} onChange={setData} onSubmit={signIn} liveValidate />
 *   <SchemaForm schemaKey="calls/szallashely-fejlesztesi-hitel-2026/custom-fields" … />
 *
 * `SchemaFormView` takes the schema, UI schema and validator functions directly (call custom
 * fields already loaded, stories, tests). See README.md in this folder.
 */
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { Spinner } from '@blueprintjs/core';
import Form, { withTheme, type IChangeEvent } from '@rjsf/core';
import type {
  ErrorSchema,
  ErrorTransformer,
  RJSFSchema,
  RegistryWidgetsType,
  UiSchema,
} from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useTranslation } from 'react-i18next';
import type { FormId } from '../../../../schemas/registry.ts';
import type { FieldError } from '../../../shared/validation/messages.ts';
import { schemaForms } from '../../generated/schema-forms.ts';
import { busyGuardHandlers } from './busy-guard.ts';
import { encodeFieldError } from './error-messages.ts';
import { ReachedFields } from './reached-fields.ts';
import deepEquals from './trim/deep-equals.ts';
import type { GeneratedForm } from './generated-form.ts';
import { type FormPart, loadFormParts, preloadFormParts } from './theme/deferred.ts';
import { generateTheme } from './theme/index.ts';
import type {
  LoadedOption,
  OptionLoader,
  OptionLookup,
} from './theme/searchable-select/option-loaders.ts';
import type { UploadFile } from './theme/file-list/file-list-field.tsx';
import type { RenderCaptcha } from './theme/captcha/captcha-widget.tsx';
import type { Choice } from './theme/choice-list/choice-list-field.tsx';
import { ID_PREFIX, ID_SEPARATOR } from './theme/field-ids.ts';
import { FormTranslationContext } from './theme/form-translation.ts';
import { rjsfTranslateString } from './translate.ts';
import { precompiledValidator } from './validator.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the form layout styles
import './schema-form.css';

const ThemedForm = withTheme(generateTheme());

const DEFAULT_FORM_STATE = {
  constAsDefaults: 'skipOneOf',
  requiredBooleanDefault: 'skip',
} as const;

/** What widgets may need from the page: loaders, the upload, the human check. */
export interface SchemaFormContext {
  /** Overrides of the searchable-select loaders ('teaor', 'countries', 'settlements', …). */
  optionLoaders?: Record<string, OptionLoader>;
  /** Overrides of the lookups that label a stored id (by loader name; see OptionLookup). */
  optionLookups?: Record<string, OptionLookup>;
  /**
   * Told of each option a person picks in a searchable select (by loader name), before the
   * field changes: the page can use what the option carries beyond its id (a settlement's
   * postcode).
   */
  onOptionChosen?: (loader: string, option: LoadedOption) => void;
  /** Uploads a chosen file of a file list. */
  uploadFile?: UploadFile;
  /** Renders the human check of 'captcha' widgets. */
  renderCaptcha?: RenderCaptcha;
  /** The choices of 'choiceList' fields, by their `ui:options.choices` name. */
  choices?: Record<string, Choice[]>;
}

export interface SchemaFormViewProps<T = Record<string, unknown>> {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** The precompiled validator functions of this schema (src/client/generated). */
  validateFns: ValidatorFunctions;
  formData?: T;
  onChange?: (formData: T) => void;
  /** Called with valid data only. */
  onSubmit?: (formData: T) => void;
  /**
   * Validate on every change (spec: the forgotten-password form), or when a changed field is
   * left ('onBlur'), rather than only on submit.
   */
  liveValidate?: boolean | 'onBlur';
  /**
   * The message of each `pattern` by dotted field path ('group.field'), already in the user's
   * language: a call's custom field carries its regexp's message as data (spec section 5), which
   * no validators.* key can say.
   */
  patternMessages?: Readonly<Record<string, string>>;
  /**
   * Busy (a submit or save runs): the fields keep the focus and stay in the tab order, but
   * nothing changes them and the form does not submit again (busy-guard.ts). Not rjsf's
   * `disabled`, which would drop the focus to the page's body.
   */
  disabled?: boolean;
  readonly?: boolean;
  /** Errors from the server, e.g. `fieldErrorsToErrorSchema(fieldErrors)`. */
  extraErrors?: ErrorSchema;
  /** Show the errors of the initial data at once (stories, reopening a saved draft). */
  validateOnMount?: boolean;
  formContext?: SchemaFormContext;
  /** Extra or replacement widgets (e.g. a page-specific captcha). */
  widgets?: RegistryWidgetsType;
  /** Replaces the submit button (rjsf children). */
  children?: ReactNode;
  /** The HTML id of the <form>. */
  id?: string;
}

/** Server-side field errors (src/shared/validation toFieldErrors) as rjsf `extraErrors`. */
export function fieldErrorsToErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    let node = root;
    for (const segment of error.path.split('.').filter(Boolean)) {
      node = (node[segment] ??= {}) as Record<string, unknown>;
    }
    ((node.__errors ??= []) as string[]).push(encodeFieldError(error));
  }
  return root as ErrorSchema;
}

/**
 * Replaces the catalogue message of a failed `pattern` with the field's own message (literal
 * text passes the theme's translation unchanged), so it shows while typing as after a save.
 */
export function patternMessageTransformer(
  messages: Readonly<Record<string, string>>,
): ErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      if (error.name !== 'pattern') return error;
      const path = (error.property ?? '').replace(/^\./, '');
      const message = messages[path];
      return message ? { ...error, message, stack: `${path} ${message}` } : error;
    });
}

/**
 * The `formData` to give rjsf. rjsf derives its whole state again (defaults, the resolved schema,
 * deep comparisons of its props and state) whenever a prop changes, and a controlled parent hands
 * every change straight back as `formData`: each keystroke would pay for that twice. Data equal
 * to what rjsf itself last reported is therefore not handed back (rjsf already holds it); any
 * other data from the parent goes through. Whenever another prop changes rjsf derives its state
 * again from the `formData` it is given, so it then gets the newest data there is: the parent's,
 * if the parent gave new data since, or else what rjsf last reported. That lets a page leave the
 * values to rjsf (give its initial data once, read the changes from `onChange`) and not render
 * again on every keystroke, without a later prop change (a save's errors, a busy button) putting
 * the older data it gave back into the fields. Equality is rjsf's own (deepEquals; in the browser
 * bundle the same trim/deep-equals.ts).
 */
function useFormDataForRjsf<T>(
  formData: T | undefined,
  reported: { readonly current: { data: T | undefined } | null },
  otherProps: Record<string, unknown>,
): T | undefined {
  const [given, setGiven] = useState({ formData, otherProps, handed: formData });
  if (given.formData === formData && given.otherProps === otherProps) return given.handed;
  const latest = reported.current;
  const isEcho = latest !== null && (formData === latest.data || deepEquals(formData, latest.data));
  if (formData !== given.formData && !isEcho) {
    setGiven({ formData, otherProps, handed: formData });
    return formData;
  }
  if (!deepEquals(given.otherProps, otherProps)) {
    const handed = latest === null ? given.handed : latest.data;
    setGiven({ formData, otherProps, handed });
    return handed;
  }
  return given.handed;
}

/** A schema form from its parts. */
function SchemaFormViewBase<T = Record<string, unknown>>(props: SchemaFormViewProps<T>) {
  const {
    schema,
    uiSchema,
    validateFns,
    formData,
    onChange,
    onSubmit,
    liveValidate,
    patternMessages,
    disabled,
    readonly,
    extraErrors,
    validateOnMount,
    formContext,
    widgets,
    children,
    id,
  } = props;
  const { t, i18n } = useTranslation();
  // The theme's templates and widgets translate with this (theme/form-translation.ts).
  const translation = useMemo(() => ({ t, i18n }), [t, i18n]);
  const formRef = useRef<Form<T>>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const validator = useMemo(() => precompiledValidator(validateFns, schema), [validateFns, schema]);
  // react-i18next gives a new `t` when the language changes, so rjsf's strings follow it.
  const translateString = useMemo(() => rjsfTranslateString(t), [t]);

  useEffect(() => {
    if (validateOnMount) formRef.current?.validateForm();
  }, [validateOnMount]);

  // After a failed submit the summary takes the focus, so keyboard and screen-reader users learn
  // what to fix; its links then take them to each field.
  useEffect(() => {
    if (failedSubmits === 0) return;
    containerRef.current?.querySelector<HTMLElement>('.schema-form-error-summary')?.focus();
  }, [failedSubmits]);

  // What rjsf last reported: a ref, not state, so a keystroke renders rjsf's fields and not this
  // component (nor, with a page that keeps its values out of its state, the page).
  const reported = useRef<{ data: T | undefined } | null>(null);
  // Fields show their messages once reached (left or changed), all of them after a submit
  // attempt (reached-fields.ts).
  const [reached] = useState(() => new ReachedFields(validateOnMount));
  const handleChange = useCallback(
    (event: IChangeEvent<T>, fieldId?: string) => {
      reached.reach(fieldId);
      reported.current = { data: event.formData };
      onChange?.(event.formData as T);
    },
    [onChange, reached],
  );
  // rjsf calls this before it validates the blurred field's form.
  const handleBlur = useCallback((fieldId: string) => reached.reach(fieldId), [reached]);
  // A change is validated (liveValidate) before rjsf reports it with its id, so a text box's
  // first keystroke marks its field here, in the capture phase, before rjsf sees it.
  const reachChanged = useCallback(
    (event: ChangeEvent<HTMLDivElement>) => reached.reach((event.target as HTMLElement).id),
    [reached],
  );
  // The capture phase runs before rjsf's own submit handler validates.
  const reachAllOnSubmit = useCallback(() => reached.reachAll(), [reached]);
  const handleSubmit = useCallback(
    (event: IChangeEvent<T>) => {
      reached.reset();
      onSubmit?.(event.formData as T);
    },
    [onSubmit, reached],
  );
  const handleError = useCallback(() => setFailedSubmits((count) => count + 1), []);
  const transformErrors = useMemo(
    () => reached.transformer(patternMessages && patternMessageTransformer(patternMessages)),
    [patternMessages, reached],
  );
  const showErrorList = failedSubmits > 0 || validateOnMount ? 'top' : false;
  const rjsfFormData = useFormDataForRjsf(formData, reported, {
    id,
    schema,
    uiSchema,
    validator,
    liveValidate,
    readonly,
    extraErrors,
    formContext,
    widgets,
    translateString,
    transformErrors,
    showErrorList,
    children,
  });

  return (
    <div
      ref={containerRef}
      className="schema-form"
      aria-busy={disabled || undefined}
      onChangeCapture={reachChanged}
      onSubmitCapture={reachAllOnSubmit}
      {...(disabled ? busyGuardHandlers : undefined)}
    >
      <FormTranslationContext value={translation}>
        <ThemedForm
          ref={formRef as never}
          id={id}
          schema={schema}
          uiSchema={uiSchema}
          formData={rjsfFormData}
          validator={validator}
          onChange={handleChange}
          onSubmit={handleSubmit}
          onError={handleError}
          onBlur={handleBlur}
          liveValidate={
            liveValidate === 'onBlur' ? 'onBlur' : liveValidate ? 'onChange' : undefined
          }
          transformErrors={transformErrors}
          readonly={readonly}
          extraErrors={extraErrors}
          formContext={formContext}
          widgets={widgets}
          translateString={translateString}
          showErrorList={showErrorList}
          noHtml5Validate
          // A required choice written as oneOf/const starts empty: rjsf would otherwise take the
          // first option as a default ("Szálloda" preselected; issue 20, item 8). So does a
          // required yes/no: rjsf would answer it "no" (the loan claim's treasury circle).
          experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
          idPrefix={ID_PREFIX}
          idSeparator={ID_SEPARATOR}
        >
          {children ?? undefined}
        </ThemedForm>
      </FormTranslationContext>
    </div>
  );
}

/**
 * Memoised: a page that renders again with the same props (a draft save's answer put into its
 * cached application) does not make the form compare its props deeply, nor rjsf its own, in the
 * moment the next keystroke may arrive (issue 17). Pages give stable props (memoised handlers).
 */
export const SchemaFormView = memo(SchemaFormViewBase) as typeof SchemaFormViewBase;

const loaded = new Map<string, GeneratedForm>();
const loading = new Map<string, Promise<GeneratedForm>>();

/** The key of a form's schema file: 'login' → 'forms/login/login'. */
export function formKey(formId: FormId | string): string {
  return `forms/${formId}/${formId}`;
}

/** Loads a generated form module (cached); pages may call it early to avoid a spinner. */
export function loadSchemaForm(schemaKey: string): Promise<GeneratedForm> {
  const done = loaded.get(schemaKey);
  if (done) return Promise.resolve(done);
  let pending = loading.get(schemaKey);
  if (!pending) {
    const importer = schemaForms[schemaKey];
    if (!importer)
      return Promise.reject(
        new Error(`No generated form for schema "${schemaKey}"; run node scripts/generate.mjs`),
      );
    pending = importer().then(async (module) => {
      const form = module.default;
      // The lazily loaded widgets arrive with the forms that show them: nothing renders a
      // stand-in, and nothing mounts late under the first keystrokes.
      await loadFormParts(form.schema, form.uiSchema);
      loaded.set(schemaKey, form);
      return form;
    });
    loading.set(schemaKey, pending);
  }
  return pending;
}

/**
 * For route loaders (issue 17): starts a form's module and the lazily loaded parts it shows side
 * by side — `loadSchemaForm` alone learns the parts from the module, one round trip later. A
 * failure is the form's own load's to report.
 */
export function preloadSchemaForm(schemaKey: string, parts: readonly FormPart[]): void {
  loadSchemaForm(schemaKey).catch(() => {});
  preloadFormParts(parts).catch(() => {});
}

/** The generated form of a schema key, or null while it loads. Errors reach the error boundary. */
export function useSchemaForm(schemaKey: string): GeneratedForm | null {
  const [form, setForm] = useState<GeneratedForm | null>(() => loaded.get(schemaKey) ?? null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    let active = true;
    loadSchemaForm(schemaKey).then(
      (next) => active && setForm(next),
      (failure: unknown) => active && setError(failure as Error),
    );
    return () => {
      active = false;
    };
  }, [schemaKey]);
  if (error) throw error;
  return form && form.key === schemaKey ? form : null;
}

export type SchemaFormProps<T = Record<string, unknown>> = Omit<
  SchemaFormViewProps<T>,
  'schema' | 'uiSchema' | 'validateFns'
> &
  ({ formId: FormId; schemaKey?: never } | { schemaKey: string; formId?: never });

/** A form of schemas/forms/<formId>/ (or any schema file by key), loaded on demand. */
export function SchemaForm<T = Record<string, unknown>>(props: SchemaFormProps<T>) {
  const { formId, schemaKey, ...rest } = props;
  const key = schemaKey ?? formKey(formId!);
  const form = useSchemaForm(key);
  const { t } = useTranslation();
  if (!form) return <Spinner size={24} aria-label={t('form:theme.loading')} />;
  return (
    <SchemaFormView<T>
      {...rest}
      schema={form.schema}
      uiSchema={form.uiSchema}
      validateFns={form.validateFns}
    />
  );
}
