// Types of scripts/generate-zod-parsers.mjs for the TypeScript tests that drive it.
export function looksLikeJsonSchema(value: unknown): boolean;
export function zodExpression(schema: object): string;
export function zodModule(schema: object, sourceLabel: string, zodImport?: string): string;
export function zodModuleOfExports(
  exports: Record<string, unknown>,
  sourceLabel: string,
  zodImport?: string,
): string | null;
export function generateZodParsers(options?: {
  schemasDir?: string;
  outDir?: string;
}): Promise<string[]>;
export function lazyFrontModule(
  names: string[],
  options: {
    sourceLabel: string;
    parsersFile: string;
    parseResponseImport: string;
    withData: boolean;
  },
): string;
export function isRouteTable(value: unknown): boolean;
export function successResponse(operation: { response?: Record<string, unknown> }): unknown;
export function routeParserName(table: string, operation: string, part: string): string;
