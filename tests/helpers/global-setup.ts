/**
 * Vitest's global setup: builds the migrated database templates (tests/helpers/database-template.ts)
 * once, before the workers start, so no two workers build the same one. A template already there
 * for this migration set is used as it is.
 */
import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-template.ts';
import { POSTGRES_ADMIN_URL } from './database.ts';

export default async function setup(): Promise<void> {
  const started = performance.now();
  await Promise.all([ensurePgliteTemplate(), ensurePostgresTemplate(POSTGRES_ADMIN_URL)]);
  const ms = Math.round(performance.now() - started);
  if (ms > 1_000) console.log(`test database templates built in ${ms} ms`);
}
