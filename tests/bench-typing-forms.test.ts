/**
 * The typing benchmark's choice of call and field (bench/typing/forms.ts): the call with the most
 * custom fields (a tie to the larger schema) and the free-text field with the largest maxLength.
 */
import { describe, expect, it } from 'vitest';
import { largestCall, leafFields, typingTarget } from '../bench/typing/forms.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength });
const schemaOf = (fields: Record<string, unknown>) =>
  JSON.stringify({ type: 'object', properties: { group: { type: 'object', properties: fields } } });

describe('bench/typing/forms', () => {
  it('counts the leaves of nested objects and arrays', () => {
    const schema = JSON.parse(schemaOf({ a: text(5), list: { type: 'array', items: text(3) } }));
    expect(leafFields(schema).map((field) => field.path.join('.'))).toEqual([
      'group.a',
      'group.list',
    ]);
  });

  it('takes the call with the most fields, a tie going to the larger schema', () => {
    const files: Record<string, string> = {
      small: schemaOf({ a: text(5) }),
      wide: schemaOf({ a: text(5), b: text(5) }),
      wider: schemaOf({ a: text(5), b: { ...text(5), description: 'a longer schema' } }),
    };
    expect(largestCall(['small', 'wide'], (call) => files[call] as string)).toBe('wide');
    expect(largestCall(['wide', 'wider', 'small'], (call) => files[call] as string)).toBe('wider');
  });

  it('types into the longest free-text field, never a date, pattern or choice', () => {
    const schema = JSON.parse(
      schemaOf({
        code: { type: 'string', maxLength: 9000, pattern: '^[A-Z]+$' },
        day: { type: 'string', format: 'date' },
        kind: { type: 'string', enum: ['A', 'B'] },
        name: text(100),
        story: text(4000),
      }),
    );
    expect(typingTarget(schema)).toBe('root_group_story');
  });
});
