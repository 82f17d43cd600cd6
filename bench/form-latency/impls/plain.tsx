/**
 * The floor: a plain React controlled form, one state object and one native input per field,
 * re-rendered from the top on every keystroke (what a hand-written form does), with live
 * validation of the edited field (its length, pattern and range rules). No library at all.
 */
import { useState } from 'react';
import { type JsonSchema, referenceFormData, referenceSchema } from '../reference-form.ts';

type Data = Record<string, unknown>;

function validate(schema: JsonSchema, value: unknown): string | null {
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return 'Túl rövid';
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      return 'Túl hosszú';
    if (
      typeof schema.pattern === 'string' &&
      value !== '' &&
      !new RegExp(schema.pattern).test(value)
    )
      return 'Hibás formátum';
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return 'Túl kicsi';
    if (typeof schema.maximum === 'number' && value > schema.maximum) return 'Túl nagy';
  }
  return null;
}

function setIn(data: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[head as number] = setIn(copy[head as number], rest, value);
    return copy;
  }
  const object = (data ?? {}) as Data;
  return { ...object, [head]: setIn(object[head as string], rest, value) };
}

function Field(props: {
  schema: JsonSchema;
  value: unknown;
  path: (string | number)[];
  onChange: (path: (string | number)[], value: unknown) => void;
}) {
  const { schema, value, path, onChange } = props;
  const id = path.join('.');
  const label = String(schema.title ?? id);
  if (schema.type === 'object') {
    return (
      <fieldset>
        <legend>{label}</legend>
        {Object.entries(schema.properties as Record<string, JsonSchema>).map(([key, child]) => (
          <Field
            key={key}
            schema={child}
            value={(value as Data | undefined)?.[key]}
            path={[...path, key]}
            onChange={onChange}
          />
        ))}
      </fieldset>
    );
  }
  if (schema.type === 'array') {
    return (
      <fieldset>
        <legend>{label}</legend>
        {((value as unknown[]) ?? []).map((item, index) => (
          <Field
            key={index}
            schema={schema.items as JsonSchema}
            value={item}
            path={[...path, index]}
            onChange={onChange}
          />
        ))}
      </fieldset>
    );
  }
  const error = validate(schema, value);
  let input: React.ReactNode;
  if (schema.type === 'boolean') {
    input = (
      <input
        id={id}
        type="checkbox"
        checked={Boolean(value)}
        onChange={(e) => onChange(path, e.target.checked)}
      />
    );
  } else if (Array.isArray(schema.enum)) {
    input = (
      <select id={id} value={String(value ?? '')} onChange={(e) => onChange(path, e.target.value)}>
        {(schema.enum as string[]).map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  } else if (schema.type === 'number' || schema.type === 'integer') {
    input = (
      <input
        id={id}
        type="number"
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(path, e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  } else {
    input = (
      <input
        id={id}
        type={schema.format === 'date' ? 'date' : 'text'}
        value={String(value ?? '')}
        onChange={(e) => onChange(path, e.target.value)}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {input}
      {error && <span role="alert">{error}</span>}
    </div>
  );
}

export function PlainForm() {
  const [data, setData] = useState(referenceFormData);
  const onChange = (path: (string | number)[], value: unknown) =>
    setData((current) => setIn(current, path, value) as Data);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Field
        schema={referenceSchema}
        value={data}
        path={['root']}
        onChange={(p, v) => onChange(p.slice(1), v)}
      />
    </form>
  );
}
