/**
 * The demo accounts, created on first start outside production (SEED_DEMO_DATA, on by default
 * outside prod, never in prod) so a newcomer can sign in at once, each with a password and no
 * second factor:
 * - the demo applicant, owner of the demo company. Its NTAK identity in the local fake identity
 *   provider (FAKE_OIDC) carries the same tax number, so the NTAK login lands on the same company;
 * - a demo staff user (VEZETO) with no company, who moves applications through evaluation,
 *   contract and completion through the staff API (the browser journeys use it too);
 * - a demo call editor (FELHIVAS_SZERKESZTO) and a demo administrator (ADMIN) for the back
 *   office's call folders, staff users and audit log (decision 0017).
 */
import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { createApplicantForOwner } from '../repositories/applicants.ts';
import { findUserByEmail, insertUser } from '../repositories/users.ts';
import { hashPassword } from './password.ts';

export const DEMO_ACCOUNT = {
  email: 'demo@palyazat.example.hu',
  password: 'Demo-Palyazo-2026!',
  name: 'Demó Pályázó',
  applicantName: 'Demó Turisztikai Kft.',
  taxNumber: '12345678-2-41',
} as const;

export const DEMO_STAFF_ACCOUNT = {
  email: 'kezelo@palyazat.example.hu',
  password: 'Demo-Kezelo-2026!',
  name: 'Demó Kezelő',
  roles: ['VEZETO'],
} as const;

/** The demo call editor (the call folders' page) and administrator (staff, audit log). */
export const DEMO_CALL_EDITOR_ACCOUNT = {
  email: 'szerkeszto@palyazat.example.hu',
  password: 'Demo-Szerkeszto-2026!',
  name: 'Demó Szerkesztő',
  roles: ['FELHIVAS_SZERKESZTO'],
} as const;

export const DEMO_ADMIN_ACCOUNT = {
  email: 'admin@palyazat.example.hu',
  password: 'Demo-Admin-2026!',
  name: 'Demó Adminisztrátor',
  roles: ['ADMIN'],
} as const;

/** Creates the demo accounts once; does nothing in production or when they exist. */
export async function seedDemoAccount(db: Database, config: ServerConfig): Promise<void> {
  if (config.env === 'prod' || !config.seedDemoData) return;
  await seedDemoStaff(db);
  if (await findUserByEmail(db, DEMO_ACCOUNT.email)) return;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  // Two processes starting together may both try; the unique e-mail lets only one win.
  await db
    .transaction()
    .execute(async (trx) => {
      const userId = await insertUser(trx, {
        name: DEMO_ACCOUNT.name,
        email: DEMO_ACCOUNT.email,
        passwordHash,
        termsAccepted: true,
        twoFactorStatus: 'UNREGISTERED',
      });
      await createApplicantForOwner(trx, {
        name: DEMO_ACCOUNT.applicantName,
        taxNumber: DEMO_ACCOUNT.taxNumber,
        applicantType: 'JOINT_VENTURE',
        userId,
      });
    })
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== '23505') throw error;
    });
}

async function seedDemoStaff(db: Database): Promise<void> {
  for (const account of [DEMO_STAFF_ACCOUNT, DEMO_CALL_EDITOR_ACCOUNT, DEMO_ADMIN_ACCOUNT]) {
    if (await findUserByEmail(db, account.email)) continue;
    const passwordHash = await hashPassword(account.password);
    await insertUser(db, {
      name: account.name,
      email: account.email,
      passwordHash,
      roles: [...account.roles],
      termsAccepted: true,
      twoFactorStatus: 'UNREGISTERED',
    }).catch((error: unknown) => {
      // Two processes starting together may both try; the unique e-mail lets only one win.
      if ((error as { code?: unknown }).code !== '23505') throw error;
    });
  }
}
