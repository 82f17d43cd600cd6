import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseParseError } from './api-client.ts';
import { parseResponse } from './parse-response.ts';

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
});
