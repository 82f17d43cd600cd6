/**
 * Applications ("tenders"): POST /palyazatok starts one for an open call (dates in Budapest
 * time, maxSubmissionsPerApplicant); GET /palyazatok/kedvezmenyezett/tamogatast-igenylo/{id}
 * lists an applicant's (spec section 7); GET /palyazatok/{id} reads one with its completion;
 * PUT …/hiteligenyles, …/egyedi-mezok and …/kizaro-feltetelek save. With ?vazlat=true (autosave)
 * a save is stored whatever the business rules say and the problems are returned; without it a
 * save with problems is refused with 422 and nothing is stored. Saves name `verzio` (409 when
 * stale); a knock-out answer may omit it, being an independent fact like a statement. Every save
 * is an applicant write of the lifecycle (src/server/lifecycle/applicant-writes.ts): only while
 * editing or, for what a supplement request unlocks, while waiting for the supplement.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import { applicationRoutes } from '../../../../schemas/api/applications/applications.ts';
import { conflict, notFound } from '../../authorization/http-errors.ts';
import { requireApplicantAccess, viewerOf } from '../../authorization/tenant.ts';
import { completionOf, completionsOf, siteIdsOf } from '../../calls/application-state.ts';
import { validateCustomFields } from '../../calls/custom-fields.ts';
import {
  CallsProblem,
  idParam,
  languageOf,
  loadApplicationFor,
  withCallsProblems,
} from '../../calls/http.ts';
import {
  type LoanClaim,
  checkLoanClaim,
  describeFieldError,
  describeIssue,
  validateLoanClaim,
} from '../../calls/loan-claim-rules.ts';
import type { DB } from '../../db/types.ts';
import {
  type ApplicantWriteInput,
  applicantWrite,
  changedCustomFieldItems,
  changedLoanClaimItems,
} from '../../lifecycle/applicant-writes.ts';
import {
  MaxSubmissionsReachedError,
  bumpVersion,
  createApplication,
  findApplication,
  listApplicationsOfApplicant,
  updateCustomFieldValues,
  updateLoanClaim,
} from '../../repositories/applications.ts';
import { findCallById, isCallOpen } from '../../repositories/calls.ts';
import {
  listKnockOutConfirmations,
  saveKnockOutConfirmations,
} from '../../repositories/knock-out.ts';

export const applicationsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  withCallsProblems(app);

  app.post('/palyazatok', { schema: applicationRoutes.start }, async (request, reply) => {
    const viewer = viewerOf(request);
    const body = request.body as {
      palyazatiFelhivas: { id: number };
      tamogatastIgenylo: { id: number };
    };
    await requireApplicantAccess(app.db, viewer.id, body.tamogatastIgenylo.id, 'edit');
    const call = await findCallById(app.db, body.palyazatiFelhivas.id);
    if (!call) throw notFound();
    const now = new Date();
    if (!isCallOpen(call, now)) throw new CallsProblem(422, 'errors.callNotOpen');
    let id: number;
    try {
      id = await createApplication(app.db, {
        callId: call.id,
        applicantId: body.tamogatastIgenylo.id,
        userId: viewer.id,
        maxSubmissions: call.call.maxSubmissionsPerApplicant,
        year: now.getUTCFullYear(),
      });
    } catch (error) {
      if (error instanceof MaxSubmissionsReachedError)
        throw new CallsProblem(422, 'errors.maxSubmissionsReached', { max: error.max });
      throw error;
    }
    const created = await findApplication(app.db, id);
    if (!created) throw notFound();
    return reply.status(201).send(created.payload);
  });

  app.get(
    '/palyazatok/kedvezmenyezett/tamogatast-igenylo/:id',
    { config: { queryBudget: 7 }, schema: applicationRoutes.listOfApplicant },
    async (request) => {
      const viewer = viewerOf(request);
      const applicantId = idParam(request);
      await requireApplicantAccess(app.db, viewer.id, applicantId, 'read');
      const language = languageOf(request);
      const applications = await listApplicationsOfApplicant(app.db, applicantId);
      // Calls from memory, the per-application reads batched: the same queries for 1 or 100.
      const withCalls = await Promise.all(
        applications.map(async (application) => ({
          application,
          call: await findCallById(app.db, application.callId),
        })),
      );
      const known = withCalls.flatMap((item) => (item.call ? [{ ...item, call: item.call }] : []));
      const completions = await completionsOf(app.db, applicantId, known, language);
      const completionOfId = new Map(
        known.map((item, index) => [item.application.payload.id, completions[index]]),
      );
      return applications.map((application) => ({
        ...application.payload,
        teljesites: completionOfId.get(application.payload.id),
      }));
    },
  );

  app.get(
    '/palyazatok/:id',
    { config: { queryBudget: 8 }, schema: applicationRoutes.detail },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'read');
      return {
        palyazat: context.application.payload,
        teljesites: await completionOf(app.db, context.call, context.application, context.language),
        egyediMezok: context.application.customFieldValues,
        kizaroFeltetelek: await listKnockOutConfirmations(app.db, context.application.payload.id),
      };
    },
  );

  app.get(
    '/palyazatok/:id/teljesites',
    { schema: applicationRoutes.completion },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'read');
      return completionOf(app.db, context.call, context.application, context.language);
    },
  );

  app.put(
    '/palyazatok/:id/hiteligenyles',
    { schema: applicationRoutes.saveLoanClaim },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      const draft = (request.query as { vazlat?: string }).vazlat === 'true';
      const { verzio, ...changes } = request.body as Partial<LoanClaim> & { verzio: number };
      const merged: LoanClaim = { ...context.application.loanClaim };
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
      }
      const siteIds = await siteIdsOf(app.db, context.application.applicantId);
      // The call's limits through the loan-claim schema bound to the call (what the browser
      // checks), then the rules that need more than the claim.
      const issues = [
        ...validateLoanClaim(context.call, merged, { complete: false }).map((error) =>
          describeFieldError(error, context.language),
        ),
        ...checkLoanClaim(context.call.call, merged, siteIds, context.language).map((issue) =>
          describeIssue(issue, context.language),
        ),
      ];
      // A site that is not the applicant's address is refused even in a draft: it is a reference.
      return saveChecked(
        context,
        issues,
        draft,
        'calls:validation.unknownSite',
        (_trx, current) =>
          changedLoanClaimItems(
            current.application.loanClaim as unknown as Record<string, unknown>,
            changes,
          ),
        (trx) => updateLoanClaim(trx, context.application.payload.id, verzio, changes),
      );
    },
  );

  app.put(
    '/palyazatok/:id/egyedi-mezok',
    { schema: applicationRoutes.saveCustomFields },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      const draft = (request.query as { vazlat?: string }).vazlat === 'true';
      const { verzio, ertekek: raw } = request.body as {
        verzio: number;
        ertekek: Record<string, Record<string, unknown>>;
      };
      // A cleared input arrives as null or '': it means "no value", as in the browser's form.
      const ertekek = Object.fromEntries(
        Object.entries(raw).map(([group, fields]) => [
          group,
          Object.fromEntries(
            Object.entries(fields).filter(([, value]) => value !== null && value !== ''),
          ),
        ]),
      );
      // A draft is checked without `required`; unknown groups or fields are refused even then.
      const issues = validateCustomFields(context.call, ertekek, {
        draft,
        language: context.language,
      });
      return saveChecked(
        context,
        issues,
        draft,
        'calls:validation.unknownField',
        (_trx, current) => changedCustomFieldItems(current.application.customFieldValues, ertekek),
        (trx) => updateCustomFieldValues(trx, context.application.payload.id, verzio, ertekek),
      );
    },
  );

  app.put(
    '/palyazatok/:id/kizaro-feltetelek',
    { schema: applicationRoutes.saveKnockOut },
    async (request) => {
      const context = await loadApplicationFor(app.db, request, idParam(request), 'edit');
      const { verzio, megerositesek } = request.body as {
        verzio?: number;
        megerositesek: Record<string, boolean>;
      };
      const known = new Set(context.call.knockOut.map((criterion) => criterion.id));
      const unknown = Object.keys(megerositesek).filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw new CallsProblem(422, 'errors.unknownKnockOut', { ids: unknown.join(', ') });
      const applicationId = context.application.payload.id;
      const { result, versionAfterDataChanged } = await applicantWrite(app.db, {
        applicationId,
        userId: context.userId,
        now: app.clock,
        labels: { language: context.language },
        touched: async (trx) => {
          const stored = new Map(
            (await listKnockOutConfirmations(trx, applicationId)).map((row) => [
              row.kriterium,
              row.megerositve,
            ]),
          );
          return Object.entries(megerositesek)
            .filter(([id, confirmed]) => (stored.get(id) ?? false) !== confirmed)
            .map(([id]) => `knockOut.${id}`);
        },
        write: async (trx) => {
          // Without verzio an answer is recorded like a statement: no version check, no bump.
          const next =
            verzio === undefined
              ? context.application.payload.verzio
              : await bumpVersion(trx, applicationId, verzio);
          if (next === null) throw conflict();
          await saveKnockOutConfirmations(trx, applicationId, context.userId, megerositesek);
          return next;
        },
      });
      return respondWithCompletion(
        applicationId,
        versionAfterDataChanged ?? result,
        [],
        context.language,
      );
    },
  );

  /**
   * The save step of a checked section: a draft (autosave) is stored with its issues except those
   * of `alwaysRefused` (structural problems refused even in a draft); a final save stores nothing
   * while any issue remains. The save runs as an applicant write (supplement unlocking, back to
   * editing when data changed in a submission step). A stale version answers 409.
   */
  async function saveChecked(
    context: { application: { payload: { id: number } }; userId: number; language: 'hu' | 'en' },
    issues: Array<{ kod: string }>,
    draft: boolean,
    alwaysRefused: string,
    touched: ApplicantWriteInput<number>['touched'],
    save: (trx: Transaction<DB>) => Promise<number | null>,
  ) {
    const refusedInDraft = issues.filter((issue) => issue.kod === alwaysRefused);
    if (refusedInDraft.length > 0 || (!draft && issues.length > 0))
      throw new CallsProblem(422, 'errors.validationFailed', {}, draft ? refusedInDraft : issues);
    const { result, versionAfterDataChanged } = await applicantWrite(app.db, {
      applicationId: context.application.payload.id,
      userId: context.userId,
      now: app.clock,
      labels: { language: context.language },
      touched,
      write: async (trx) => {
        const version = await save(trx);
        if (version === null) throw conflict();
        return version;
      },
    });
    return respondWithCompletion(
      context.application.payload.id,
      versionAfterDataChanged ?? result,
      issues,
      context.language,
    );
  }

  async function respondWithCompletion(
    applicationId: number,
    version: number,
    issues: unknown[],
    language: 'hu' | 'en',
  ) {
    const application = await findApplication(app.db, applicationId);
    const call = application ? await findCallById(app.db, application.callId) : undefined;
    if (!application || !call) throw notFound();
    return {
      verzio: version,
      hibak: issues,
      teljesites: await completionOf(app.db, call, application, language),
    };
  }
};
