#!/usr/bin/env node
/**
 * Writes the application machine's Mermaid diagram into the decision record, between the
 * `<!-- diagram:start -->` and `<!-- diagram:end -->` markers. Run with `npx tsx
 * scripts/application-diagram.mjs` after changing machines/application.machine.ts; the machine's
 * test fails while the record and the machine disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { applicationDiagram } from '../machines/application-diagram.ts';

const file = new URL('../docs/decisions/0008-application-lifecycle.md', import.meta.url);
const text = readFileSync(file, 'utf8');
const pattern = /<!-- diagram:start -->[\s\S]*<!-- diagram:end -->/;
if (!pattern.test(text)) throw new Error('diagram markers not found in the decision record');
writeFileSync(
  file,
  text.replace(
    pattern,
    `<!-- diagram:start -->\n\n\`\`\`mermaid\n${applicationDiagram()}\`\`\`\n\n<!-- diagram:end -->`,
  ),
);
