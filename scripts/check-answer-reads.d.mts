// Types of scripts/check-answer-reads.mjs for its TypeScript test.
export const READS_WITHOUT_PARSER: Record<string, string>;
export function answerReadProblems(file: string, text: string): string[];
export function findAnswerReadProblems(): string[];
