// Types of scripts/precompile-validators.mjs for the TypeScript tests that drive it.
export interface SchemaFileEntry {
  key: string;
  schemaFile: string;
  uiFile: string | null;
}
export interface GenerateOptions {
  schemasDir?: string;
  outDir?: string;
}
export function listSchemaFiles(schemasDir: string): SchemaFileEntry[];
export function walk(dir: string): Generator<string>;
export function toEsModule(code: string, file: string): string;
export function compileValidatorModule(schema: object, file: string): Promise<string>;
export function precompileValidators(options?: GenerateOptions): Promise<string[]>;
export function generateAll(options?: GenerateOptions): Promise<void>;
