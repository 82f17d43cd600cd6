/**
 * The error summary above the form after a failed submit: each error names its field and links
 * to it; following the link focuses the field (GOV.UK-style error summary).
 */
import { memo, type MouseEvent } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import type { ErrorListProps, RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { translateErrorMessage } from '../../error-messages.ts';
import { translateLabel } from '../../translate.ts';
import { fieldIdOf, focusField } from '../field-ids.ts';

/** The title of the field a dotted property path points at ('.owners.1.name'). */
export function titleAt(schema: RJSFSchema, property: string | undefined): string | undefined {
  let node: RJSFSchema | undefined = schema;
  for (const segment of (property ?? '').split('.').filter(Boolean)) {
    if (!node) return undefined;
    if (
      /^\d+$/.test(segment) &&
      node.items &&
      typeof node.items === 'object' &&
      !Array.isArray(node.items)
    ) {
      node = node.items as RJSFSchema;
    } else {
      const next: unknown = node.properties?.[segment];
      node = next && typeof next === 'object' ? (next as RJSFSchema) : undefined;
    }
  }
  return node?.title;
}

function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  focusField(id);
}

function ErrorListTemplateBase({ errors, schema }: ErrorListProps) {
  const { t } = useTranslation();
  return (
    <Callout
      intent={Intent.DANGER}
      title={t('form:theme.errorSummaryTitle')}
      className="schema-form-error-summary"
      role="alert"
      tabIndex={-1}
    >
      <ul>
        {errors.map((error, index) => {
          const id = fieldIdOf(error.property);
          const title = titleAt(schema, error.property);
          const message = translateErrorMessage(error.message ?? '', t);
          return (
            <li key={index}>
              <a href={`#${id}`} onClick={(event) => onClick(event, id)}>
                {title ? `${translateLabel(title, t)}: ` : ''}
                {message}
              </a>
            </li>
          );
        })}
      </ul>
    </Callout>
  );
}

export const ErrorListTemplate = memo(ErrorListTemplateBase);
