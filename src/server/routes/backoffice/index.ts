/**
 * The back office's API (docs/decisions/0017), under /api/backoffice. Every route needs a
 * session (401) and a back-office role (403 for applicants and beneficiaries), checked before
 * anything is read. Staff are not tenants: they see every application. Status changes are not
 * made here: the back office sends them to the lifecycle's POST /palyazatok/{id}/esemenyek.
 *
 * - POST /backoffice/palyazatok/kereses: the work queue (the spec's list query and envelope);
 * - POST /backoffice/palyazatok/osszesites: counts per status per call;
 * - POST /backoffice/palyazatok/export.csv: the filtered queue as CSV;
 * - GET /backoffice/palyazatok/{id}: the application file;
 * - POST /backoffice/palyazatok/{id}/megjegyzesek: an internal note;
 * - PUT / DELETE /backoffice/palyazatok/{id}/felelos: "assign to me" / release;
 * - GET /backoffice/dokumentumok/{uuid}/tartalom[?verzio=n]: a document of any application, as
 *   an attachment with the applicant download's protective headers;
 * - GET /backoffice/kimeno-levelek/sikertelen (ADMIN): status mails the outbox gave up on;
 * - POST /backoffice/kimeno-levelek/{id}/ujrakuldes (ADMIN): one of them back to the outbox;
 * - the call editors' routes (calls.ts) and the administrators' (administration.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../plugins/route-plugin.ts';
import {
  type BackOfficeApi,
  backOfficeRoutes as schemas,
} from '../../../../schemas/api/backoffice/backoffice.ts';
import { Problem, notFound } from '../../authorization/http-errors.ts';
import { viewerOf } from '../../authorization/tenant.ts';
import { queueCsv } from '../../backoffice/csv.ts';
import {
  type QueueQuery,
  assign,
  countByCallAndStatus,
  findAssignee,
  insertNote,
  listNotes,
  listQueue,
  unassign,
} from '../../backoffice/repository.ts';
import { applicationFile } from '../../backoffice/service.ts';
import { idParam, languageOf } from '../../calls/http.ts';
import { findApplication } from '../../repositories/applications.ts';
import { findDocument } from '../../repositories/documents.ts';
import { listFailedMails, retryFailedMail } from '../../repositories/outbox.ts';
import { mailSubject } from '../../lifecycle/notifications.ts';
import { backOfficeAdministrationRoutes } from './administration.ts';
import { backOfficeCallRoutes } from './calls.ts';
import { requireAbility } from './require-ability.ts';
import { attachmentDisposition } from '../../uploads/file-name.ts';

/** List defaults of the spec: page 0, size 10, sorted by id descending. */
const DEFAULTS = { pageIndex: 0, pageSize: 10, sortBy: 'id', sortDirection: 'desc' } as const;

/** The most rows one CSV export holds. */
const EXPORT_LIMIT = 10_000;

type QueueBody = BackOfficeApi['queue']['body'];

function queueQueryOf(body: QueueBody | undefined, userId: number): QueueQuery {
  const filter = body?.filterData ?? {};
  return {
    filter: {
      kereses: filter.kereses ?? null,
      statusz: filter.statusz ?? null,
      felhivasId: filter.felhivasId ?? null,
      varakozas: filter.varakozas ?? null,
      felelosId: filter.csakSajat ? userId : null,
    },
    sortBy: body?.sort?.sortBy ?? DEFAULTS.sortBy,
    sortDirection: body?.sort?.sortDirection ?? DEFAULTS.sortDirection,
    pageIndex: body?.page?.pageIndex ?? DEFAULTS.pageIndex,
    pageSize: body?.page?.pageSize ?? DEFAULTS.pageSize,
  };
}

/** The most failed mails one listing shows. */
const FAILED_MAILS_LIMIT = 200;

export const backOfficeRoutesPlugin: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => requireAbility(request, 'read'));
  await app.register(backOfficeCallRoutes);
  await app.register(backOfficeAdministrationRoutes);

  app.post(
    '/backoffice/palyazatok/kereses',
    { config: { queryBudget: 3 }, schema: schemas.queue },
    async (request) => {
      const query = queueQueryOf(request.body, viewerOf(request).id);
      const { rows, total } = await listQueue(app.db, query);
      return { data: rows, totalElements: total, totalPages: Math.ceil(total / query.pageSize) };
    },
  );

  app.post('/backoffice/palyazatok/osszesites', { schema: schemas.counts }, async () => ({
    sorok: await countByCallAndStatus(app.db),
  }));

  app.post(
    '/backoffice/palyazatok/export.csv',
    { schema: schemas.exportCsv },
    async (request, reply) => {
      const query = queueQueryOf(request.body, viewerOf(request).id);
      const { rows } = await listQueue(app.db, { ...query, pageIndex: 0, pageSize: EXPORT_LIMIT });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="palyazatok.csv"')
        .send(queueCsv(rows));
    },
  );

  // 15 on PostgreSQL (BEGIN and COMMIT included): the locked application, every document
  // version at once, the completion's other reads (which are also the file's knock-out answers
  // and statements), then the file's own parts, one query each: transitions, snapshot, notes,
  // assignee, offered slots, completion reports and the decisions on them (decision 0031).
  // Was 22: the application, knock-out answers, statements and documents were each read twice.
  app.get(
    '/backoffice/palyazatok/:id',
    { config: { queryBudget: 15 }, schema: schemas.file },
    async (request) =>
      applicationFile(
        app.db,
        idParam(request),
        { roles: request.user?.roles ?? [], language: languageOf(request) },
        app.clock(),
      ),
  );

  /** 404 for an id that is no application. */
  async function existing(request: FastifyRequest & { params: { id: string } }): Promise<number> {
    const id = idParam(request);
    if (!(await findApplication(app.db, id))) throw notFound();
    return id;
  }

  app.post(
    '/backoffice/palyazatok/:id/megjegyzesek',
    { schema: schemas.addNote },
    async (request, reply) => {
      requireAbility(request, 'takeAndNote');
      const id = await existing(request);
      const noteId = await insertNote(app.db, {
        applicationId: id,
        authorId: viewerOf(request).id,
        text: request.body.szoveg.trim(),
      });
      const note = (await listNotes(app.db, id)).find((candidate) => candidate.id === noteId);
      return reply.status(201).send(note);
    },
  );

  app.put('/backoffice/palyazatok/:id/felelos', { schema: schemas.assign }, async (request) => {
    requireAbility(request, 'takeAndNote');
    const id = await existing(request);
    await assign(app.db, id, viewerOf(request).id);
    return { felelos: await findAssignee(app.db, id) };
  });

  app.delete('/backoffice/palyazatok/:id/felelos', { schema: schemas.assign }, async (request) => {
    requireAbility(request, 'takeAndNote');
    const id = await existing(request);
    await unassign(app.db, id);
    return { felelos: null };
  });

  app.get(
    '/backoffice/dokumentumok/:uuid/tartalom',
    { config: { queryBudget: 2 }, schema: schemas.download },
    async (request, reply) => {
      const { uuid } = request.params;
      const { verzio } = request.query;
      const document = await findDocument(app.db, uuid, verzio ? Number(verzio) : undefined);
      if (!document) throw notFound();
      // Like the applicant's download: nothing the virus scan has not let through.
      if (document.scanStatus !== 'CLEAN' && document.scanStatus !== 'NOT_SCANNED')
        throw new Problem(409, 'errors.documentNotReady', {
          kod: 'backoffice:errors.documentNotReady',
        });
      const content = await app.fileStorage.get(document.storageKey);
      return reply
        .header('content-type', document.contentType)
        .header('content-length', String(document.size))
        .header('content-disposition', attachmentDisposition(document.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(content);
    },
  );

  app.get(
    '/backoffice/kimeno-levelek/sikertelen',
    { config: { queryBudget: 2 }, schema: schemas.failedMails },
    async (request, reply) => {
      requireAbility(request, 'administer');
      const mails = await listFailedMails(app.db, FAILED_MAILS_LIMIT);
      return reply.header('cache-control', 'private, no-store').send({
        levelek: mails.map((mail) => ({
          id: mail.id,
          sablon: mail.template,
          targy: mailSubject(mail),
          cimzett: mail.recipient,
          nyelv: mail.language,
          palyazat:
            mail.applicationId === null
              ? null
              : { id: mail.applicationId, azonosito: mail.applicationReference },
          probalkozasok: mail.attempts,
          utolsoHiba: mail.lastError,
          letrehozva: mail.createdAt.toISOString(),
          sikertelen: mail.failedAt?.toISOString() ?? null,
        })),
      });
    },
  );

  app.post(
    '/backoffice/kimeno-levelek/:id/ujrakuldes',
    { schema: schemas.retryMail },
    async (request) => {
      requireAbility(request, 'administer');
      const id = idParam(request);
      if (!(await retryFailedMail(app.db, id, app.clock()))) throw notFound();
      request.log.info(
        { mail: id, by: viewerOf(request).id },
        'failed mail put back in the outbox',
      );
      return { id, allapot: 'PENDING' as const };
    },
  );
};
