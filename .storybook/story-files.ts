/**
 * Where Storybook finds stories, relative to this folder: hand-written ones in stories/ and one
 * generated module per schema file (scripts/generate-stories.mjs). Kept apart from main.ts,
 * whose import runs the generation, so stories/stories.test.ts can check the globs cheaply.
 */
export const STORY_FILES = [
  '../stories/**/*.stories.@(ts|tsx)',
  '../src/client/generated/stories/*.stories.tsx',
];
