/**
 * The call editors' API (issue 15 item 5), FELHIVAS_SZERKESZTO and ADMIN:
 *
 * - GET /backoffice/felhivasok: every call the server loaded (the database's copy of CALLS_DIR)
 *   and every folder on disk now, each with its problems. Start-up refuses a broken folder, so a
 *   problem shown here is an edit made since the last start that the next start would refuse.
 * - GET /backoffice/felhivasok/{azonosito}: a loaded call as the applicant screens receive it
 *   (custom-field schema and the key of its precompiled form, documents, knock-out criteria,
 *   statements, texts in hu and en), whatever its status, for the preview.
 */
import path from 'node:path';
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import { callEditorRoutes as schemas } from '../../../../schemas/api/backoffice/call-editor.ts';
import { notFound } from '../../authorization/http-errors.ts';
import { type CallFolderProblem, inspectCallFolders } from '../../calls/catalogue.ts';
import {
  findCallByIdentifier,
  listAllCalls,
  listDocumentCategories,
} from '../../repositories/calls.ts';
import { callDetailOf } from '../../calls/call-detail.ts';
import { requireAbility } from './require-ability.ts';

/** The call folder a problem's file lies in, or null for the directory and shared files. */
function folderOf(callsDir: string, problem: CallFolderProblem): string | null {
  const relative = path.relative(path.resolve(callsDir), path.resolve(problem.file));
  const parts = relative.split(path.sep);
  return parts.length > 1 && !relative.startsWith('..') ? (parts[0] ?? null) : null;
}

export const backOfficeCallRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', async (request) => requireAbility(request, 'editCalls'));

  app.get(
    '/backoffice/felhivasok',
    { config: { queryBudget: 2 }, schema: schemas.list },
    async () => {
      const callsDir = app.config.callsDir;
      const [stored, disk] = [await listAllCalls(app.db), inspectCallFolders(callsDir)];
      const problems = disk.problems.map((problem) => ({
        mappa: folderOf(callsDir, problem),
        fajl: problem.file,
        problema: problem.problem,
      }));
      const onDisk = new Map(disk.calls.map((call) => [call.identifier, call]));
      const identifiers = [
        ...new Set([
          ...stored.map((call) => call.identifier),
          ...disk.calls.map((call) => call.identifier),
          ...problems.flatMap((problem) => (problem.mappa ? [problem.mappa] : [])),
        ]),
      ].toSorted();
      const mappak = identifiers.map((identifier) => {
        const loaded = stored.find((call) => call.identifier === identifier);
        const current = onDisk.get(identifier);
        const own = problems.filter((problem) => problem.mappa === identifier);
        const texts = loaded?.texts ?? current?.texts;
        return {
          azonosito: identifier,
          betoltve: loaded !== undefined,
          nev: { hu: texts?.hu.name ?? identifier, en: texts?.en.name ?? identifier },
          statusz: (loaded ?? current)?.call.status ?? null,
          aktiv: (loaded ?? current)?.call.active ?? false,
          lemezen:
            own.length > 0
              ? ('INVALID' as const)
              : !current
                ? ('MISSING' as const)
                : current.contentHash === loaded?.contentHash
                  ? ('SAME' as const)
                  : ('CHANGED' as const),
          problemak: own,
        };
      });
      return { mappak, altalanosProblemak: problems.filter((problem) => problem.mappa === null) };
    },
  );

  app.get(
    '/backoffice/felhivasok/:azonosito',
    { config: { queryBudget: 1 }, schema: schemas.detail },
    async (request) => {
      const { azonosito } = request.params;
      const call = await findCallByIdentifier(app.db, azonosito);
      if (!call) throw notFound();
      return callDetailOf(call, await listDocumentCategories(app.db), app.config, app.clock());
    },
  );
};
