/**
 * The theme parts in the lazily loaded extras chunk (see deferred.ts): none of them appears on
 * the sign-in forms (registration's radio group stays in the main chunk). rjsf's own ArrayField and MultiSchemaField are here too; vite.config.ts keeps rjsf's static copy
 * out of the main chunk.
 */
export { default as ArrayField } from '@rjsf/core/lib/components/fields/ArrayField.js';
export { default as MultiSchemaField } from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
export { AmountWidget } from './amount/amount-widget.tsx';
export { ArrayFieldItemTemplate } from './array-field/array-field-item-template.tsx';
export { ArrayFieldTemplate } from './array-field/array-field-template.tsx';
export { ChoiceListField } from './choice-list/choice-list-field.tsx';
export { FileListField } from './file-list/file-list-field.tsx';
export { SearchableSelectField } from './searchable-select/searchable-select-field.tsx';
export { SelectWidget } from './select/select-widget.tsx';
export { TextareaWidget } from './textarea/textarea-widget.tsx';
