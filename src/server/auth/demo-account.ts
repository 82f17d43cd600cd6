/**
 * The demo applicant account, created on first start outside production (SEED_DEMO_DATA, on by
 * default outside prod) so a newcomer can sign in at once: a user with a password and no second
 * factor, owner of the demo company. Its NTAK identity in the local fake identity provider
 * (FAKE_OIDC) carries the same tax number, so the NTAK login lands on the same company.
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

/** Creates the demo account once; does nothing in production or when it exists. */
export async function seedDemoAccount(db: Database, config: ServerConfig): Promise<void> {
  if (config.env === 'prod' || !config.seedDemoData) return;
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
