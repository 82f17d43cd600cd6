/**
 * Stands in for rjsf's default fields and widgets that no portal schema uses (vite.config.ts
 * lists them: the layout-grid fields, the alternative date, colour, file, rating and range
 * widgets), so they stay out of the form chunk. Should a schema ever reach one, rjsf's
 * "unsupported field" template says so in the form instead of rendering nothing.
 */
import type { FieldProps, WidgetProps } from '@rjsf/utils';

export default function UnsupportedInPortal(props: FieldProps | WidgetProps) {
  const { UnsupportedFieldTemplate } = props.registry.templates;
  const fieldPathId =
    'fieldPathId' in props ? props.fieldPathId : { $id: props.id, path: [] as string[] };
  return (
    <UnsupportedFieldTemplate
      schema={props.schema}
      fieldPathId={fieldPathId as never}
      reason="not available in the portal's form bundle"
      registry={props.registry}
    />
  );
}
