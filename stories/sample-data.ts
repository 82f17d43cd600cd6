/**
 * Sample data for a schema, so a story shows a filled-in form: each catalogue rule has a valid
 * sample; other fields get a value that fits their type, enum and limits. Pure (tested).
 */
type Schema = Record<string, unknown>;

/** A valid value of each catalogue rule (src/shared/validation/rules.ts). */
export const RULE_SAMPLES: Record<string, unknown> = {
  requiredString: 'Minta Kft.',
  requiredNonDigitString: 'Minta Anna',
  registrationNumber: '1234567',
  requiredValueString: '1000',
  requiredYearlyDataValueString: '-250',
  valueString: '12,5',
  ownershipPercentage: '50',
  requiredBoolean: true,
  requiredSelectableBoolean: true,
  requiredPassword: 'Jelszo-2026!',
  passwordConfirmation: 'Jelszo-2026!',
  email: 'minta.anna@example.hu',
  requiredEmail: 'minta.anna@example.hu',
  requiredPhone: '+36301234567',
  idCardNumber: '123456AB',
  tajNumber: '123456789',
  requiredTaxNumber: '12345678-1-42',
  requiredTaxId: '8123456789',
  requiredCompanyRegistrationNumber: '01-09-123456',
  bankAccountNumber: '11773016-11111018',
  ntakId: 'SZ12345678',
  referenceNumber: '12345',
  date: '2024-03-15',
  requiredDate: '2024-03-15',
  pastDate: '2024-03-15',
  requiredPastDate: '2024-03-15',
  twoFactorCode: '123456',
};

function fileSample(schema: Schema): unknown {
  const extensions = Array.isArray(schema['x-extensions'])
    ? (schema['x-extensions'] as string[])
    : ['pdf'];
  return [{ id: 'minta-1', name: `minta.${extensions[0] ?? 'pdf'}`, size: 245_760 }];
}

function stringSample(schema: Schema): string | undefined {
  if (Array.isArray(schema.examples) && typeof schema.examples[0] === 'string')
    return schema.examples[0];
  if (schema.format === 'date') return '2024-03-15';
  if (schema.format === 'date-time') return '2024-03-15T10:00:00Z';
  if (schema.format === 'email') return 'minta.anna@example.hu';
  // A pattern we cannot satisfy by guessing: better empty than a wrong sample.
  if (typeof schema.pattern === 'string') return undefined;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  let text = 'Minta szöveg';
  while (text.length < min) text += ' minta szöveg';
  return text.slice(0, Math.max(max, 0));
}

function numberSample(schema: Schema): number {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const step =
    typeof schema.multipleOf === 'number'
      ? schema.multipleOf
      : schema.type === 'integer'
        ? 1
        : 0.01;
  let value = min ?? Math.min(max ?? 1000, 1000);
  value = Math.ceil(value / step) * step;
  if (max !== undefined && value > max) value = Math.floor(max / step) * step;
  return Number(value.toFixed(2));
}

/** A sample value for a schema (undefined when none can be guessed). */
export function sampleValue(schema: Schema, siblings: Record<string, unknown> = {}): unknown {
  const rule = schema['x-rule'];
  if (rule === 'fileList' || rule === 'requiredFileList') return fileSample(schema);
  if (rule === 'passwordConfirmation') {
    const matches = typeof schema['x-matches'] === 'string' ? schema['x-matches'] : 'password';
    return siblings[matches] ?? RULE_SAMPLES.passwordConfirmation;
  }
  if (typeof rule === 'string' && rule in RULE_SAMPLES) return RULE_SAMPLES[rule];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (
    Array.isArray(schema.oneOf) &&
    schema.oneOf.every((option) => option && typeof option === 'object' && 'const' in option)
  ) {
    return (schema.oneOf[0] as Schema).const;
  }
  if ('default' in schema) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return sampleData(schema);
    case 'array': {
      const items = schema.items;
      if (!items || typeof items !== 'object' || Array.isArray(items)) return [];
      const count = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 1);
      return Array.from({ length: count }, () => sampleValue(items as Schema));
    }
    case 'string':
      return stringSample(schema);
    case 'integer':
    case 'number':
      return numberSample(schema);
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/** Sample form data for an object schema. */
export function sampleData(schema: Schema): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  // Confirmation fields copy their sibling, so fill the others first.
  const names = Object.keys(properties).toSorted(
    (a, b) =>
      Number(properties[a]?.['x-rule'] === 'passwordConfirmation') -
      Number(properties[b]?.['x-rule'] === 'passwordConfirmation'),
  );
  for (const name of names) {
    const value = sampleValue(properties[name] ?? {}, data);
    if (value !== undefined) data[name] = value;
  }
  // `dependencies` with oneOf (the provider profile): the branch whose condition the sampled
  // value meets adds its own properties.
  for (const [key, dependency] of Object.entries(
    (schema.dependencies ?? {}) as Record<string, Schema>,
  )) {
    const branch = ((dependency.oneOf ?? []) as Schema[]).find((candidate) => {
      const condition = ((candidate.properties ?? {}) as Record<string, Schema>)[key];
      return Array.isArray(condition?.enum) && condition.enum.includes(data[key]);
    });
    if (!branch) continue;
    const branchProperties = (branch.properties ?? {}) as Record<string, Schema>;
    for (const [name, property] of Object.entries(branchProperties)) {
      if (name === key) continue;
      const value = sampleValue(property, data);
      if (value !== undefined) data[name] = value;
    }
  }
  return data;
}
