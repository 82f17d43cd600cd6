/**
 * Loads and validates the funding calls: one folder per call under CALLS_DIR (default
 * schemas/calls). Every problem is reported with the FILE it is in, and start-up stops on the
 * first broken folder, so a malformed call can never reach applicants.
 */
import type { CallTexts } from '../../shared/call-texts.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import callSchema from '../../../schemas/calls/call.schema.json' with { type: 'json' };
import documentsSchema from '../../../schemas/calls/call-documents.schema.json' with { type: 'json' };
import knockOutSchema from '../../../schemas/calls/call-knock-out.schema.json' with { type: 'json' };
import statementsSchema from '../../../schemas/calls/call-statements.schema.json' with { type: 'json' };
import textsSchema from '../../../schemas/calls/call-texts.schema.json' with { type: 'json' };
import categoriesSchema from '../../../schemas/calls/document-categories.schema.json' with { type: 'json' };
import { budapestLocalToDate } from './budapest-time.ts';

export type CallType = 'LOAN' | 'GRANT' | 'COMBINED';

/** call.json: every field of spec section 3 "Funding call". */
export interface CallJson {
  identifier: string;
  name: string;
  workingName: string;
  status: 'DRAFT' | 'PUBLISHED' | 'SUSPENDED' | 'CLOSED' | 'REJECTED';
  type: CallType;
  reportingFrequency: 'MONTHLY' | 'QUARTERLY' | 'SEMI_ANNUAL' | 'ANNUAL';
  plannedPublication: string;
  startDate: string;
  endDate: string | null;
  implementationStart: string | null;
  implementationEnd: string | null;
  active: boolean;
  maxIntensity: number;
  maxAdvancePayment: number;
  minOwnContribution: number;
  minGrantAmount: number | null;
  maxGrantAmount: number | null;
  vatReimbursable: boolean;
  budget: number;
  budgetNote: string;
  minAmount: number | null;
  minAmountNote: string;
  maxAmount: number;
  maxAmountNote: string;
  minSelectableMonitoring: number;
  maxSelectableMonitoring: number;
  availableForConsortium: boolean;
  maxCorrectionRounds: number;
  minimumEligibilityScore: number;
  minimumYesVotesForEligibility: number;
  maximumAvailableScore: number;
  evaluatorSelection: 'AUTOMATIC' | 'MANUAL';
  internalEvaluatorCount: number;
  externalEvaluatorCount: number;
  updatedOn: string;
  /** Raised with a change made on the same `updatedOn` day: (updatedOn, revision) is the version. */
  revision?: number;
  budgetOverrunPercentage: number;
  minSelectableActivity: number | null;
  maxSubmissionsPerApplicant: number;
  roundingStep: number;
  budgets?: Array<{ code: string; amount: number; note?: string }>;
}

export interface CallDocumentRequirement {
  category: string;
  requiredForCall: boolean;
  largeFile: boolean;
  allowedExtensions?: string[];
  maxSizeMb?: number;
}

export type { CallTexts };

export interface LocalizedText {
  hu: string;
  en: string;
}

/** A document category of spec section 3 (shared by every call). */
export interface DocumentCategory {
  code: string;
  name: LocalizedText;
  type: string;
  requirement: 'REQUIRED' | 'CONDITIONAL' | 'OPTIONAL';
  frequent: boolean;
  note: LocalizedText;
  deletable: boolean;
  extensions: string[];
}

/** A JSON Schema as plain data. */
export type JsonObject = Record<string, unknown>;

/** Everything one call folder holds, validated. */
export interface CallDefinition {
  identifier: string;
  call: CallJson;
  customFields: { schema: JsonObject; ui: JsonObject };
  documents: CallDocumentRequirement[];
  knockOut: Array<{ id: string; order: number }>;
  statements: Array<{ id: string; required: boolean; order: number }>;
  texts: { hu: CallTexts; en: CallTexts };
  /** SHA-256 of the folder's files; caches keyed by it notice a changed call. */
  contentHash: string;
}

export interface CallCatalogue {
  categories: DocumentCategory[];
  calls: CallDefinition[];
}

/** One problem in one file. */
export interface CallFolderProblem {
  file: string;
  problem: string;
}

/** Thrown when a call folder is broken; the message names every file and problem. */
export class CallFolderError extends Error {
  readonly problems: CallFolderProblem[];

  constructor(problems: CallFolderProblem[]) {
    super(
      `Invalid funding call folder:\n${problems.map((p) => `  ${p.file}: ${p.problem}`).join('\n')}`,
    );
    this.name = 'CallFolderError';
    this.problems = problems;
  }
}

const CATEGORIES_FILE = 'document-categories.json';
const REQUIRED_FILES = [
  'call.json',
  'custom-fields.schema.json',
  'custom-fields.ui.json',
  'documents.json',
  'knock-out.json',
  'statements.json',
  'texts.hu.json',
  'texts.en.json',
] as const;

/** The spec's custom-field model, expressed in JSON Schema keywords (README explains the mapping). */
const FIELD_KEYWORDS = new Set([
  'title',
  'description',
  'type',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'oneOf',
]);
const FIELD_TYPES = new Set(['string', 'number', 'integer', 'boolean']);
/** Component types of the spec → rjsf widgets: input, textarea, date picker, checkbox, radio. */
const WIDGETS = new Set(['text', 'textarea', 'date', 'checkbox', 'radio']);

function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats.default(ajv, ['date', 'date-time']);
  return ajv;
}

const metaAjv = createAjv();
const validators = {
  call: metaAjv.compile(callSchema),
  documents: metaAjv.compile(documentsSchema),
  knockOut: metaAjv.compile(knockOutSchema),
  statements: metaAjv.compile(statementsSchema),
  texts: metaAjv.compile(textsSchema),
  categories: metaAjv.compile(categoriesSchema),
};

/** A file path as shown in messages: relative to the working directory when inside it. */
function display(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath === '' ? '(root)' : error.instancePath;
    const extra =
      error.keyword === 'additionalProperties'
        ? ` '${(error.params as { additionalProperty: string }).additionalProperty}'`
        : '';
    return `${where} ${error.message ?? error.keyword}${extra}`;
  });
}

/** Reads the calls directory; throws CallFolderError naming the file of every problem. */
export function loadCallCatalogue(callsDir: string): CallCatalogue {
  const { problems, ...catalogue } = inspectCallFolders(callsDir);
  if (problems.length > 0) throw new CallFolderError(problems);
  return catalogue;
}

/** A catalogue as read from disk, with the problems of the folders that were left out. */
export interface CallFolderInspection extends CallCatalogue {
  problems: CallFolderProblem[];
}

/**
 * Reads the calls directory without throwing: the valid folders and every problem of the others
 * (the call editors' page shows them; start-up refuses any problem through loadCallCatalogue).
 */
export function inspectCallFolders(callsDir: string): CallFolderInspection {
  const problems: CallFolderProblem[] = [];
  const readJson = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push({
        file: display(file),
        problem: `not valid JSON: ${(error as Error).message}`,
      });
      return undefined;
    }
  };
  const check = (file: string, validate: ValidateFunction, data: unknown): boolean => {
    if (data === undefined) return false;
    if (validate(data)) return true;
    for (const message of describeErrors(validate.errors))
      problems.push({ file: display(file), problem: message });
    return false;
  };

  if (!existsSync(callsDir) || !statSync(callsDir).isDirectory()) {
    return {
      categories: [],
      calls: [],
      problems: [{ file: display(callsDir), problem: 'calls directory does not exist' }],
    };
  }

  const categoriesFile = path.join(callsDir, CATEGORIES_FILE);
  let categories: DocumentCategory[] = [];
  if (!existsSync(categoriesFile)) {
    problems.push({ file: display(categoriesFile), problem: 'file is missing' });
  } else {
    const data = readJson(categoriesFile);
    if (check(categoriesFile, validators.categories, data)) {
      categories = (data as { categories: DocumentCategory[] }).categories;
      const seen = new Set<string>();
      for (const category of categories) {
        if (seen.has(category.code))
          problems.push({
            file: display(categoriesFile),
            problem: `category ${category.code} is listed twice`,
          });
        seen.add(category.code);
      }
    }
  }
  const categoryByCode = new Map(categories.map((category) => [category.code, category]));

  const calls: CallDefinition[] = [];
  const folders = readdirSync(callsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('_'),
    )
    .map((entry) => entry.name)
    .toSorted();
  for (const folder of folders) {
    const dir = path.join(callsDir, folder);
    const before = problems.length;
    const file = (name: string) => path.join(dir, name);
    const present = new Set(readdirSync(dir));
    for (const name of REQUIRED_FILES) {
      if (!present.has(name))
        problems.push({ file: display(file(name)), problem: 'file is missing' });
    }
    for (const name of present) {
      if (!(REQUIRED_FILES as readonly string[]).includes(name) && !name.endsWith('.md')) {
        problems.push({ file: display(file(name)), problem: 'unexpected file in a call folder' });
      }
    }
    if (problems.length > before) continue;

    const data = Object.fromEntries(
      REQUIRED_FILES.map((name) => [name, readJson(file(name))]),
    ) as Record<(typeof REQUIRED_FILES)[number], unknown>;
    const okCall = check(file('call.json'), validators.call, data['call.json']);
    const okDocuments = check(file('documents.json'), validators.documents, data['documents.json']);
    const okKnockOut = check(file('knock-out.json'), validators.knockOut, data['knock-out.json']);
    const okStatements = check(
      file('statements.json'),
      validators.statements,
      data['statements.json'],
    );
    const okHu = check(file('texts.hu.json'), validators.texts, data['texts.hu.json']);
    const okEn = check(file('texts.en.json'), validators.texts, data['texts.en.json']);
    for (const name of ['custom-fields.schema.json', 'custom-fields.ui.json'] as const) {
      const value = data[name];
      if (
        value !== undefined &&
        (typeof value !== 'object' || value === null || Array.isArray(value))
      )
        problems.push({ file: display(file(name)), problem: 'must be a JSON object' });
    }
    if (problems.length > before) continue;

    const call = data['call.json'] as CallJson;
    const report = (name: string, problem: string) =>
      problems.push({ file: display(file(name)), problem });
    if (okCall) checkCallJson(call, folder, (problem) => report('call.json', problem));

    const documents = (data['documents.json'] as { documents: CallDocumentRequirement[] })
      .documents;
    if (okDocuments) {
      const seen = new Set<string>();
      for (const [index, requirement] of documents.entries()) {
        const category = categoryByCode.get(requirement.category);
        if (seen.has(requirement.category))
          report(
            'documents.json',
            `/documents/${index} category ${requirement.category} is listed twice`,
          );
        seen.add(requirement.category);
        if (!category) {
          report(
            'documents.json',
            `/documents/${index} unknown category '${requirement.category}' (see ${CATEGORIES_FILE})`,
          );
          continue;
        }
        for (const extension of requirement.allowedExtensions ?? []) {
          if (!category.extensions.includes(extension))
            report(
              'documents.json',
              `/documents/${index} extension '${extension}' is not allowed for category ${category.code}`,
            );
        }
      }
    }

    const knockOut = (data['knock-out.json'] as { criteria: CallDefinition['knockOut'] }).criteria;
    const statements = (data['statements.json'] as { statements: CallDefinition['statements'] })
      .statements;
    const texts = {
      hu: data['texts.hu.json'] as CallTexts,
      en: data['texts.en.json'] as CallTexts,
    };
    const schema = data['custom-fields.schema.json'] as JsonObject;
    const ui = data['custom-fields.ui.json'] as JsonObject;
    const fields = checkCustomFields(schema, ui, {
      schema: (problem) => report('custom-fields.schema.json', problem),
      ui: (problem) => report('custom-fields.ui.json', problem),
    });

    if (okHu && okEn && okKnockOut && okStatements) {
      for (const language of ['hu', 'en'] as const) {
        const name = `texts.${language}.json`;
        const languageTexts = texts[language];
        sameKeys(
          knockOut.map((c) => c.id),
          languageTexts.knockOut,
          (problem) => report(name, `knockOut: ${problem}`),
        );
        sameKeys(
          statements.map((s) => s.id),
          languageTexts.statements,
          (problem) => report(name, `statements: ${problem}`),
        );
        for (const code of Object.keys(languageTexts.documents ?? {})) {
          if (!documents.some((d) => d.category === code))
            report(name, `documents: '${code}' is not a document of this call`);
        }
        if (fields) {
          sameKeys(fields.groups, languageTexts.groups, (problem) =>
            report(name, `groups: ${problem}`),
          );
          for (const key of Object.keys(languageTexts.fields)) {
            if (!fields.fields.some((f) => f.key === key))
              report(name, `fields: '${key}' is not a custom field`);
          }
          for (const field of fields.fields) {
            const text = languageTexts.fields[field.key];
            if (language === 'en' && !text)
              report(name, `fields: '${field.key}' needs an English title`);
            if (field.hasPattern && !text?.patternMessage)
              report(name, `fields: '${field.key}' has a regexp and needs its patternMessage`);
            if (language === 'en' && field.options.length > 0) {
              for (const option of field.options) {
                if (!text?.options?.[option])
                  report(
                    name,
                    `fields: '${field.key}' needs an English label for option '${option}'`,
                  );
              }
            }
          }
        }
      }
    }
    for (const [name, list] of [
      ['knock-out.json', knockOut],
      ['statements.json', statements],
    ] as const) {
      const ids = list.map((item) => item.id);
      if (new Set(ids).size !== ids.length) report(name, 'ids must be unique');
    }
    if (problems.length > before) continue;

    const hash = createHash('sha256');
    for (const name of REQUIRED_FILES) hash.update(name).update(readFileSync(file(name)));
    calls.push({
      identifier: folder,
      call,
      customFields: { schema, ui },
      documents,
      knockOut: knockOut.toSorted((a, b) => a.order - b.order),
      statements: statements.toSorted((a, b) => a.order - b.order),
      texts,
      contentHash: hash.digest('hex'),
    });
  }
  return { categories, calls, problems };
}

function sameKeys(
  expected: string[],
  actual: Record<string, unknown>,
  report: (problem: string) => void,
) {
  for (const key of expected) if (!(key in actual)) report(`'${key}' is missing`);
  for (const key of Object.keys(actual))
    if (!expected.includes(key)) report(`'${key}' is not defined`);
}

function checkCallJson(call: CallJson, folder: string, report: (problem: string) => void): void {
  if (call.identifier !== folder)
    report(`identifier '${call.identifier}' must equal the folder name '${folder}'`);
  if (call.endDate && budapestLocalToDate(call.endDate) <= budapestLocalToDate(call.startDate))
    report('endDate must be after startDate');
  if (
    call.implementationStart &&
    call.implementationEnd &&
    call.implementationEnd < call.implementationStart
  )
    report('implementationEnd must not be before implementationStart');
  if (call.minAmount !== null && call.minAmount > call.maxAmount)
    report('minAmount must not exceed maxAmount');
  if (
    call.minGrantAmount !== null &&
    call.maxGrantAmount !== null &&
    call.minGrantAmount > call.maxGrantAmount
  )
    report('minGrantAmount must not exceed maxGrantAmount');
  if (call.minSelectableMonitoring > call.maxSelectableMonitoring)
    report('minSelectableMonitoring must not exceed maxSelectableMonitoring');
  if (call.minimumEligibilityScore > call.maximumAvailableScore)
    report('minimumEligibilityScore must not exceed maximumAvailableScore');
  if (call.maxAmount % call.roundingStep !== 0)
    report('maxAmount must be a multiple of roundingStep');
  if (call.minAmount !== null && call.minAmount % call.roundingStep !== 0)
    report('minAmount must be a multiple of roundingStep');
}

interface CustomFieldSummary {
  groups: string[];
  fields: Array<{ key: string; hasPattern: boolean; options: string[] }>;
}

/**
 * Checks that custom-fields.schema.json stays within the spec's custom-field model (groups of
 * typed fields with limits) and that the UI schema gives every field a known component.
 */
function checkCustomFields(
  schema: JsonObject,
  ui: JsonObject,
  report: { schema: (problem: string) => void; ui: (problem: string) => void },
): CustomFieldSummary | null {
  const before = { count: 0 };
  const schemaReport = (problem: string) => {
    before.count += 1;
    report.schema(problem);
  };
  try {
    createAjv().compile(schema);
  } catch (error) {
    schemaReport(`not a valid JSON Schema: ${(error as Error).message}`);
    return null;
  }
  if (
    schema.type !== 'object' ||
    schema.additionalProperties !== false ||
    !isObject(schema.properties)
  ) {
    schemaReport(
      'the root must be {"type": "object", "additionalProperties": false, "properties": {<data groups>}}',
    );
    return null;
  }
  const summary: CustomFieldSummary = { groups: [], fields: [] };
  for (const [groupId, group] of Object.entries(schema.properties)) {
    const at = `/properties/${groupId}`;
    if (
      !isObject(group) ||
      group.type !== 'object' ||
      group.additionalProperties !== false ||
      typeof group.title !== 'string' ||
      !isObject(group.properties)
    ) {
      schemaReport(
        `${at} a data group must be an object with a title, "additionalProperties": false and properties`,
      );
      continue;
    }
    summary.groups.push(groupId);
    const required = Array.isArray(group.required) ? (group.required as string[]) : [];
    for (const name of required) {
      if (!(name in group.properties)) schemaReport(`${at}/required names unknown field '${name}'`);
    }
    for (const [fieldId, field] of Object.entries(group.properties)) {
      const fieldAt = `${at}/properties/${fieldId}`;
      if (!isObject(field)) {
        schemaReport(`${fieldAt} must be an object`);
        continue;
      }
      for (const keyword of Object.keys(field)) {
        if (!FIELD_KEYWORDS.has(keyword))
          schemaReport(`${fieldAt} keyword '${keyword}' is outside the custom-field model`);
      }
      if (typeof field.title !== 'string' || field.title === '')
        schemaReport(`${fieldAt} needs a title`);
      if (typeof field.type !== 'string' || !FIELD_TYPES.has(field.type))
        schemaReport(`${fieldAt} type must be one of string, number, integer, boolean`);
      if (field.format !== undefined && (field.format !== 'date' || field.type !== 'string'))
        schemaReport(`${fieldAt} the only format is "date" on a string`);
      if (
        typeof field.minLength === 'number' &&
        typeof field.maxLength === 'number' &&
        field.minLength > field.maxLength
      )
        schemaReport(`${fieldAt} minLength exceeds maxLength`);
      if (
        typeof field.minimum === 'number' &&
        typeof field.maximum === 'number' &&
        field.minimum > field.maximum
      )
        schemaReport(`${fieldAt} minimum exceeds maximum`);
      if (typeof field.pattern === 'string') {
        try {
          RegExp(field.pattern, 'u');
        } catch (error) {
          schemaReport(`${fieldAt} pattern is not a valid regexp: ${(error as Error).message}`);
        }
      }
      const options: string[] = [];
      if (field.oneOf !== undefined) {
        if (!Array.isArray(field.oneOf) || field.oneOf.length === 0) {
          schemaReport(
            `${fieldAt} oneOf (the value set) must be a non-empty list of {const, title}`,
          );
        } else {
          for (const option of field.oneOf) {
            if (!isObject(option) || !('const' in option) || typeof option.title !== 'string')
              schemaReport(`${fieldAt} each value of the set needs const and title`);
            else options.push(String(option.const));
          }
        }
      }
      summary.fields.push({
        key: `${groupId}.${fieldId}`,
        hasPattern: typeof field.pattern === 'string',
        options,
      });

      const groupUi = isObject(ui[groupId]) ? (ui[groupId] as JsonObject) : {};
      const fieldUi = isObject(groupUi[fieldId]) ? (groupUi[fieldId] as JsonObject) : {};
      const widget = fieldUi['ui:widget'];
      const uiAt = `/${groupId}/${fieldId}`;
      if (typeof widget !== 'string' || !WIDGETS.has(widget)) {
        report.ui(`${uiAt} ui:widget must be one of ${[...WIDGETS].join(', ')}`);
        continue;
      }
      const compatible =
        (widget === 'text' && field.type !== 'boolean' && field.format === undefined) ||
        (widget === 'textarea' && field.type === 'string' && field.format === undefined) ||
        (widget === 'date' && field.format === 'date') ||
        (widget === 'checkbox' && field.type === 'boolean') ||
        (widget === 'radio' && options.length > 0);
      if (!compatible)
        report.ui(`${uiAt} ui:widget '${widget}' does not suit a ${String(field.type)} field`);
    }
    const groupUi = ui[groupId];
    const order = isObject(groupUi) ? groupUi['ui:order'] : undefined;
    if (!sameSet(order, Object.keys(group.properties)))
      report.ui(`/${groupId} ui:order must list exactly the fields of the group`);
  }
  if (!sameSet(ui['ui:order'], summary.groups))
    report.ui('ui:order must list exactly the data groups');
  return summary;
}

function sameSet(order: unknown, keys: string[]): boolean {
  return (
    Array.isArray(order) && order.length === keys.length && keys.every((key) => order.includes(key))
  );
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
