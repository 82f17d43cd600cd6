import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { saveFailureKey } from './save-failure.ts';

function httpError(status: number): HTTPError {
  const request = new Request('http://localhost/api/tamogatast-igenylok/7', { method: 'PUT' });
  return new HTTPError(new Response('{}', { status }), request, {} as never);
}

describe('the reason of a failed save', () => {
  it('names the reason by the answer, not only "A mentés nem sikerült."', () => {
    expect(saveFailureKey(httpError(400))).toBe('page.saveFailedInvalid');
    expect(saveFailureKey(httpError(401))).toBe('page.saveFailedSignedOut');
    expect(saveFailureKey(httpError(403))).toBe('page.saveFailedForbidden');
    expect(saveFailureKey(httpError(429))).toBe('page.saveFailedTooMany');
    expect(saveFailureKey(httpError(503))).toBe('page.saveFailedServer');
    expect(saveFailureKey(new TypeError('Failed to fetch'))).toBe('page.saveFailedOffline');
  });
});
