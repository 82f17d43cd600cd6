/**
 * The funding calls the e2e server starts with (CALLS_DIR): a temporary copy of schemas/calls
 * plus one call folder added the way an editor adds one (copy a folder, change its identifier,
 * name and dates) — no code change. e2e/calls.spec.ts then finds it on the dashboard, which
 * pins the README's promise that a new folder needs nothing else.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dateToBudapestLocal } from '../src/shared/budapest-time.ts';

const SHIPPED = path.resolve(import.meta.dirname, '../schemas/calls');
const TEMPLATE = 'vendeglatas-modernizacio-2026';

/** The call folder added for the e2e run. */
export const ADDED_CALL = {
  identifier: 'e2e-proba-felhivas',
  name: {
    hu: 'Próba felhívás: kempingek megújítása',
    en: 'Test call: renewal of campsites',
  },
} as const;

const DAY = 24 * 60 * 60 * 1000;

function editJson(file: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** Creates the calls directory of an e2e run and returns its path. */
export function prepareCallsDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-calls-'));
  cpSync(SHIPPED, dir, { recursive: true });
  const added = path.join(dir, ADDED_CALL.identifier);
  cpSync(path.join(dir, TEMPLATE), added, { recursive: true });
  const now = Date.now();
  editJson(path.join(added, 'call.json'), (call) => {
    call.identifier = ADDED_CALL.identifier;
    call.name = ADDED_CALL.name.hu;
    call.workingName = 'E2E próba';
    call.startDate = dateToBudapestLocal(new Date(now - DAY));
    call.endDate = dateToBudapestLocal(new Date(now + 60 * DAY));
    call.implementationStart = null;
    call.implementationEnd = null;
  });
  for (const language of ['hu', 'en'] as const) {
    editJson(path.join(added, `texts.${language}.json`), (texts) => {
      texts.name = ADDED_CALL.name[language];
    });
  }
  return dir;
}
