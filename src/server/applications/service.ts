/**
 * The application service: what the routes of routes/applications do, without HTTP
 * (docs/decisions/0029). The routes parse the request, call one function here and send its answer.
 *
 * A section save (loan claim, custom fields, knock-out answers) is one transaction: lock the
 * application's row and read it, its lifecycle columns and the user's role in one query (the call
 * comes from the in-memory registry), check the values, write them as an applicant write of the
 * lifecycle (applicant-writes.ts), and answer the completion computed from what was read and
 * written. Nothing is read twice, and every check sees the row as the write finds it.
 */
import type { Transaction } from 'kysely';
import type { ApplicationApi } from '../../../schemas/api/applications/applications.ts';
import type { FieldIssue } from '../../../schemas/api/problem.ts';
import type { Language } from '../../shared/i18n-languages.ts';
import { conflict, notFound } from '../authorization/http-errors.ts';
import { requireApplicantAccess } from '../authorization/tenant.ts';
import { CallsProblem } from '../calls/http.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import {
  type ApplicantWriteInput,
  applicantWriteLocked,
  changedCustomFieldItems,
  changedLoanClaimItems,
} from '../lifecycle/applicant-writes.ts';
import type { LockedApplication } from '../lifecycle/service.ts';
import {
  MaxSubmissionsReachedError,
  type StoredApplication,
  bumpVersion,
  createApplication,
  findApplication,
  listApplicationsOfApplicant,
  lockApplicationForWrite,
  updateCustomFieldValues,
  updateLoanClaim,
} from '../repositories/applications.ts';
import { inTransaction } from '../repositories/audit.ts';
import {
  type StoredCall,
  callRegistryOf,
  findCallById,
  isCallOpen,
} from '../repositories/calls.ts';
import {
  type KnockOutConfirmation,
  listKnockOutConfirmations,
  saveKnockOutConfirmations,
} from '../repositories/knock-out.ts';
import {
  type CompletionReads,
  completionOf,
  completionReadsOf,
  completionsOf,
  siteIdsOf,
} from './application-state.ts';
import { computeCompletion } from './completion.ts';
import { validateCustomFields } from './custom-fields.ts';
import {
  type LoanClaim,
  checkLoanClaim,
  describeFieldError,
  describeIssue,
  validateLoanClaim,
} from './loan-claim-rules.ts';

/** Who acts: the signed-in user and the language answers are written in. */
export interface Actor {
  userId: number;
  language: Language;
}

/** An application the actor may access, with its call (the routes load it for reads). */
export interface ApplicationInContext {
  application: StoredApplication;
  call: StoredCall;
  language: Language;
}

/**
 * The answer of every section save: the new version, the problems of the values stored (a
 * draft's) and the completion; the type its schema in schemas/api describes.
 */
export type SectionSaved = ApplicationApi['saveLoanClaim']['response'][200];

/** One section save as planned under the lock: its problems, its write, the data it leaves. */
interface SectionSave {
  issues: FieldIssue[];
  draft: boolean;
  /** A problem refused even in a draft (a structural one: an unknown field or site). */
  alwaysRefused?: string;
  /** The supplement items the write changes (applicant-writes.ts). */
  touched: ApplicantWriteInput<number>['touched'];
  /** Writes; the new version, or null when the version the client read is stale (409). */
  write: (trx: Transaction<DB>) => Promise<number | null>;
  /** The application as the write leaves it: completion is computed from it, not read again. */
  after: StoredApplication;
  /** Completion's reads the plan has already made. */
  known: Partial<CompletionReads>;
}

/** The service of one app: its database and clock. */
export function applicationService(deps: { db: Database; clock: () => Date }) {
  const { db } = deps;

  /**
   * Locks and reads the application for a write of `actor`: 404 for an unknown id and for one
   * whose applicant the user holds no role on (like every foreign id).
   */
  async function lockForWrite(
    trx: Transaction<DB>,
    applicationId: number,
    actor: Actor,
  ): Promise<LockedApplication> {
    const row = await lockApplicationForWrite(trx, applicationId, actor.userId);
    if (!row || !row.role) throw notFound();
    // The call from the in-memory registry when the app has one: no query under the lock.
    const call = await findCallById(callRegistryOf(db) ? db : trx, row.application.callId);
    if (!call) throw notFound();
    return { locked: row.lifecycle, application: row.application, call };
  }

  /**
   * Runs one section save (see the file comment). A draft (autosave) is stored with its issues
   * except `alwaysRefused`; a final save stores nothing while any issue remains (422). A stale
   * version answers 409; the lifecycle's rules (status, supplement, deadline) are checked under
   * the same lock.
   */
  async function saveSection(
    actor: Actor,
    applicationId: number,
    plan: (trx: Transaction<DB>, current: LockedApplication) => Promise<SectionSave>,
  ): Promise<SectionSaved> {
    return db.transaction().execute(async (trx) => {
      const current = await lockForWrite(trx, applicationId, actor);
      const save = await plan(trx, current);
      const refusedInDraft = save.issues.filter((issue) => issue.kod === save.alwaysRefused);
      if (refusedInDraft.length > 0 || (!save.draft && save.issues.length > 0))
        throw new CallsProblem(
          422,
          'errors.validationFailed',
          {},
          save.draft ? refusedInDraft : save.issues,
        );
      const { result, versionAfterDataChanged } = await applicantWriteLocked(trx, current, {
        userId: actor.userId,
        now: deps.clock,
        labels: { language: actor.language },
        touched: save.touched,
        write: async (locked) => {
          const version = await save.write(locked);
          if (version === null) throw conflict();
          return version;
        },
      });
      return {
        verzio: versionAfterDataChanged ?? result,
        hibak: save.issues,
        teljesites: await completionOf(trx, current.call, save.after, actor.language, save.known),
      };
    });
  }

  return {
    /** Starts an application of an open call for an applicant the user may edit. */
    async start(actor: Actor, input: { callId: number; applicantId: number }) {
      await requireApplicantAccess(db, actor.userId, input.applicantId, 'edit');
      const call = await findCallById(db, input.callId);
      if (!call) throw notFound();
      const now = new Date();
      if (!isCallOpen(call, now)) throw new CallsProblem(422, 'errors.callNotOpen');
      // The answer is read in the start's transaction: a database lost after the commit must not
      // turn a started application into a refusal (and a second start on retry).
      const created = await inTransaction(db, async (trx) => {
        let id: number;
        try {
          id = await createApplication(trx, {
            callId: call.id,
            applicantId: input.applicantId,
            userId: actor.userId,
            maxSubmissions: call.call.maxSubmissionsPerApplicant,
            year: now.getUTCFullYear(),
          });
        } catch (error) {
          if (error instanceof MaxSubmissionsReachedError)
            throw new CallsProblem(422, 'errors.maxSubmissionsReached', { max: error.max });
          throw error;
        }
        return findApplication(trx, id);
      });
      if (!created) throw notFound();
      return created.payload;
    },

    /** An applicant's applications, each with its completion: the same queries for 1 or 100. */
    async listOfApplicant(actor: Actor, applicantId: number) {
      await requireApplicantAccess(db, actor.userId, applicantId, 'read');
      const applications = await listApplicationsOfApplicant(db, applicantId);
      // Calls from memory, the per-application reads batched.
      const withCalls = await Promise.all(
        applications.map(async (application) => ({
          application,
          call: await findCallById(db, application.callId),
        })),
      );
      const known = withCalls.flatMap((item) => (item.call ? [{ ...item, call: item.call }] : []));
      const completions = await completionsOf(db, applicantId, known, actor.language);
      const completionOfId = new Map(
        known.map((item, index) => [item.application.payload.id, completions[index]]),
      );
      return applications.map((application) => ({
        ...application.payload,
        teljesites: completionOfId.get(application.payload.id),
      }));
    },

    /** One application with its completion, custom-field values and knock-out answers. */
    async detail(context: ApplicationInContext) {
      // The knock-out answers are read once, with completion's other reads, for both.
      const reads = await completionReadsOf(db, context.application);
      const { application, call, language } = context;
      return {
        palyazat: application.payload,
        teljesites: computeCompletion({ call, application, ...reads, language }),
        egyediMezok: application.customFieldValues,
        kizaroFeltetelek: reads.knockOut,
      };
    },

    /** The completion of one application. */
    completion(context: ApplicationInContext) {
      return completionOf(db, context.call, context.application, context.language);
    },

    /**
     * Saves the loan-claim fields present in `changes`, checked with the call's limits through
     * the loan-claim schema bound to the call (what the browser checks), then with the rules that
     * need more than the claim. A site that is not the applicant's address is refused even in a
     * draft: it is a reference.
     */
    saveLoanClaim(
      actor: Actor,
      applicationId: number,
      input: { draft: boolean; verzio: number; changes: Partial<LoanClaim> },
    ): Promise<SectionSaved> {
      const { draft, verzio, changes } = input;
      return saveSection(actor, applicationId, async (trx, current) => {
        const { application, call } = current;
        const merged: LoanClaim = { ...application.loanClaim };
        for (const [key, value] of Object.entries(changes)) {
          if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
        }
        const siteIds = await siteIdsOf(trx, application.applicantId);
        const issues = [
          ...validateLoanClaim(call, merged, { complete: false }).map((error) =>
            describeFieldError(error, actor.language),
          ),
          ...checkLoanClaim(call.call, merged, siteIds, actor.language).map((issue) =>
            describeIssue(issue, actor.language),
          ),
        ];
        return {
          issues,
          draft,
          alwaysRefused: 'calls:validation.unknownSite',
          touched: () =>
            changedLoanClaimItems(
              application.loanClaim as unknown as Record<string, unknown>,
              changes,
            ),
          write: (locked) => updateLoanClaim(locked, application.payload.id, verzio, changes),
          // Sites are stored as ids: the claim as a read of the row would give it back.
          after: {
            ...application,
            loanClaim: {
              ...merged,
              megvalositasiHelyszin: merged.megvalositasiHelyszin.map((site) => ({ id: site.id })),
            },
          },
          known: { siteIds },
        };
      });
    },

    /**
     * Saves the custom-field values (the whole object) against the call's schema. A cleared
     * input arrives as null or '': it means "no value", as in the browser's form. A draft is
     * checked without `required`; unknown groups or fields are refused even then.
     */
    saveCustomFields(
      actor: Actor,
      applicationId: number,
      input: { draft: boolean; verzio: number; ertekek: Record<string, Record<string, unknown>> },
    ): Promise<SectionSaved> {
      const { draft, verzio } = input;
      const ertekek = Object.fromEntries(
        Object.entries(input.ertekek).map(([group, fields]) => [
          group,
          Object.fromEntries(
            Object.entries(fields).filter(([, value]) => value !== null && value !== ''),
          ),
        ]),
      );
      return saveSection(actor, applicationId, async (_trx, current) => {
        const { application, call } = current;
        return {
          issues: validateCustomFields(call, ertekek, { draft, language: actor.language }),
          draft,
          alwaysRefused: 'calls:validation.unknownField',
          touched: () => changedCustomFieldItems(application.customFieldValues, ertekek),
          write: (locked) =>
            updateCustomFieldValues(locked, application.payload.id, verzio, ertekek),
          after: { ...application, customFieldValues: ertekek },
          known: {},
        };
      });
    },

    /**
     * Records knock-out answers. Without `verzio` an answer is recorded like a statement: no
     * version check, no new version. An unknown criterion is refused (422).
     */
    saveKnockOut(
      actor: Actor,
      applicationId: number,
      input: { verzio: number | undefined; megerositesek: Record<string, boolean> },
    ): Promise<SectionSaved> {
      const { verzio, megerositesek } = input;
      return saveSection(actor, applicationId, async (trx, current) => {
        const { application, call } = current;
        const known = new Set(call.knockOut.map((criterion) => criterion.id));
        const unknown = Object.keys(megerositesek).filter((id) => !known.has(id));
        if (unknown.length > 0)
          throw new CallsProblem(422, 'errors.unknownKnockOut', { ids: unknown.join(', ') });
        const id = application.payload.id;
        const storedRows = await listKnockOutConfirmations(trx, id);
        const stored = new Map(storedRows.map((row) => [row.kriterium, row.megerositve]));
        // The answers as the write leaves them (completion reads only criterion and answer).
        const answered = new Map(storedRows.map((row) => [row.kriterium, row]));
        for (const [kriterium, megerositve] of Object.entries(megerositesek))
          answered.set(kriterium, {
            kriterium,
            megerositve,
            felhasznaloId: actor.userId,
            idopont: deps.clock().toISOString(),
          } satisfies KnockOutConfirmation);
        return {
          issues: [],
          draft: false,
          touched: () =>
            Object.entries(megerositesek)
              .filter(([criterion, confirmed]) => (stored.get(criterion) ?? false) !== confirmed)
              .map(([criterion]) => `knockOut.${criterion}`),
          write: async (locked) => {
            const next =
              verzio === undefined
                ? application.payload.verzio
                : await bumpVersion(locked, id, verzio);
            if (next === null) return null;
            await saveKnockOutConfirmations(locked, id, actor.userId, megerositesek);
            return next;
          },
          after: application,
          known: { knockOut: [...answered.values()] },
        };
      });
    },
  };
}

export type ApplicationService = ReturnType<typeof applicationService>;
