/**
 * Requests PostgreSQL or the multipart parser cannot take are refused with 400 before a route
 * runs (issue 12, fault 7), instead of failing inside it with 500:
 * - a NUL character (U+0000) anywhere in the path parameters, the query string or a JSON body:
 *   PostgreSQL text cannot hold it, and no field of the portal has a use for it;
 * - a multipart body whose Content-Type names no boundary: the parser cannot split it.
 */
import fp from 'fastify-plugin';
import { Problem } from '../authorization/http-errors.ts';

export const NUL_CHARACTER_REFUSED = 'A kérés nem megengedett vezérlőkaraktert tartalmaz.';
export const MULTIPART_BOUNDARY_MISSING =
  'A feltöltés formátuma hibás: hiányzik a részek határolója (boundary).';

/** True when a string anywhere inside `value` (keys included) holds U+0000. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

const BOUNDARY = /;\s*boundary=("[^"]+"|[^";\s]+)/i;

export const inputHygienePlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const type = request.headers['content-type'];
      if (type && /^\s*multipart\//i.test(type) && !BOUNDARY.test(type)) {
        throw new Problem(400, MULTIPART_BOUNDARY_MISSING);
      }
    });
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
        throw new Problem(400, NUL_CHARACTER_REFUSED);
      }
    });
  },
  { name: 'input-hygiene' },
);
