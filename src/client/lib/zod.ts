/**
 * zod as the generated parsers use it (src/client/generated/zod/**.parsers.ts). Loaded lazily with
 * them, so it is not part of the entry chunk.
 */
import { z } from 'zod';

// Zod 4 probes `new Function` to speed up object parsing; under our CSP (no 'unsafe-eval') the
// probe is reported as a violation even though it is caught. Parse without it.
z.config({ jitless: true });

export { z };
