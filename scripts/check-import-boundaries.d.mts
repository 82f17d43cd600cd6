// Types of scripts/check-import-boundaries.mjs for its TypeScript test.
export interface Import {
  to: string;
  typeOnly: boolean;
}
export type ImportGraph = Map<string, Import[]>;
export const TEMPORARILY_ALLOWED: string[];
export function boundaryViolation(from: string, to: string): string | null;
export function serverViolation(from: string, to: string): string | null;
export function repositoryViolation(from: string, to: string, typeOnly?: boolean): string | null;
export function importsOf(from: string, text: string): Import[];
export function readGraph(): ImportGraph;
export function violationsIn(graph: ImportGraph): { chain: string[]; reason: string }[];
export function findViolations(graph?: ImportGraph): string[];
export function staleAllowances(graph?: ImportGraph): string[];
