/**
 * What every checker of a call folder shares: the list of problems, each naming its file, the
 * JSON reader and schema check that report into it, and the one Ajv the file schemas compile with.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { CallFolderProblem, JsonObject } from '../catalogue.ts';

/** A strict Ajv with the formats call files use. */
export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats.default(ajv, ['date', 'date-time']);
  return ajv;
}

/** Compiles the schemas of the call files (schemas/calls/*.schema.json), once at start. */
export const metaAjv = createAjv();

/** Reports one problem of the file a checker is looking at. */
export type Report = (problem: string) => void;

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

/** The problems found while reading the calls directory, in the order they were found. */
export class ProblemLog {
  readonly problems: CallFolderProblem[] = [];

  /** Records `problem` in `file`. */
  add(file: string, problem: string): void {
    this.problems.push({ file: display(file), problem });
  }

  /** A Report for one file. */
  reportFor(file: string): Report {
    return (problem) => this.add(file, problem);
  }

  /** The file's JSON, or undefined (and a problem) when it does not parse. */
  readJson(file: string): unknown {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      this.add(file, `not valid JSON: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** True when read data matches its schema; every mismatch is a problem of the file. */
  matches(file: string, validate: ValidateFunction, data: unknown): boolean {
    if (data === undefined) return false;
    if (validate(data)) return true;
    for (const message of describeErrors(validate.errors)) this.add(file, message);
    return false;
  }
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each item of `ids` once, or a problem. */
export function checkUniqueIds(ids: readonly string[], report: Report): void {
  if (new Set(ids).size !== ids.length) report('ids must be unique');
}

/**
 * The ids a texts file names match those defined elsewhere: each defined id has a text, and no
 * text names an id that is not defined.
 */
export function sameKeys(expected: string[], actual: Record<string, unknown>, report: Report) {
  for (const key of expected) if (!(key in actual)) report(`'${key}' is missing`);
  for (const key of Object.keys(actual))
    if (!expected.includes(key)) report(`'${key}' is not defined`);
}
