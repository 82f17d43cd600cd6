/**
 * Passwords: argon2id hashes, the spec's rule (shared with the browser through the form
 * catalogue) and the list of the 10,000 most common breached passwords.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import argon2 from 'argon2';
import { isValidPassword } from '../../shared/validation/formats.ts';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, no password set yet,
 * NTAK-only account) a dummy hash is verified instead, so the answer takes as long as for a real
 * account and timing does not reveal which e-mails are registered.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('dummy-password-for-timing-Aa1!');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let breached: Set<string> | undefined;

function breachedList(): Set<string> {
  breached ??= new Set(
    readFileSync(path.join(import.meta.dirname, 'breached-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return breached;
}

/** How many passwords the shipped breached list holds (10,000). */
export function breachedPasswordCount(): number {
  return breachedList().size;
}

/**
 * True when the password is one of the 10,000 most common breached passwords. The list is lower
 * case and holds no password that meets the spec's rule, so the comparison is made on the lower
 * case form, on that form without its punctuation ('Password123!' is 'password123' with
 * decoration) and without a number at its end ('Dragon2024!' is 'dragon'): each is refused.
 */
export function isBreachedPassword(password: string): boolean {
  const list = breachedList();
  const lower = password.toLowerCase();
  const bare = lower.replace(/[^\p{L}\p{N}]/gu, '');
  // The usual decoration of a listed word is a number at its end: 'Dragon1!', 'Summer2024!'
  // (issue 12, fault 10). The word without it must not be listed either.
  const word = bare.replace(/\p{N}+$/u, '');
  return list.has(lower) || list.has(bare) || (word.length >= 4 && list.has(word));
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
): 'invalidPasswordFormat' | 'breachedPassword' | null {
  if (!isValidPassword(password)) return 'invalidPasswordFormat';
  if (isBreachedPassword(password)) return 'breachedPassword';
  return null;
}
