// Types of scripts/generate-stories.mjs for the TypeScript tests that drive it.
export interface GeneratedStory {
  key: string;
  title: string;
  file: string;
  source: string;
}
export function storyTitle(key: string): string;
export function storyFileName(key: string): string;
export const STORY_NAMES: string[];
export function storiesFor(keys: string[]): GeneratedStory[];
export function storyModule(key: string): string;
export function generateStories(keys: string[], outDir: string): GeneratedStory[];
