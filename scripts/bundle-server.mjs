// Bundles the compiled server (dist/server/src/server/server.js, as tsc wrote it) into
// server.bundle.js beside it, and replaces server.js with a launcher that turns on Node's compile
// cache before it imports the bundle (docs/decisions/0050-start-up.md). Part of
// scripts/build-server.mjs; the rest of dist/server (scripts/migrate.js and the modules it
// imports) stays as tsc wrote it.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rolldown } from 'rolldown';

/**
 * Packages left to Node's loader, each for a reason the bundle would break: files beside their
 * own modules (PGlite's WebAssembly and data, pdfkit's fonts, pino's and thread-stream's worker
 * scripts, @fastify/swagger's package.json), a native addon (argon2), or a large module only the
 * development sign-in loads, on first use (oidc-provider).
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  'argon2',
  'pdfkit',
  'pino',
  'thread-stream',
  '@fastify/swagger',
  'oidc-provider',
];

function isExternal(id) {
  if (id.startsWith('node:')) return true;
  return EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * Every module of the bundle runs from the bundle's directory, so a module's own location
 * (`import.meta.dirname`, `import.meta.url`), which the server uses to find the files beside it
 * (locales, help texts, reference lists, fonts), is written relative to the bundle instead.
 */
function ownLocation(out, bundleDir) {
  // Our modules are the ones tsc wrote into `out`, which may itself lie under a node_modules
  // (the two-process test builds into node_modules/.cache).
  const isOwn = (id) =>
    id.startsWith(`${out}${path.sep}`) &&
    !path.relative(out, id).split(path.sep).includes('node_modules');
  return {
    name: 'portal-own-location',
    transform(code, id) {
      if (!isOwn(id) || !code.includes('import.meta.')) return null;
      const relativeDir = path.relative(bundleDir, path.dirname(id)) || '.';
      const file = path.relative(bundleDir, id);
      return code
        .replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${relativeDir}`)})`,
        )
        .replaceAll('import.meta.filename', `(import.meta.dirname + ${JSON.stringify(`/${file}`)})`)
        .replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(`./${file}`)}, import.meta.url).href`,
        );
    },
  };
}

const LAUNCHER = `// Written by scripts/bundle-server.mjs. Node's compile cache keeps V8's compiled code of the
// bundle between starts (docs/decisions/0050-start-up.md): in NODE_COMPILE_CACHE when set,
// else in dist/server/.compile-cache; a directory that cannot be written only costs the cache.
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
import { enableCompileCache } from 'node:module';
import path from 'node:path';

enableCompileCache({
  directory: process.env.NODE_COMPILE_CACHE || path.join(import.meta.dirname, '../../.compile-cache'),
  portable: true,
});
await import('./server.bundle.js');
`;

export async function bundleServer(out) {
  const dir = path.join(out, 'src/server');
  const bundle = await rolldown({
    input: path.join(dir, 'server.js'),
    platform: 'node',
    external: isExternal,
    plugins: [ownLocation(path.resolve(out), path.resolve(dir))],
    // depd (Express-era packages) uses eval to name deprecated functions, harmless here; a module
    // both imported and loaded on first use elsewhere simply stays in the bundle.
    onLog(level, log, handler) {
      if (log.code === 'EVAL' || log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
      handler(level, log);
    },
  });
  await bundle.write({
    dir,
    format: 'esm',
    entryFileNames: 'server.bundle.js',
    chunkFileNames: 'server.bundle-[name]-[hash].js',
  });
  await bundle.close();
  rmSync(path.join(dir, 'server.js.map'), { force: true });
  writeFileSync(path.join(dir, 'server.js'), LAUNCHER);
}
