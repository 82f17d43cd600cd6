// Writes .br and .gz siblings of the built client's text assets, so the server sends them
// pre-compressed (@fastify/static `preCompressed`) without compressing on every request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = process.argv[2] ?? 'dist/client';
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 1024;

let written = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size >= MIN_BYTES) {
      const content = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      written += 1;
    }
  }
}
walk(ROOT);
console.log(`compressed ${written} assets in ${ROOT}`);
