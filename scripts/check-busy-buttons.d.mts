// Types of scripts/check-busy-buttons.mjs for its TypeScript test.
export function busyButtonProblems(file: string, text: string): string[];
export function findBusyButtonProblems(): string[];
