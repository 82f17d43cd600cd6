/**
 * The public reference lists (business forms, TEÁOR activities) answered from memory (issue 14,
 * decision 0049): the same for everyone (spec section 7: no sign-in) and changed only by the
 * reference-data import, so each list is read and serialised once and then sent as it is, with
 * an ETag a browser revalidates with (routes/reference-data: 304, no body). The import through this process
 * (`upsertReferenceData`) drops the copies at once; an import by
 * another process (`npm run import-reference-data` beside running servers) is seen within
 * `REFERENCE_ANSWER_TTL_MS`.
 */
import { createHash } from 'node:crypto';

/** A list's answer: its JSON and the ETag of that JSON. */
export interface ReferenceAnswer {
  body: string;
  etag: string;
}

/** How long a copy is answered before the list is read again. */
export const REFERENCE_ANSWER_TTL_MS = 5 * 60_000;

/** What a browser may keep without asking again: as long as a copy lives here. */
export const REFERENCE_CACHE_CONTROL = `public, max-age=${REFERENCE_ANSWER_TTL_MS / 1000}`;

interface Answer extends ReferenceAnswer {
  loadedAt: number;
}

/** The answers of each database (the key is the list and its filters), or its pending read. */
let answersOf = new WeakMap<object, Map<string, Answer | Promise<Answer>>>();

/**
 * Forgets every copy (an import runs in a transaction, whose object is not the database the
 * routes read through; the next request of each list reads it again).
 */
export function forgetReferenceAnswers(): void {
  answersOf = new WeakMap();
}

export async function referenceAnswer(
  db: object,
  key: string,
  read: () => Promise<unknown>,
  now: number,
): Promise<Answer> {
  let answers = answersOf.get(db);
  if (!answers) {
    answers = new Map();
    answersOf.set(db, answers);
  }
  const held = answers.get(key);
  if (held && (held instanceof Promise || now - held.loadedAt < REFERENCE_ANSWER_TTL_MS))
    return held;
  // One read for all the requests that find no copy at the same time.
  const loading = read().then((rows) => {
    const body = JSON.stringify(rows);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag, loadedAt: now };
  });
  answers.set(key, loading);
  try {
    const answer = await loading;
    // Not when an import dropped the copies meanwhile: what was read may be older than it.
    if (answersOf.get(db) === answers) answers.set(key, answer);
    return answer;
  } catch (error) {
    if (answers.get(key) === loading) answers.delete(key);
    throw error;
  }
}
