// Every API answer is read the same way (docs/decisions/0027): `parseResponse(request, parser)`
// with the parser generated from its route in schemas/api. Run by `npm run lint`, this fails on
// - `.json<T>()` anywhere in src/client: a cast of an answer to a type nobody checked;
// - a bare `.json()` read outside the files listed below with their reason.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT = 'src/client';
const SKIPPED = new Set(['src/client/generated']);
const SOURCE = /(?<!\.test)\.(ts|tsx)$/;

/** Files that read a JSON body without a generated parser, and why. */
export const READS_WITHOUT_PARSER = {
  'src/client/lib/parse-response.ts':
    'the one reader: reads the body, then checks it with its parser',
  'src/client/lib/csrf.ts':
    'the boot handshake, awaited before the first render: a hand check of `headerName` on unknown, so the render never waits for the zod chunk',
  'src/client/lib/i18n.ts':
    'locale files are static assets, not API answers (no schema in schemas/api); awaited before the first render, checked to be an object',
};

const CAST = /\.json\s*</;
const BARE_READ = /\.json\(\s*\)/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.posix.join(dir, entry.name);
    if (SKIPPED.has(full)) continue;
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/** The problems of one file's text (pure): one line per offending line. */
export function answerReadProblems(file, text) {
  const problems = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (CAST.test(line))
      problems.push(`${where}: .json<T>() casts an answer; use parseResponse(request, parser)`);
    else if (BARE_READ.test(line) && !(file in READS_WITHOUT_PARSER))
      problems.push(
        `${where}: reads a body without its parser; use parseResponse(request, parser) or list the file with its reason in scripts/check-answer-reads.mjs`,
      );
  });
  return problems;
}

/** Every problem in src/client, and the listed files that no longer read a body. */
export function findAnswerReadProblems() {
  const problems = [];
  const reading = new Set();
  for (const file of sourceFiles(CLIENT)) {
    const text = readFileSync(file, 'utf8');
    if (BARE_READ.test(text)) reading.add(file);
    problems.push(...answerReadProblems(file, text));
  }
  for (const file of Object.keys(READS_WITHOUT_PARSER))
    if (!reading.has(file))
      problems.push(`${file}: listed in READS_WITHOUT_PARSER but reads no body; remove it`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = findAnswerReadProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
