/**
 * The session machine (spec section 4): unknown at start, then the current user is fetched;
 * the answer puts the session in `loggedOut`, `needs2Fa` or `loggedIn`. It holds no I/O: the
 * client provides the `fetchCurrentUser` and `logout` actors and the named actions
 * (`storeUser`, `clearStoredUser`, `invalidateQueries`), so the same machine is unit-tested
 * without React or HTTP.
 */
import { assign, fromPromise, setup } from 'xstate';

/** What the machine needs to know of a user; the client stores the whole mapped user. */
export interface SessionMachineUser {
  needs2Fa: boolean;
  /** Signed in through the NTAK identity provider: logout goes through the server's endpoint. */
  oidc: boolean;
}

export interface SessionContext<User extends SessionMachineUser = SessionMachineUser> {
  user: User | null;
}

export type SessionEvent<User extends SessionMachineUser = SessionMachineUser> =
  /** The login call answered with a user (who may still need the second factor). */
  | { type: 'LOGIN_SUCCEEDED'; user: User }
  /** The two-factor code was accepted; the server answered with the signed-in user. */
  | { type: 'TWO_FA_VERIFIED'; user: User }
  /** The user asked to sign out. */
  | { type: 'LOGOUT' }
  /** Any call answered 401: the server no longer knows this session. */
  | { type: 'SESSION_EXPIRED' }
  /** The current user was fetched again (e.g. after a profile change). */
  | { type: 'USER_REFRESHED'; user: User | null };

/** The visible states of spec section 4, plus the transient `loggingOut`. */
export type SessionStateValue = 'unknown' | 'loggedOut' | 'needs2Fa' | 'loggedIn' | 'loggingOut';

/**
 * The machine. Actors and actions here are placeholders that fail loudly; the client replaces
 * them with `sessionMachine.provide({ actors, actions })`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    fetchCurrentUser: fromPromise<SessionMachineUser | null>(async () => {
      throw new Error('fetchCurrentUser is provided by the client');
    }),
    logout: fromPromise<void, { user: SessionMachineUser | null }>(async () => {
      throw new Error('logout is provided by the client');
    }),
  },
  guards: {
    fetchedUserNeeds2Fa: ({ event }) =>
      (event as unknown as { output: SessionMachineUser | null }).output?.needs2Fa === true,
    fetchedUserSignedIn: ({ event }) =>
      (event as unknown as { output: SessionMachineUser | null }).output != null,
    eventUserNeeds2Fa: ({ event }) =>
      'user' in event && event.user != null && event.user.needs2Fa === true,
    eventHasUser: ({ event }) => 'user' in event && event.user != null,
  },
  actions: {
    assignFetchedUser: assign({
      user: ({ event }) => (event as unknown as { output: SessionMachineUser | null }).output,
    }),
    assignEventUser: assign({
      user: ({ event }) => ('user' in event ? event.user : null),
    }),
    clearUser: assign({ user: null }),
    /** Keeps the user in local storage under CURRENT_USER (client). */
    storeUser: () => {},
    /** Removes CURRENT_USER from local storage (client). */
    clearStoredUser: () => {},
    /** Drops every cached query, so nothing of another session is shown (client). */
    invalidateQueries: () => {},
  },
}).createMachine({
  id: 'session',
  context: { user: null },
  initial: 'unknown',
  states: {
    unknown: {
      invoke: {
        src: 'fetchCurrentUser',
        onDone: [
          {
            guard: 'fetchedUserNeeds2Fa',
            target: 'needs2Fa',
            actions: ['assignFetchedUser', 'storeUser'],
          },
          {
            guard: 'fetchedUserSignedIn',
            target: 'loggedIn',
            actions: ['assignFetchedUser', 'storeUser'],
          },
          { target: 'loggedOut', actions: ['clearUser', 'clearStoredUser'] },
        ],
        // Spec section 8: a failed current-user fetch is silently treated as logged out.
        onError: { target: 'loggedOut', actions: ['clearUser', 'clearStoredUser'] },
      },
    },
    loggedOut: {
      on: {
        LOGIN_SUCCEEDED: [
          {
            guard: 'eventUserNeeds2Fa',
            target: 'needs2Fa',
            actions: ['assignEventUser', 'storeUser', 'invalidateQueries'],
          },
          {
            target: 'loggedIn',
            actions: ['assignEventUser', 'storeUser', 'invalidateQueries'],
          },
        ],
        USER_REFRESHED: [
          {
            guard: 'eventUserNeeds2Fa',
            target: 'needs2Fa',
            actions: ['assignEventUser', 'storeUser'],
          },
          { guard: 'eventHasUser', target: 'loggedIn', actions: ['assignEventUser', 'storeUser'] },
        ],
      },
    },
    needs2Fa: {
      on: {
        TWO_FA_VERIFIED: {
          target: 'loggedIn',
          actions: ['assignEventUser', 'storeUser', 'invalidateQueries'],
        },
        LOGOUT: { target: 'loggingOut' },
        SESSION_EXPIRED: { target: 'loggedOut', actions: ['clearUser', 'clearStoredUser'] },
      },
    },
    loggedIn: {
      on: {
        LOGOUT: { target: 'loggingOut' },
        SESSION_EXPIRED: { target: 'loggedOut', actions: ['clearUser', 'clearStoredUser'] },
        USER_REFRESHED: [
          {
            guard: 'eventUserNeeds2Fa',
            target: 'needs2Fa',
            actions: ['assignEventUser', 'storeUser'],
          },
          { guard: 'eventHasUser', actions: ['assignEventUser', 'storeUser'] },
          { target: 'loggedOut', actions: ['clearUser', 'clearStoredUser'] },
        ],
      },
    },
    loggingOut: {
      // Spec section 4: the user is cleared locally first, then the logout call is made.
      entry: ['clearStoredUser'],
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ user: context.user }),
        onDone: { target: 'loggedOut', actions: ['clearUser', 'invalidateQueries'] },
        onError: { target: 'loggedOut', actions: ['clearUser', 'invalidateQueries'] },
      },
    },
  },
});

/**
 * Maps a machine state to one of the four visible states of spec section 4. While signing out
 * the page shows a spinner until the full page load of the root takes over.
 */
export function visibleSessionState(
  value: SessionStateValue,
): 'unknown' | 'loggedOut' | 'needs2Fa' | 'loggedIn' {
  return value === 'loggingOut' ? 'unknown' : value;
}
