// The test command's first step (scripts/test-all.mjs): everything generated for the browser.
// Run it before typecheck, vitest and Storybook: node scripts/generate.mjs
import { generateAll } from './precompile-validators.mjs';

await generateAll();
