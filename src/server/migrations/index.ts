/**
 * Versioned migrations, applied in name order at start. Add a file `NNNN-name.ts` exporting
 * `up` (and `down`), and list it here; never edit a migration that has shipped.
 */
import type { Migration } from 'kysely/migration';
import * as foundation from './0001-foundation.ts';

export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
};
