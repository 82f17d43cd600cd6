import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type SessionMachineUser, sessionMachine, visibleSessionState } from './session.machine.ts';

const signedIn: SessionMachineUser = { needs2Fa: false, oidc: false };
const pending2Fa: SessionMachineUser = { needs2Fa: true, oidc: false };

function start(fetched: () => Promise<SessionMachineUser | null>, logout = async () => {}) {
  const calls: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise(fetched),
      logout: fromPromise(logout),
    },
    actions: {
      storeUser: () => void calls.push('storeUser'),
      clearStoredUser: () => void calls.push('clearStoredUser'),
      invalidateQueries: () => void calls.push('invalidateQueries'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

async function settled(actor: ReturnType<typeof start>['actor']) {
  return waitFor(actor, (snapshot) => !snapshot.matches('unknown'));
}

describe('session machine: start-up', () => {
  it('is unknown while the current user is being fetched', () => {
    const { actor } = start(() => new Promise(() => {}));
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('goes to loggedIn with the fetched user and stores it', async () => {
    const { actor, calls } = start(async () => signedIn);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.user).toBe(signedIn);
    expect(calls).toEqual(['storeUser']);
  });

  it('goes to needs2Fa when the fetched user still needs the second factor', async () => {
    const { actor } = start(async () => pending2Fa);
    expect((await settled(actor)).value).toBe('needs2Fa');
  });

  it('goes to loggedOut when there is no user, removing the stored one', async () => {
    const { actor, calls } = start(async () => null);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context.user).toBeNull();
    expect(calls).toEqual(['clearStoredUser']);
  });

  it('treats a failed fetch silently as logged out', async () => {
    const { actor } = start(async () => {
      throw new Error('401');
    });
    expect((await settled(actor)).value).toBe('loggedOut');
  });
});

describe('session machine: loggedOut', () => {
  it('LOGIN_SUCCEEDED → loggedIn, storing the user and invalidating all queries', async () => {
    const { actor, calls } = start(async () => null);
    await settled(actor);
    actor.send({ type: 'LOGIN_SUCCEEDED', user: signedIn });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.user).toBe(signedIn);
    expect(calls.slice(1)).toEqual(['storeUser', 'invalidateQueries']);
  });

  it('LOGIN_SUCCEEDED with needs2Fa → needs2Fa', async () => {
    const { actor } = start(async () => null);
    await settled(actor);
    actor.send({ type: 'LOGIN_SUCCEEDED', user: pending2Fa });
    expect(actor.getSnapshot().value).toBe('needs2Fa');
  });

  it('USER_REFRESHED with a user → loggedIn or needs2Fa; with null stays', async () => {
    const { actor } = start(async () => null);
    await settled(actor);
    actor.send({ type: 'USER_REFRESHED', user: null });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    actor.send({ type: 'USER_REFRESHED', user: pending2Fa });
    expect(actor.getSnapshot().value).toBe('needs2Fa');
  });

  it('USER_REFRESHED with a signed-in user → loggedIn', async () => {
    const { actor } = start(async () => null);
    await settled(actor);
    actor.send({ type: 'USER_REFRESHED', user: signedIn });
    expect(actor.getSnapshot().value).toBe('loggedIn');
  });

  it('ignores LOGOUT, SESSION_EXPIRED and TWO_FA_VERIFIED', async () => {
    const { actor } = start(async () => null);
    await settled(actor);
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SESSION_EXPIRED' });
    actor.send({ type: 'TWO_FA_VERIFIED', user: signedIn });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });
});

describe('session machine: needs2Fa', () => {
  it('TWO_FA_VERIFIED → loggedIn with the new user, invalidating queries', async () => {
    const { actor, calls } = start(async () => pending2Fa);
    await settled(actor);
    actor.send({ type: 'TWO_FA_VERIFIED', user: signedIn });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.user).toBe(signedIn);
    expect(calls).toEqual(['storeUser', 'storeUser', 'invalidateQueries']);
  });

  it('SESSION_EXPIRED → loggedOut', async () => {
    const { actor } = start(async () => pending2Fa);
    await settled(actor);
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('LOGOUT → loggingOut → loggedOut', async () => {
    const { actor } = start(async () => pending2Fa);
    await settled(actor);
    actor.send({ type: 'LOGOUT' });
    expect(await waitFor(actor, (s) => s.matches('loggedOut'))).toBeTruthy();
  });

  it('ignores LOGIN_SUCCEEDED', async () => {
    const { actor } = start(async () => pending2Fa);
    await settled(actor);
    actor.send({ type: 'LOGIN_SUCCEEDED', user: signedIn });
    expect(actor.getSnapshot().value).toBe('needs2Fa');
  });
});

describe('session machine: loggedIn', () => {
  it('SESSION_EXPIRED (any 401) → loggedOut, clearing the stored user', async () => {
    const { actor, calls } = start(async () => signedIn);
    await settled(actor);
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls.at(-1)).toBe('clearStoredUser');
  });

  it('LOGOUT clears the stored user first, calls logout with the user, then loggedOut', async () => {
    const logout = vi.fn(async (_input: { user: SessionMachineUser | null }) => {});
    const machine = sessionMachine.provide({
      actors: {
        fetchCurrentUser: fromPromise(async (): Promise<SessionMachineUser | null> => signedIn),
        logout: fromPromise(async ({ input }: { input: { user: SessionMachineUser | null } }) =>
          logout(input),
        ),
      },
    });
    const actor = createActor(machine).start();
    await settled(actor);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(visibleSessionState('loggingOut')).toBe('unknown');
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(logout).toHaveBeenCalledWith({ user: signedIn });
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('a failed logout call still ends logged out', async () => {
    const { actor } = start(
      async () => signedIn,
      async () => {
        throw new Error('network');
      },
    );
    await settled(actor);
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
  });

  it('USER_REFRESHED updates the user, moves to needs2Fa, or to loggedOut on null', async () => {
    const { actor } = start(async () => signedIn);
    await settled(actor);
    const renamed = { ...signedIn, name: 'x' } as SessionMachineUser;
    actor.send({ type: 'USER_REFRESHED', user: renamed });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.user).toBe(renamed);
    actor.send({ type: 'USER_REFRESHED', user: pending2Fa });
    expect(actor.getSnapshot().value).toBe('needs2Fa');
    actor.send({ type: 'TWO_FA_VERIFIED', user: signedIn });
    actor.send({ type: 'USER_REFRESHED', user: null });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('ignores LOGIN_SUCCEEDED and TWO_FA_VERIFIED', async () => {
    const { actor } = start(async () => signedIn);
    await settled(actor);
    actor.send({ type: 'LOGIN_SUCCEEDED', user: pending2Fa });
    actor.send({ type: 'TWO_FA_VERIFIED', user: pending2Fa });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.user).toBe(signedIn);
  });
});

describe('visibleSessionState', () => {
  it('passes the four visible states through', () => {
    for (const value of ['unknown', 'loggedOut', 'needs2Fa', 'loggedIn'] as const) {
      expect(visibleSessionState(value)).toBe(value);
    }
  });
});
