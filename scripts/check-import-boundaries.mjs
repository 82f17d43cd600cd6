// Import boundaries of the client that oxlint's rules cannot express (STYLE.md habit 1: "one
// feature never reaches into another", and a tool says so). Run by `npm run lint`.
// - A feature (src/client/features/<name>/) imports no other feature.
// - The shared client layers (components, hooks, lib, session, tender, …) import no feature.
// - Only app/ (the route table and the shell) puts features together.
// Relative imports are resolved; bare package imports cannot cross these lines.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT = 'src/client';
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The feature a client path belongs to, or null for the shared layers. */
function featureOf(file) {
  const parts = file.split(path.sep);
  const at = parts.indexOf('features');
  return at >= 0 && parts[at - 1] === 'client' ? (parts[at + 1] ?? null) : null;
}

/** The layer of a client path: 'app', 'feature', 'generated' or 'shared'. */
function layerOf(file) {
  const relative = path.relative(CLIENT, file).split(path.sep)[0];
  if (relative === 'app') return 'app';
  if (relative === 'generated') return 'generated';
  return featureOf(file) === null ? 'shared' : 'feature';
}

/**
 * Why importing `to` from `from` (both paths relative to the repository) breaks a boundary, or
 * null when it may.
 */
export function boundaryViolation(from, to) {
  if (!to.startsWith(CLIENT + path.sep)) return null;
  const target = featureOf(to);
  if (target === null) return null;
  const layer = layerOf(from);
  if (layer === 'app') return null;
  if (layer === 'feature') {
    const source = featureOf(from);
    return source === target ? null : `feature '${source}' imports feature '${target}'`;
  }
  return `the shared layer imports feature '${target}'`;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every boundary broken under src/client, as 'file → import: reason' lines. */
export function findViolations() {
  const problems = [];
  for (const file of sourceFiles(CLIENT)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = path.normalize(path.join(path.dirname(file), match[1]));
      const reason = boundaryViolation(file, to);
      if (reason) problems.push(`${file} → ${match[1]}: ${reason}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = findViolations();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `${problems.length} import(s) cross a feature boundary: move what is shared out of the ` +
        'feature (src/client/tender, session, components, hooks, lib), or compose in app/.',
    );
    process.exit(1);
  }
}
