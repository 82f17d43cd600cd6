/**
 * The Blueprint theme for rjsf, package-style (as rjsf's own theme packages): one folder per
 * widget or template, collected here. Every widget and template is React.memo'd so a keystroke
 * re-renders the field it touched, not the several hundred around it.
 */
import {
  createElement,
  lazy,
  Suspense,
  type ComponentType,
  type MemoExoticComponent,
  type ReactElement,
} from 'react';
import type {
  RegistryFieldsType,
  RegistryWidgetsType,
  TemplatesType,
  Widget,
  WidgetProps,
} from '@rjsf/utils';
import type { ThemeProps } from '@rjsf/core';
import { AmountWidget } from './amount/amount-widget.tsx';
import { ArrayFieldItemTemplate } from './array-field/array-field-item-template.tsx';
import { ArrayFieldTemplate } from './array-field/array-field-template.tsx';
import { BaseInputTemplate } from './base-input/base-input-template.tsx';
import { ButtonTemplates } from './buttons/button-templates.tsx';
import { CaptchaWidget } from './captcha/captcha-widget.tsx';
import { CheckboxWidget } from './checkbox/checkbox-widget.tsx';
import { ChoiceListField } from './choice-list/choice-list-field.tsx';
import { DescriptionFieldTemplate } from './description-field/description-field-template.tsx';
import { ErrorListTemplate } from './error-list/error-list-template.tsx';
import { FieldTemplate } from './field/field-template.tsx';
import { FieldErrorTemplate } from './field-error/field-error-template.tsx';
import { FieldHelpTemplate } from './field-help/field-help-template.tsx';
import { FileListField } from './file-list/file-list-field.tsx';
import { SearchableSelectField } from './searchable-select/searchable-select-field.tsx';
import { ObjectFieldTemplate } from './object-field/object-field-template.tsx';
import { RadioWidget } from './radio/radio-widget.tsx';
import { SelectWidget } from './select/select-widget.tsx';
import { TextareaWidget } from './textarea/textarea-widget.tsx';
import { TitleFieldTemplate } from './title-field/title-field-template.tsx';

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

/**
 * Heavy widgets load when a form first shows one: the date picker (Blueprint datetime,
 * react-day-picker, date-fns) and the searchable select (Blueprint select) would otherwise
 * weigh on every form, the sign-in page included. Until loaded, a disabled text box of the same
 * size stands in, so the layout does not jump.
 */
function lazyWidget(load: () => Promise<{ default: ComponentType<WidgetProps> }>): Widget {
  const Loaded = lazy(load);
  const Wrapper = (props: WidgetProps) =>
    createElement(
      Suspense,
      {
        fallback: createElement(BaseInputTemplate, {
          ...props,
          disabled: true,
          onChange: () => undefined,
        }),
      },
      createElement(Loaded, props),
    );
  return Wrapper;
}

const DateWidget = lazyWidget(() =>
  import('./date/date-widget.tsx').then((module) => ({ default: module.DateWidget })),
);
const SearchableSelectWidget = lazyWidget(() =>
  import('./searchable-select/searchable-select-widget.tsx').then((module) => ({
    default: module.SearchableSelectWidget,
  })),
);

/** Widget names a UI schema may use (`"ui:widget": "amount"`), besides rjsf's text/password/email. */
export function generateWidgets(): RegistryWidgetsType {
  const checkbox = asWidget(CheckboxWidget);
  const radio = asWidget(RadioWidget);
  const select = asWidget(SelectWidget);
  const textarea = asWidget(TextareaWidget);
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
    amount: asWidget(AmountWidget),
    'searchable-select': SearchableSelectWidget,
    captcha: asWidget(CaptchaWidget),
  };
}

/** Custom fields a UI schema may name (`"ui:field": "fileList"`, `"choiceList"`, …). */
export function generateFields(): RegistryFieldsType {
  return {
    fileList: FileListField,
    choiceList: ChoiceListField,
    'searchable-select': SearchableSelectField,
  };
}

/** The theme: pass to rjsf's `withTheme`. */
export function generateTheme(): ThemeProps {
  return { templates: generateTemplates(), widgets: generateWidgets(), fields: generateFields() };
}
