/**
 * The error summary above the form after a failed submit: each error names its field and links
 * to it; following the link focuses the field (GOV.UK-style error summary). Its list changes only
 * once a pointer press has ended (steady-while-pressed.ts).
 */
import { memo, type MouseEvent } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import type { ErrorListProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import { translateErrorMessage } from '../../error-messages.ts';
import { translateLabel } from '../../translate.ts';
import { fieldIdOf, focusField } from '../field-ids.ts';
import { useSteadyWhilePressed } from '../steady-while-pressed.ts';

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

/**
 * Where a field stands in the form, as positions per level (ui:order, else the schema's property
 * order; array indexes as they are), so the summary lists errors top to bottom.
 */
export function fieldPosition(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  property: string | undefined,
): number[] {
  const position: number[] = [];
  let node: RJSFSchema | undefined = schema;
  let ui: UiSchema | undefined = uiSchema;
  for (const segment of (property ?? '').split('.').filter(Boolean)) {
    if (!node) break;
    if (/^\d+$/.test(segment)) {
      position.push(Number(segment));
      node =
        node.items && typeof node.items === 'object' && !Array.isArray(node.items)
          ? (node.items as RJSFSchema)
          : undefined;
      ui = ui?.items as UiSchema | undefined;
      continue;
    }
    const names = Object.keys(node.properties ?? {});
    const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]) : names;
    const at = order.indexOf(segment);
    position.push(at < 0 ? order.length + names.indexOf(segment) : at);
    const next: unknown = node.properties?.[segment];
    node = next && typeof next === 'object' ? (next as RJSFSchema) : undefined;
    ui = ui?.[segment] as UiSchema | undefined;
  }
  return position;
}

function comparePositions(a: number[], b: number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  }
  return a.length - b.length;
}

function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  focusField(id);
}

function ErrorListTemplateBase({ errors: current, schema, uiSchema }: ErrorListProps) {
  const { t, i18n } = useFormTranslation();
  const errors = useSteadyWhilePressed(current);
  const ordered = errors
    .map((error) => ({ error, position: fieldPosition(schema, uiSchema, error.property) }))
    .toSorted((a, b) => comparePositions(a.position, b.position))
    .map(({ error }) => error);
  return (
    <Callout
      intent={Intent.DANGER}
      title={t('form:theme.errorSummaryTitle')}
      className="schema-form-error-summary"
      role="alert"
      tabIndex={-1}
    >
      <ul>
        {ordered.map((error, index) => {
          const id = fieldIdOf(error.property);
          const title = titleAt(schema, error.property);
          const message = translateErrorMessage(error.message ?? '', t, i18n.language);
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
