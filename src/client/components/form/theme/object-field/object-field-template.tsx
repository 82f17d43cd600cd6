/**
 * Objects: nested objects are titled sections; properties are laid out on a grid given by
 * `ui:options`:
 *   "grid": [["name", "shortName"], ["taxNumber"]]   rows of property names (equal columns);
 *                                                   properties not named follow, full width
 *   "columns": 2                                     or simply N columns in ui:order order
 * The root object draws no title: pages give their own heading.
 */
import { memo, type ReactElement } from 'react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';

function GridRow({ children, columns }: { children: ReactElement[]; columns: number }) {
  return (
    <div
      className="schema-form-row"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {children}
    </div>
  );
}

function ObjectFieldTemplateBase(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, uiSchema, registry, schema, required } =
    props;
  const options = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, options);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const isRoot = fieldPathId.path.length === 0;
  const visible = properties.filter((property) => !property.hidden);
  const hidden = properties
    .filter((property) => property.hidden)
    .map((property) => property.content);
  const byName = new Map(visible.map((property) => [property.name, property.content]));

  let body: ReactElement[];
  if (Array.isArray(options.grid)) {
    const placed = new Set<string>();
    body = (options.grid as string[][]).map((row, index) => {
      const cells = row.filter((name) => byName.has(name));
      cells.forEach((name) => placed.add(name));
      return (
        <GridRow key={`row-${index}`} columns={Math.max(row.length, 1)}>
          {cells.map((name) => byName.get(name)!)}
        </GridRow>
      );
    });
    for (const property of visible) {
      if (!placed.has(property.name))
        body.push(
          <GridRow key={property.name} columns={1}>
            {[property.content]}
          </GridRow>,
        );
    }
  } else {
    const columns = typeof options.columns === 'number' ? options.columns : 1;
    body = [
      <GridRow key="all" columns={columns}>
        {visible.map((property) => property.content)}
      </GridRow>,
    ];
  }

  const content = (
    <>
      {body}
      {hidden}
    </>
  );
  if (isRoot) return <div className="schema-form-root">{content}</div>;
  return (
    <section
      className="schema-form-section"
      id={fieldPathId.$id}
      aria-labelledby={title ? titleId(fieldPathId) : undefined}
    >
      {title && options.label !== false ? (
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
      {description ? (
        // oxlint-disable-next-line react/static-components -- a registry template, looked up, not created, here
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {content}
    </section>
  );
}

export const ObjectFieldTemplate = memo(ObjectFieldTemplateBase);
