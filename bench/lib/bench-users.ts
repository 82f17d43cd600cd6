/**
 * Benchmark users, created directly in the database with the test helpers' own code
 * (tests/helpers/auth.ts createUser: a verified user; src/server/repositories/applicants.ts
 * createApplicantForOwner: an applicant owned by that user). Both are loaded at run time, so
 * the benchmarks still start, and report "not available", while those files do not exist yet.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchUser {
  id: number;
  email: string;
  password: string;
  /** The first applicant the user owns (null without applicants). */
  applicantId: number | null;
  applicantIds: number[];
  taxNumber: string | null;
}

export interface CreateBenchUsersArgs {
  count: number;
  /** Distinguishes runs: e-mails are `<prefix>-<n>@bench.example.hu`. */
  prefix: string;
  withApplicant: boolean;
  /** Applicants owned by each user (default 1 when withApplicant). */
  applicantsPerUser?: number;
  /** Parallel creations (password hashing is the slow part). */
  concurrency?: number;
}

// A password that satisfies the spec's rule and is not on a breached-password list.
export const BENCH_PASSWORD = 'Bench-Jelszo-2026!x';

async function load<T>(relative: string, what: string): Promise<T> {
  const file = path.join(ROOT, relative);
  if (!existsSync(file)) throw new Error(`not available: ${relative} (${what}) missing`);
  return (await import(pathToFileURL(file).href)) as T;
}

/** A tax number whose 8th digit is the check digit (weights 9,7,3,1,9,7,3), unique per n. */
export function benchTaxNumber(n: number): string {
  const base = String(3_000_000 + (n % 6_000_000)).padStart(7, '0');
  const weights = [9, 7, 3, 1, 9, 7, 3];
  const sum = [...base].reduce(
    (total, digit, index) => total + Number(digit) * (weights[index] ?? 0),
    0,
  );
  return `${base}${(10 - (sum % 10)) % 10}-2-42`;
}

export async function createBenchUsers(
  app: FastifyInstance,
  args: CreateBenchUsersArgs,
): Promise<{ users: BenchUser[]; seconds: number }> {
  const started = performance.now();
  const auth = await load<{
    createUser(
      app: FastifyInstance,
      input: { email?: string; password?: string; name?: string; language?: 'hu' | 'en' },
    ): Promise<{ id: number; email: string; password: string }>;
  }>('tests/helpers/auth.ts', 'createUser');
  const applicants = args.withApplicant
    ? await load<{
        createApplicantForOwner(
          db: unknown,
          input: { name: string; taxNumber: string; applicantType: string; userId: number },
        ): Promise<{ applicantId: number }>;
      }>('src/server/repositories/applicants.ts', 'createApplicantForOwner')
    : null;

  // Many users: hash the password once and insert the rows the way createUser does (same
  // repository call, same fields); hashing 1,000 passwords would only measure argon2.
  let insertOne: (n: number) => Promise<{ id: number; email: string; password: string }> = (n) =>
    auth.createUser(app, {
      email: `${args.prefix}-${n}@bench.example.hu`,
      password: BENCH_PASSWORD,
      name: `Teszt Pályázó ${n}`,
      language: 'hu',
    });
  if (args.count > 10) {
    try {
      const passwords = await load<{ hashPassword(password: string): Promise<string> }>(
        'src/server/auth/password.ts',
        'hashPassword',
      );
      const repository = await load<{
        insertUser(db: unknown, row: Record<string, unknown>): Promise<number>;
      }>('src/server/repositories/users.ts', 'insertUser');
      const passwordHash = await passwords.hashPassword(BENCH_PASSWORD);
      insertOne = async (n) => {
        const email = `${args.prefix}-${n}@bench.example.hu`.toLowerCase();
        const id = await repository.insertUser(app.db, {
          name: `Teszt Pályázó ${n}`,
          email,
          passwordHash,
          roles: [],
          language: 'hu',
          termsAccepted: true,
          twoFactorStatus: 'UNREGISTERED',
        });
        return { id, email, password: BENCH_PASSWORD };
      };
    } catch {
      // keep createUser
    }
  }

  const users: BenchUser[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const n = next++;
      if (n >= args.count) return;
      const created = await insertOne(n);
      const applicantIds: number[] = [];
      let taxNumber: string | null = null;
      const perUser = applicants ? (args.applicantsPerUser ?? 1) : 0;
      for (let a = 0; a < perUser; a++) {
        taxNumber = benchTaxNumber(n * 97 + a + Math.floor(Math.random() * 10_000) * 7_919);
        const { applicantId } = await applicants!.createApplicantForOwner(app.db, {
          name: `Benchmark Turisztikai Kft. ${n}/${a}`,
          taxNumber,
          applicantType: 'JOINT_VENTURE',
          userId: created.id,
        });
        applicantIds.push(applicantId);
      }
      users[n] = {
        id: created.id,
        email: created.email,
        password: created.password,
        applicantId: applicantIds[0] ?? null,
        applicantIds,
        taxNumber,
      };
    }
  };
  await Promise.all(Array.from({ length: args.concurrency ?? 4 }, worker));
  return { users, seconds: (performance.now() - started) / 1000 };
}
