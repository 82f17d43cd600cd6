/** The form engine's public surface (see README.md). */
export {
  SchemaForm,
  SchemaFormView,
  fieldErrorsToErrorSchema,
  formKey,
  loadSchemaForm,
  preloadSchemaForm,
  useSchemaForm,
} from './schema-form.tsx';
export type { SchemaFormContext, SchemaFormProps, SchemaFormViewProps } from './schema-form.tsx';
export type { GeneratedForm } from './generated-form.ts';
export { generateTheme } from './theme/index.ts';
export { formParts, loadFormParts } from './theme/deferred.ts';
export type { FormPart } from './theme/deferred.ts';
export type { OptionLoader, LoadedOption } from './theme/searchable-select/option-loaders.ts';
export type { UploadFile, FileEntry } from './theme/file-list/file-list-field.tsx';
export type { RenderCaptcha } from './theme/captcha/captcha-widget.tsx';
export { translateErrorMessage } from './error-messages.ts';
export { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
export type { UnsavedChangesGuardProps } from './unsaved-changes-guard.tsx';
