// One way to show that a button's action is running (issue 20): `BusyButton`
// (src/client/components/ui/busy-button.tsx). Blueprint's own `loading` prop disables the button,
// and a disabled button drops the keyboard focus to the page's body. Run by `npm run lint`, this
// fails on any Blueprint `<Button` or `<AnchorButton` given `loading` in src/client.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT = 'src/client';
const SKIPPED = new Set(['src/client/generated']);
const SOURCE = /\.tsx$/;
const OPENING = /<(Button|AnchorButton)\b/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.posix.join(dir, entry.name);
    if (SKIPPED.has(full)) continue;
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/** The attributes of the JSX opening tag starting at `start`: up to its `>` outside braces. */
function openingTag(text, start) {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '>' && depth === 0) return text.slice(start, index + 1);
  }
  return text.slice(start);
}

/** The problems of one file's text (pure): one line per offending tag. */
export function busyButtonProblems(file, text) {
  const problems = [];
  for (const match of text.matchAll(OPENING)) {
    const tag = openingTag(text, match.index);
    // Attribute names only: comments and what is inside braces (handlers, values) are not.
    const names = tag
      .replace(/\/\/[^\n]*/g, '')
      .replace(/\{[^{}]*\}/g, '{}')
      .replace(/\{[^{}]*\}/g, '{}');
    if (/\sloading(\s*=|[\s/>])/.test(names)) {
      const line = text.slice(0, match.index).split('\n').length;
      problems.push(
        `${file}:${line}: <${match[1]} loading> disables the button and drops the focus; use BusyButton (src/client/components/ui/busy-button.tsx) with busy={…}`,
      );
    }
  }
  return problems;
}

/** Every problem in src/client. */
export function findBusyButtonProblems() {
  const problems = [];
  for (const file of sourceFiles(CLIENT))
    problems.push(...busyButtonProblems(file, readFileSync(file, 'utf8')));
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = findBusyButtonProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
