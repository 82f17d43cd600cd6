/**
 * The API client retries what the server's admission control refused (503 with Retry-After)
 * for any method, after the time asked, and nothing else.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './api-client.ts';

const requests: Request[] = [];
const bodies: string[] = [];

/** Answers the given responses in turn (the last one repeats). */
function answers(...responses: Array<() => Response>) {
  let index = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      bodies.push(await input.clone().text());
      const next = responses[Math.min(index, responses.length - 1)]!;
      index++;
      return next();
    }),
  );
}

const refused = () =>
  new Response(JSON.stringify({ statusCode: 503 }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
  });
const ok = () => new Response(JSON.stringify({ id: 7 }), { status: 200 });

describe('admission retries', () => {
  afterEach(() => {
    requests.length = 0;
    bodies.length = 0;
    vi.unstubAllGlobals();
  });

  it('sends a refused POST again after Retry-After, with the same body', async () => {
    answers(refused, ok);
    const started = Date.now();
    const body = await http.post('http://localhost/api/login', { json: { a: 1 } }).json();
    expect(body).toEqual({ id: 7 });
    expect(requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(bodies).toEqual(['{"a":1}', '{"a":1}']);
    expect(requests[1]!.method).toBe('POST');
  });

  it('does not retry a 503 without Retry-After, a 500, or a failed connection', async () => {
    answers(() => new Response(null, { status: 503 }));
    await expect(http.post('http://localhost/x', { json: {} })).rejects.toThrow();
    answers(() => new Response(null, { status: 500 }));
    await expect(http.get('http://localhost/x')).rejects.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        requests.push(input);
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(http.post('http://localhost/x', { json: {} })).rejects.toThrow();
    expect(requests).toHaveLength(3);
  });
});
