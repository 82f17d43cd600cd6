// Import boundaries that oxlint's rules cannot express (STYLE.md habits 1 and 14: imports flow
// one way, checked transitively, and a tool says so). Run by `npm run lint`.
//
// Client (src/client):
// - A feature (features/<name>/) reaches no other feature, not even through a shared module.
// - The shared layers (components, hooks, lib, selection, session, application, …) reach no
//   feature.
// - Nothing imports app/ (the route table, the menu and the shell) but main.tsx: app/ is the top.
// Server (src/server):
// - A route folder (routes/<resource>/) reaches no other route folder; what two of them share
//   lives in a feature module below the routes.
// - Nothing below the routes (plugins, feature modules, repositories) imports routes/; app.ts
//   and server.ts wire them.
// - A repository imports only db/, other repositories, src/shared, schemas/ and packages other
//   than Fastify; a type-only import may also name a server domain type, but nothing of the HTTP
//   edge (routes, plugins, http-errors, app.ts).
//
// "Reaches" is transitive: every file's imports are followed until they cross a line, and the
// whole chain is reported. Relative imports are resolved; bare package imports cannot cross
// these lines (except Fastify for repositories).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT = 'src/client';
const SERVER = 'src/server';
const ROOTS = ['src', 'schemas', 'machines'];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

// ---------------------------------------------------------------------------------------------
// Where a file stands

/** The path's parts below `root`, or null when it is not under it. */
function partsUnder(root, file) {
  const relative = path.posix.relative(root, file);
  return relative.startsWith('..') || path.posix.isAbsolute(relative) ? null : relative.split('/');
}

/** The feature a client path belongs to, or null for the shared layers. */
function featureOf(file) {
  const parts = partsUnder(CLIENT, file);
  return parts && parts[0] === 'features' && parts.length > 2 ? parts[1] : null;
}

/** The layer of a client path: 'main', 'app', 'feature', 'generated' or 'shared'. */
function layerOf(file) {
  const parts = partsUnder(CLIENT, file);
  if (parts === null) return null;
  if (parts.length === 1 && /^main\.tsx?$/.test(parts[0])) return 'main';
  if (parts[0] === 'app') return 'app';
  if (parts[0] === 'generated') return 'generated';
  return featureOf(file) === null ? 'shared' : 'feature';
}

/** The route folder of a server path (routes/<folder>/…), '' for routes/index.ts, else null. */
function routeFolderOf(file) {
  const parts = partsUnder(`${SERVER}/routes`, file);
  if (parts === null) return null;
  return parts.length > 1 ? parts[0] : '';
}

/** True for the server's HTTP edge, which no repository may know of, not even by type. */
function isHttpEdge(file) {
  const parts = partsUnder(SERVER, file);
  if (parts === null) return false;
  return (
    parts[0] === 'routes' ||
    parts[0] === 'plugins' ||
    file === `${SERVER}/app.ts` ||
    file === `${SERVER}/server.ts` ||
    file === `${SERVER}/authorization/http-errors.ts`
  );
}

// ---------------------------------------------------------------------------------------------
// The rules, one import at a time

/**
 * Why a client file may not reach `to` (a repository path), or null when it may. `from` is the
 * file whose reach is being checked (not necessarily the one holding the import).
 */
export function boundaryViolation(from, to) {
  const layer = layerOf(from);
  if (layer === null || layer === 'main' || layer === 'app') return null;
  if (layerOf(to) === 'app') return 'imports app/, which only main.tsx may';
  const target = featureOf(to);
  if (target === null) return null;
  if (layer === 'feature') {
    const source = featureOf(from);
    return source === target ? null : `feature '${source}' imports feature '${target}'`;
  }
  return `the shared layer imports feature '${target}'`;
}

/** Why a server file may not reach `to`, or null when it may. */
export function serverViolation(from, to) {
  if (!partsUnder(SERVER, from)) return null;
  const targetFolder = routeFolderOf(to);
  if (targetFolder === null) return null;
  const sourceFolder = routeFolderOf(from);
  if (sourceFolder === null) {
    if (from === `${SERVER}/app.ts` || from === `${SERVER}/server.ts`) return null;
    return `a module below the routes imports routes/${targetFolder || 'index.ts'}`;
  }
  if (sourceFolder === '' || targetFolder === sourceFolder) return null;
  return `route folder '${sourceFolder}' imports route folder '${targetFolder || 'index.ts'}'`;
}

/**
 * Why a repository may not import `to` (a path, or a bare package name), or null when it may.
 * Checked on the repository's own imports: every repository is checked in turn.
 */
export function repositoryViolation(from, to, typeOnly = false) {
  if (partsUnder(`${SERVER}/repositories`, from) === null) return null;
  if (!to.includes('/') || !/^(src|schemas|machines)\//.test(to)) {
    // A package: anything but Fastify, which is the HTTP edge.
    return /^(fastify|@fastify\/)/.test(to) ? `a repository imports '${to}'` : null;
  }
  for (const allowed of [`${SERVER}/db`, `${SERVER}/repositories`, 'src/shared', 'schemas'])
    if (partsUnder(allowed, to) !== null) return null;
  if (partsUnder(SERVER, to) !== null && typeOnly && !isHttpEdge(to)) return null;
  return typeOnly
    ? 'a repository imports a type of the HTTP edge'
    : 'a repository imports more than db/, repositories, src/shared and schemas';
}

// ---------------------------------------------------------------------------------------------
// The import graph

const STATEMENT = /\b(import|export)\s+(type\s+)?([^'";]*?)\s*\bfrom\s*['"]([^'"]+)['"]/g;
const SIDE_EFFECT = /\bimport\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** True when an import clause brings in types only (`type {…}` or `{ type A, type B }`). */
function clauseIsTypeOnly(typeKeyword, clause) {
  if (typeKeyword) return true;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const members = braces[1]
    .split(',')
    .map((member) => member.trim())
    .filter(Boolean);
  return members.length > 0 && members.every((member) => member.startsWith('type '));
}

/** A specifier as a repository path (relative ones resolved), or the package name. */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  if (!existsSync(to) && to.endsWith('.js') && existsSync(to.replace(/\.js$/, '.ts')))
    return to.replace(/\.js$/, '.ts');
  return to;
}

/** The imports of one file's text: `{ to, typeOnly }` each. */
export function importsOf(from, text) {
  const found = [];
  for (const [, , typeKeyword, clause, specifier] of text.matchAll(STATEMENT))
    found.push({ to: resolve(from, specifier), typeOnly: clauseIsTypeOnly(typeKeyword, clause) });
  for (const pattern of [SIDE_EFFECT, DYNAMIC])
    for (const [, specifier] of text.matchAll(pattern))
      found.push({ to: resolve(from, specifier), typeOnly: false });
  return found;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The import graph of the repository's source: file → its imports. */
export function readGraph() {
  const graph = new Map();
  for (const file of ROOTS.flatMap((root) => (existsSync(root) ? sourceFiles(root) : [])))
    graph.set(file, importsOf(file, readFileSync(file, 'utf8')));
  return graph;
}

// ---------------------------------------------------------------------------------------------
// Walking it

/**
 * Every line crossed in `graph` (a Map of file → `{ to, typeOnly }[]`), as
 * `{ chain: [file, …, crossed], reason }`: for each file, each crossing it reaches through its
 * imports, by the shortest chain. A walk stops where it crosses a line.
 */
export function violationsIn(graph) {
  const problems = [];
  for (const [source, imports] of graph) {
    for (const { to, typeOnly } of imports) {
      const reason = repositoryViolation(source, to, typeOnly);
      if (reason) problems.push({ chain: [source, to], reason });
    }
    const rule = partsUnder(CLIENT, source)
      ? boundaryViolation
      : partsUnder(SERVER, source)
        ? serverViolation
        : null;
    if (rule === null) continue;
    const cameFrom = new Map([[source, null]]);
    const queue = [source];
    while (queue.length > 0) {
      const file = queue.shift();
      for (const { to } of graph.get(file) ?? []) {
        if (cameFrom.has(to) || !graph.has(to)) continue;
        cameFrom.set(to, file);
        const reason = rule(source, to);
        if (reason) {
          const chain = [to];
          for (let at = file; at !== null; at = cameFrom.get(at)) chain.unshift(at);
          problems.push({ chain, reason });
        } else {
          queue.push(to);
        }
      }
    }
  }
  return problems;
}

/** Every boundary crossed in the repository as 'a → b → c: reason' lines. */
export function findViolations(graph = readGraph()) {
  return violationsIn(graph).map(({ chain, reason }) => `${chain.join(' → ')}: ${reason}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = readGraph();
  const problems = findViolations(graph);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `${problems.length} import chain(s) cross a boundary: move what is shared below both ` +
        'sides (client: selection, session, application, components, hooks, lib; server: a feature ' +
        'module below the routes), or compose in app/ (client) and app.ts (server).',
    );
    process.exit(1);
  }
}
