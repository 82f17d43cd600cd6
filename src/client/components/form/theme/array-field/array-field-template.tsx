/** Repeating groups: a titled list of items and an add button. */
import { memo } from 'react';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';

function ArrayFieldTemplateBase(props: ArrayFieldTemplateProps) {
  const {
    canAdd,
    disabled,
    readonly,
    fieldPathId,
    uiSchema,
    items,
    onAddClick,
    registry,
    required,
    schema,
    title,
  } = props;
  const { t } = useFormTranslation();
  const options = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, options);
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <section className="schema-form-array" id={fieldPathId.$id}>
      {title ? (
        // oxlint-disable-next-line react/static-components -- a registry template, looked up, not created, here
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={options.title ?? title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {items.length === 0 ? <p className="bp6-text-muted">{t('form:theme.noItems')}</p> : null}
      <ol className="schema-form-array-items">{items}</ol>
      {canAdd ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="schema-form-array-add"
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </section>
  );
}

export const ArrayFieldTemplate = memo(ArrayFieldTemplateBase);
