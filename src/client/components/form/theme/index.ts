/**
 * The Blueprint theme for rjsf, package-style (as rjsf's own theme packages): one folder per
 * widget or template, collected here. Every widget and template is React.memo'd so a keystroke
 * re-renders the field it touched, not the several hundred around it.
 */
import { createElement, type MemoExoticComponent, type ReactElement } from 'react';
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  TemplatesType,
  Widget,
  WidgetProps,
} from '@rjsf/utils';
import type { ThemeProps } from '@rjsf/core';
import { BaseInputTemplate } from './base-input/base-input-template.tsx';
import { ButtonTemplates } from './buttons/button-templates.tsx';
import { CaptchaWidget } from './captcha/captcha-widget.tsx';
import { CheckboxWidget } from './checkbox/checkbox-widget.tsx';
import { dateWidget, deferred, inputStandIn, searchableSelectWidget } from './deferred.ts';
import { DescriptionFieldTemplate } from './description-field/description-field-template.tsx';
import { ErrorListTemplate } from './error-list/error-list-template.tsx';
import { FieldTemplate } from './field/field-template.tsx';
import { FieldErrorTemplate } from './field-error/field-error-template.tsx';
import { FieldHelpTemplate } from './field-help/field-help-template.tsx';
import { ObjectFieldTemplate } from './object-field/object-field-template.tsx';
import { RadioWidget } from './radio/radio-widget.tsx';
import { TitleFieldTemplate } from './title-field/title-field-template.tsx';

const ArrayFieldTemplate = deferred<ArrayFieldTemplateProps>('ArrayFieldTemplate');
const ArrayFieldItemTemplate = deferred<ArrayFieldItemTemplateProps>('ArrayFieldItemTemplate');

export function generateTemplates(): Partial<TemplatesType> {
  return {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    ButtonTemplates,
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
  };
}

/**
 * rjsf accepts only plain function components as widgets (its React.memo check predates React
 * 19), so each memoised widget gets a thin function in front; the memoised body still skips
 * re-rendering when its props are unchanged.
 */
function asWidget(
  Memoised: MemoExoticComponent<(props: WidgetProps) => ReactElement | null>,
): Widget {
  const Wrapper = (props: WidgetProps) => createElement(Memoised, props);
  Wrapper.displayName = `Widget(${Memoised.displayName ?? 'memo'})`;
  return Wrapper;
}

const DateWidget = dateWidget.Component;
const SearchableSelectWidget = searchableSelectWidget.Component;

/** Widget names a UI schema may use (`"ui:widget": "amount"`), besides rjsf's text/password/email. */
export function generateWidgets(): RegistryWidgetsType {
  const checkbox = asWidget(CheckboxWidget);
  const radio = asWidget(RadioWidget);
  const select = deferred<WidgetProps>('SelectWidget', inputStandIn);
  const textarea = deferred<WidgetProps>('TextareaWidget', inputStandIn);
  const date = DateWidget;
  return {
    CheckboxWidget: checkbox,
    RadioWidget: radio,
    SelectWidget: select,
    TextareaWidget: textarea,
    DateWidget: date,
    checkbox,
    radio,
    select,
    textarea,
    date,
    amount: deferred<WidgetProps>('AmountWidget', inputStandIn),
    'searchable-select': SearchableSelectWidget,
    captcha: asWidget(CaptchaWidget),
  };
}

/**
 * Custom fields a UI schema may name (`"ui:field": "fileList"` or `"searchable-select"`), and
 * rjsf's ArrayField and MultiSchemaField from the extras chunk (vite.config.ts drops rjsf's
 * static copies).
 */
export function generateFields(): RegistryFieldsType {
  return {
    ArrayField: deferred<FieldProps>('ArrayField'),
    AnyOfField: deferred<FieldProps>('MultiSchemaField'),
    OneOfField: deferred<FieldProps>('MultiSchemaField'),
    fileList: deferred<FieldProps>('FileListField'),
    choiceList: deferred<FieldProps>('ChoiceListField'),
    'searchable-select': deferred<FieldProps>('SearchableSelectField'),
  };
}

/** The theme: pass to rjsf's `withTheme`. */
export function generateTheme(): ThemeProps {
  return { templates: generateTemplates(), widgets: generateWidgets(), fields: generateFields() };
}
