/**
 * The files of one call folder: every required file present, nothing else but notes (.md) and
 * the optional example application.
 */
import path from 'node:path';
import { readdirSync } from 'node:fs';
import type { ProblemLog } from './report.ts';

export const REQUIRED_FILES = [
  'call.json',
  'custom-fields.schema.json',
  'custom-fields.ui.json',
  'documents.json',
  'knock-out.json',
  'statements.json',
  'texts.hu.json',
  'texts.en.json',
] as const;

/** Optional: a complete application for tests, journeys and benchmarks; not part of the call. */
const EXAMPLE_APPLICATION_FILE = 'example-application.json';

export type CallFileName = (typeof REQUIRED_FILES)[number];

/** Reports missing and unexpected files of the folder `dir`. */
export function checkFolderFiles(log: ProblemLog, dir: string): void {
  const present = new Set(readdirSync(dir));
  for (const name of REQUIRED_FILES) {
    if (!present.has(name)) log.add(path.join(dir, name), 'file is missing');
  }
  for (const name of present) {
    const allowed = name.endsWith('.md') || name === EXAMPLE_APPLICATION_FILE;
    if (!(REQUIRED_FILES as readonly string[]).includes(name) && !allowed) {
      log.add(path.join(dir, name), 'unexpected file in a call folder');
    }
  }
}
