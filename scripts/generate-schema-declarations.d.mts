// Types of scripts/generate-schema-declarations.mjs for the TypeScript tests that drive it.
export function literalType(value: unknown, indent?: string): string;
export function declarationModule(schema: unknown, fileName: string): string;
export function generateSchemaDeclarations(options?: { schemasDir?: string }): string[];
