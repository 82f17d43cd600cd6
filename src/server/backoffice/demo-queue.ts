/**
 * Demo data for the back office (decision 0017): on a first start outside production
 * (ENV local or dev, SEED_DEMO_DATA) the demo staff account finds a populated work queue — submitted applications
 * of three sample companies in several statuses and calls. The submission itself is recorded
 * directly (a demo company has no documents to sign); every later step is a staff event applied
 * by the lifecycle service, as the back office's buttons do.
 */
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { applyEvent, withLockedApplication } from '../lifecycle/service.ts';
import { createApplicantForOwner } from '../repositories/applicants.ts';
import { createApplication } from '../repositories/applications.ts';
import { writeTransition } from '../repositories/transitions.ts';
import { findUserByEmail, insertUser } from '../repositories/users.ts';
import { DEMO_STAFF_ACCOUNT } from '../auth/demo-account.ts';

const DAY = 86_400_000;

/** The sample companies; their owners cannot sign in (no password). */
const COMPANIES = [
  { name: 'Balatoni Vendégház Kft.', taxNumber: '24681357-2-19', owner: 'Kovács Anna' },
  { name: 'Tokaji Borterasz Bt.', taxNumber: '13572468-2-05', owner: 'Szabó Gergely' },
  { name: 'Hortobágyi Élménypark Zrt.', taxNumber: '11223344-2-09', owner: 'Nagy Eszter' },
] as const;

const OWNER_EMAIL = (index: number) => `palyazo-minta-${index + 1}@palyazat.example.hu`;

/** Each sample application: company, project, amount, days since submission, staff steps. */
const APPLICATIONS: Array<{
  company: number;
  title: string;
  amount: number;
  daysAgo: number;
  steps: string[];
}> = [
  {
    company: 0,
    title: 'Vendégszobák energetikai felújítása',
    amount: 18_500_000,
    daysAgo: 2,
    steps: [],
  },
  {
    company: 1,
    title: 'Borterasz és kóstolóhelyiség bővítése',
    amount: 9_800_000,
    daysAgo: 5,
    steps: [],
  },
  {
    company: 2,
    title: 'Interaktív látogatóközpont kialakítása',
    amount: 42_000_000,
    daysAgo: 9,
    steps: ['REQUEST_SUPPLEMENT'],
  },
  {
    company: 0,
    title: 'Akadálymentes fürdőszobák kialakítása',
    amount: 6_300_000,
    daysAgo: 14,
    steps: ['START_VERIFICATION', 'SEND_TO_MANAGEMENT'],
  },
  {
    company: 1,
    title: 'Pincelátogató útvonal kiépítése',
    amount: 12_400_000,
    daysAgo: 21,
    steps: ['START_VERIFICATION'],
  },
  {
    company: 2,
    title: 'Lovas bemutatótér lefedése',
    amount: 25_000_000,
    daysAgo: 30,
    steps: ['START_VERIFICATION', 'SEND_TO_MANAGEMENT', 'APPROVE'],
  },
];

/**
 * Seeds the sample queue once, in ENV local and dev only (server tests and uat keep an empty
 * queue), with SEED_DEMO_DATA, and not again once its first owner exists.
 */
export async function seedDemoQueue(
  db: Database,
  config: ServerConfig,
  now: Date = new Date(),
): Promise<void> {
  if ((config.env !== 'local' && config.env !== 'dev') || !config.seedDemoData) return;
  if (await findUserByEmail(db, OWNER_EMAIL(0))) return;
  const staff = await findUserByEmail(db, DEMO_STAFF_ACCOUNT.email);
  const calls = await db
    .selectFrom('palyazati_felhivas')
    .select(['id', 'max_beadas_igenylonkent'])
    .where('aktiv', '=', true)
    .orderBy('id')
    .execute();
  if (!staff || calls.length === 0) return;
  try {
    const companies: Array<{ applicantId: number; userId: number }> = [];
    for (const [index, company] of COMPANIES.entries()) {
      const userId = await insertUser(db, {
        name: company.owner,
        email: OWNER_EMAIL(index),
        termsAccepted: true,
        twoFactorStatus: 'UNREGISTERED',
      });
      const { applicantId } = await createApplicantForOwner(db, {
        name: company.name,
        taxNumber: company.taxNumber,
        applicantType: 'JOINT_VENTURE',
        userId,
      });
      companies.push({ applicantId, userId });
    }
    for (const [index, sample] of APPLICATIONS.entries()) {
      const owner = companies[sample.company];
      const call = calls[index % calls.length];
      if (!owner || !call) continue;
      const id = await createApplication(db, {
        callId: call.id,
        applicantId: owner.applicantId,
        userId: owner.userId,
        maxSubmissions: Number.MAX_SAFE_INTEGER,
        year: now.getFullYear(),
      });
      await db
        .updateTable('palyazat')
        .set({
          projekt_cim: sample.title,
          igenyelt_tamogatas: sample.amount,
          elszamolhato_koltseg: Math.round(sample.amount * 1.4),
        })
        .where('id', '=', id)
        .execute();
      await withLockedApplication(db, id, (trx) =>
        writeTransition(trx, {
          applicationId: id,
          from: { statusz: 'UNDER_EDITING', benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE' },
          to: {
            statusz: 'UNDER_EVALUATION',
            benyujtasAllapot: null,
            benyujtasDatuma: new Date(now.getTime() - sample.daysAgo * DAY),
          },
          event: 'SUBMIT',
          actor: 'APPLICANT',
          userId: owner.userId,
          reason: null,
        }),
      );
      for (const step of sample.steps)
        await applyEvent(db, id, {
          type: step,
          actor: 'STAFF',
          userId: staff.id,
          reason: step === 'APPROVE' ? 'A pályázat minden feltételnek megfelel.' : null,
          now,
          ...(step === 'REQUEST_SUPPLEMENT'
            ? {
                supplement: {
                  hatarido: new Date(now.getTime() + 10 * DAY),
                  tetelek: ['loanClaim.projektCim', 'documents'],
                },
              }
            : {}),
        });
    }
  } catch (error) {
    // Two processes starting together may both try; the unique e-mail lets only one win.
    if ((error as { code?: unknown }).code !== '23505') throw error;
  }
}
