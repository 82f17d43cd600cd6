/**
 * Storybook (written by hand: `storybook init` does not work offline). Stories come from
 * stories/ (hand-written) and src/client/generated/stories/ (one module per schema file).
 * Generation runs first, synchronously, so a schema file added since the last build has its
 * validators and stories before Storybook indexes them.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { STORY_FILES } from './story-files.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'scripts/generate.mjs')], {
  cwd: root,
  stdio: 'inherit',
});

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: STORY_FILES,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
