// Types of scripts/check-import-boundaries.mjs for its TypeScript test.
export function boundaryViolation(from: string, to: string): string | null;
export function findViolations(): string[];
