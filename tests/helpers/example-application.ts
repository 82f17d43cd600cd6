/**
 * The example application of a call folder (schemas/calls/<call>/example-application.json): one
 * complete, valid application, section by section as the API takes it. The server tests, the
 * browser journeys and the benchmarks fill an application from it, so the sample is written once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CALLS_DIR = path.resolve(import.meta.dirname, '../../schemas/calls');

export interface ExampleApplication {
  /** PUT /palyazatok/{id}/kizaro-feltetelek: every knock-out criterion confirmed. */
  knockOut: Record<string, boolean>;
  /** PUT /palyazatok/{id}/nyilatkozatok/{statement} with elfogadva: true, for each. */
  statements: string[];
  /** PUT /palyazatok/{id}/hiteligenyles without the version and the implementation sites. */
  loanClaim: Record<string, unknown>;
  /** PUT /palyazatok/{id}/egyedi-mezok's `ertekek`. */
  customFields: Record<string, unknown>;
  /** The required document categories, one PDF each. */
  documents: string[];
}

/** The example application of a call folder (by its identifier). */
export function exampleApplication(call: string): ExampleApplication {
  const file = path.join(CALLS_DIR, call, 'example-application.json');
  const { $comment: _comment, ...example } = JSON.parse(readFileSync(file, 'utf8')) as {
    $comment?: string;
  } & ExampleApplication;
  return example;
}
