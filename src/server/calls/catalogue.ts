/**
 * Loads and validates the funding calls: one folder per call under CALLS_DIR (default
 * schemas/calls). Every problem is reported with the FILE it is in, and start-up stops on the
 * first broken folder, so a malformed call can never reach applicants. Each kind of file has its
 * checker in checks/ (docs/decisions/0029); this module reads the folders and runs them in order:
 * the files present, each file's JSON and schema, then the rules within and between files.
 */
import type { CallTexts } from '../../shared/call-texts.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkCallJson, validateCallJson } from './checks/call-json.ts';
import { checkCustomFieldsSchema } from './checks/custom-fields-schema.ts';
import { checkCustomFieldsUi } from './checks/custom-fields-ui.ts';
import { readDocumentCategories } from './checks/document-categories.ts';
import { checkDocuments, validateDocuments } from './checks/documents.ts';
import { type CallFileName, REQUIRED_FILES, checkFolderFiles } from './checks/folder-files.ts';
import { checkKnockOut, validateKnockOut } from './checks/knock-out.ts';
import { ProblemLog, isObject } from './checks/report.ts';
import { checkStatements, validateStatements } from './checks/statements.ts';
import { checkTexts, validateTexts } from './checks/texts.ts';

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
  const log = new ProblemLog();
  if (!existsSync(callsDir) || !statSync(callsDir).isDirectory()) {
    log.add(callsDir, 'calls directory does not exist');
    return { categories: [], calls: [], problems: log.problems };
  }
  const categories = readDocumentCategories(log, callsDir);
  const categoryByCode = new Map(categories.map((category) => [category.code, category]));
  const calls: CallDefinition[] = [];
  const folders = readdirSync(callsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('_'),
    )
    .map((entry) => entry.name)
    .toSorted();
  for (const folder of folders) {
    const call = inspectCallFolder(log, path.join(callsDir, folder), folder, categoryByCode);
    if (call) calls.push(call);
  }
  return { categories, calls, problems: log.problems };
}

/** One call folder, or undefined when any of its files has a problem (logged). */
function inspectCallFolder(
  log: ProblemLog,
  dir: string,
  folder: string,
  categoryByCode: ReadonlyMap<string, DocumentCategory>,
): CallDefinition | undefined {
  const before = log.problems.length;
  const file = (name: CallFileName) => path.join(dir, name);
  const report = (name: CallFileName) => log.reportFor(file(name));
  checkFolderFiles(log, dir);
  if (log.problems.length > before) return undefined;

  // Every file read and matched with its schema, so one start-up names every broken file.
  const data = Object.fromEntries(
    REQUIRED_FILES.map((name) => [name, log.readJson(file(name))]),
  ) as Record<CallFileName, unknown>;
  log.matches(file('call.json'), validateCallJson, data['call.json']);
  log.matches(file('documents.json'), validateDocuments, data['documents.json']);
  log.matches(file('knock-out.json'), validateKnockOut, data['knock-out.json']);
  log.matches(file('statements.json'), validateStatements, data['statements.json']);
  log.matches(file('texts.hu.json'), validateTexts, data['texts.hu.json']);
  log.matches(file('texts.en.json'), validateTexts, data['texts.en.json']);
  for (const name of ['custom-fields.schema.json', 'custom-fields.ui.json'] as const) {
    const value = data[name];
    if (value !== undefined && !isObject(value)) log.add(file(name), 'must be a JSON object');
  }
  if (log.problems.length > before) return undefined;

  // Every file has its shape: the rules within each file and between them.
  const call = data['call.json'] as CallJson;
  const documents = (data['documents.json'] as { documents: CallDocumentRequirement[] }).documents;
  const knockOut = (data['knock-out.json'] as { criteria: CallDefinition['knockOut'] }).criteria;
  const statements = (data['statements.json'] as { statements: CallDefinition['statements'] })
    .statements;
  const texts = {
    hu: data['texts.hu.json'] as CallTexts,
    en: data['texts.en.json'] as CallTexts,
  };
  const schema = data['custom-fields.schema.json'] as JsonObject;
  const ui = data['custom-fields.ui.json'] as JsonObject;
  checkCallJson(call, folder, report('call.json'));
  checkDocuments(documents, categoryByCode, report('documents.json'));
  const fields = checkCustomFieldsSchema(schema, report('custom-fields.schema.json'));
  if (fields) checkCustomFieldsUi(ui, fields, report('custom-fields.ui.json'));
  for (const language of ['hu', 'en'] as const)
    checkTexts(
      language,
      texts[language],
      { knockOut, statements, documents, fields },
      report(`texts.${language}.json`),
    );
  checkKnockOut(knockOut, report('knock-out.json'));
  checkStatements(statements, report('statements.json'));
  if (log.problems.length > before) return undefined;

  const hash = createHash('sha256');
  for (const name of REQUIRED_FILES) hash.update(name).update(readFileSync(file(name)));
  return {
    identifier: folder,
    call,
    customFields: { schema, ui },
    documents,
    knockOut: knockOut.toSorted((a, b) => a.order - b.order),
    statements: statements.toSorted((a, b) => a.order - b.order),
    texts,
    contentHash: hash.digest('hex'),
  };
}
