/**
 * The boot's current-user request (issue 17): on a page inside the shell its parser loads beside
 * the request; on a first load outside it (the sign-in pages) only once the answer says someone
 * is signed in, so an anonymous visitor's first load does without zod.
 */
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schema } from '../../generated/zod/session/user.ts';
import { setUpApiTests, stubApi } from '../../test/api-harness.tsx';
import { getCurrentUser, prefetchCurrentUser } from './get-current-user.ts';

setUpApiTests();

const SIGNED_IN = {
  id: 4,
  nev: 'Teszt Elek',
  email: 'elek@example.hu',
  ertesitesekBelsoUzenet: true,
  ertesitesekEmail: false,
  roles: ['USER'],
  jelszoDatum: null,
  createdOn: '2026-11-01T10:00:00Z',
  hasAtLeastOneAdminJogosultsag: false,
  aszfAccepted: true,
  needs2Fa: false,
  language: 'hu',
  oidc: false,
  permissions: [],
};

function answer(user: typeof SIGNED_IN | null) {
  const requests = stubApi(
    user ? { 'GET /felhasznalok/current': user } : {},
    user ? {} : { status: { 'GET /felhasznalok/current': 401 } },
  );
  return requests;
}

describe('the boot’s current-user request', () => {
  let load: MockInstance<typeof schema.load>;
  beforeEach(() => {
    load = vi.spyOn(schema, 'load');
  });
  afterEach(() => {
    load.mockRestore();
  });

  it('outside the shell, loads no parser for an anonymous visitor', async () => {
    const requests = answer(null);
    prefetchCurrentUser(false);
    expect(await getCurrentUser()).toBeNull();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/felhasznalok/current',
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it('outside the shell, still parses the answer of a user who is signed in', async () => {
    answer(SIGNED_IN);
    prefetchCurrentUser(false);
    expect(await getCurrentUser()).toMatchObject({ id: 4, name: 'Teszt Elek', needs2Fa: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('inside the shell, starts loading the parser with the request', async () => {
    answer(null);
    prefetchCurrentUser(true);
    // Before the answer: the parser is already on its way.
    expect(load).toHaveBeenCalledTimes(1);
    expect(await getCurrentUser()).toBeNull();
  });
});
