import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseParseError } from './api-client.ts';
import { lazyParser, parseResponse } from './parse-response.ts';

const user = z.object({
  id: z.number().int(),
  permissions: z.array(z.object({ role: z.enum(['OWNER', 'EDITOR']) })),
});

function jsonResponse(
  body: unknown,
  url = 'http://portal.test/api/felhasznalok/current',
): Response {
  const response = new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json' },
  });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

/** A promise and its resolve function (Promise.withResolvers needs Node 22). */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: ((value: T) => void) | undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve: (value) => resolve?.(value) };
}

describe('parseResponse', () => {
  it('resolves to the parsed body when it has the agreed shape', async () => {
    const body = { id: 1, permissions: [{ role: 'OWNER' }] };
    await expect(
      parseResponse(Promise.resolve(jsonResponse(body) as never), user),
    ).resolves.toEqual(body);
  });

  it('throws ResponseParseError listing each issue with its dotted path and message', async () => {
    const error = await parseResponse(
      jsonResponse({ id: 'x', permissions: [{ role: 'ADMIN' }] }) as never,
      user,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseParseError);
    const issues = (error as ResponseParseError).issues;
    expect(issues.map((issue) => issue.path)).toEqual(['id', 'permissions.0.role']);
    expect(issues.every((issue) => issue.message.length > 0)).toBe(true);
    expect((error as ResponseParseError).url).toBe('http://portal.test/api/felhasznalok/current');
  });

  it('reports a body that is no JSON at all', async () => {
    const response = new Response('<html>', { headers: { 'content-type': 'text/html' } });
    await expect(parseResponse(response as never, user)).rejects.toBeInstanceOf(ResponseParseError);
  });

  it('loads a lazy parser once, in parallel with the request, and parses with it', async () => {
    let loads = 0;
    const lazy = lazyParser(async () => {
      loads += 1;
      return user;
    });
    const { promise: pending, resolve: answer } = deferred<Response>();
    const parsed = parseResponse(pending as never, lazy);
    // The schema is requested before the response arrives.
    await Promise.resolve();
    expect(loads).toBe(1);
    answer(jsonResponse({ id: 2, permissions: [] }));
    await expect(parsed).resolves.toEqual({ id: 2, permissions: [] });
    await parseResponse(jsonResponse({ id: 3, permissions: [] }) as never, lazy);
    expect(loads).toBe(1);
  });

  it("reports a lazy parser's mismatch like an eager one", async () => {
    const error = await parseResponse(
      jsonResponse({ id: 1.5, permissions: [] }) as never,
      lazyParser(async () => user),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as ResponseParseError).issues.map((issue) => issue.path)).toEqual(['id']);
  });

  it('tries a failed load again on the next parse', async () => {
    let attempt = 0;
    const lazy = lazyParser(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed to load');
      return user;
    });
    await expect(
      parseResponse(jsonResponse({ id: 1, permissions: [] }) as never, lazy),
    ).rejects.toThrow('chunk failed to load');
    await expect(
      parseResponse(jsonResponse({ id: 1, permissions: [] }) as never, lazy),
    ).resolves.toEqual({ id: 1, permissions: [] });
  });

  it('parses with the generated current-user parser', async () => {
    const { schema } = await import('../generated/zod/session/user.ts');
    const error = await parseResponse(jsonResponse({ id: 1 }) as never, schema).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as ResponseParseError).issues.map((issue) => issue.path)).toContain('nev');
  });
});
