/**
 * The session on the client: the session machine (machines/session.machine.ts) with the client's
 * actors — fetch the current user, sign out — and actions — keep CURRENT_USER in local storage,
 * drop every cached query. Any 401 of a query or mutation sends SESSION_EXPIRED.
 *
 * The query client belongs to the signed-in shell (app/shell-route.tsx), which attaches it here:
 * the public pages use no server state, so TanStack Query stays out of their first load.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type SessionMachineUser,
  type SessionStateValue,
  sessionMachine,
  visibleSessionState,
} from '../../../machines/session.machine.ts';
import type { VisibleSessionState } from '../../../machines/session-routing.ts';
import { ResponseParseError } from '../lib/api-client.ts';
import { getRuntimeConfig } from '../lib/runtime-config.ts';
import { getCurrentUser } from './api/get-current-user.ts';
import { OIDC_LOGOUT_PATH, logout } from './api/logout.ts';
import { httpStatus } from './api/server-message.ts';
import { type SessionUser, storeCurrentUser } from './session-user.ts';

export interface SessionValue {
  state: VisibleSessionState;
  user: SessionUser | null;
  /** A current-user answer of the wrong shape: shown as 'HTTP válasz nem feldolgozható'. */
  error: ResponseParseError | null;
  loginSucceeded(user: SessionUser): void;
  twoFactorVerified(user: SessionUser): void;
  logout(): void;
  refresh(): Promise<void>;
  /**
   * Connects the shell's query client: a 401 of any of its queries or mutations ends the session,
   * and the session's changes drop its cache. Returns the function that disconnects it.
   */
  attachQueryClient(client: QueryClient): () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // The attached query clients (one per mounted shell); a stable set, mutated in place.
  const [queryClients] = useState(() => new Set<QueryClient>());
  const [parseError, setParseError] = useState<ResponseParseError | null>(null);

  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          fetchCurrentUser: fromPromise(async (): Promise<SessionMachineUser | null> => {
            try {
              return await getCurrentUser();
            } catch (error) {
              if (error instanceof ResponseParseError) setParseError(error);
              throw error;
            }
          }),
          logout: fromPromise(async ({ input }: { input: { user: SessionMachineUser | null } }) => {
            if (input.user?.oidc) {
              // Spec section 4: an NTAK user goes through the server's logout endpoint.
              window.location.assign(`${getRuntimeConfig().apiUrl}/${OIDC_LOGOUT_PATH}`);
              return;
            }
            await logout();
            window.location.assign('/');
          }),
        },
        actions: {
          storeUser: ({ context }) => storeCurrentUser(context.user as SessionUser | null),
          clearStoredUser: () => storeCurrentUser(null),
          invalidateQueries: () => {
            for (const client of queryClients) void client.invalidateQueries();
          },
        },
      }),
    [queryClients],
  );
  const actor = useActorRef(machine);
  const value = useSelector(actor, (snapshot) => snapshot.value as SessionStateValue);
  const user = useSelector(actor, (snapshot) => snapshot.context.user as SessionUser | null);

  // Any 401 means the server no longer knows this session.
  const attachQueryClient = useCallback(
    (queryClient: QueryClient) => {
      const expireOn401 = (error: unknown) => {
        if (httpStatus(error) === 401) actor.send({ type: 'SESSION_EXPIRED' });
      };
      const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error')
          expireOn401(event.action.error);
      });
      const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error')
          expireOn401(event.action.error);
      });
      queryClients.add(queryClient);
      return () => {
        queryClients.delete(queryClient);
        unsubscribeQueries();
        unsubscribeMutations();
      };
    },
    [actor, queryClients],
  );

  const session = useMemo<SessionValue>(
    () => ({
      state: visibleSessionState(value),
      user,
      error: parseError,
      loginSucceeded: (next) => actor.send({ type: 'LOGIN_SUCCEEDED', user: next }),
      twoFactorVerified: (next) => actor.send({ type: 'TWO_FA_VERIFIED', user: next }),
      logout: () => actor.send({ type: 'LOGOUT' }),
      refresh: async () => {
        actor.send({ type: 'USER_REFRESHED', user: await getCurrentUser().catch(() => null) });
      },
      attachQueryClient,
    }),
    [actor, value, user, parseError, attachQueryClient],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The session; using it outside SessionProvider is a programming error (spec section 8). */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The session, or null outside SessionProvider (stories and tests of shell parts). */
export function useOptionalSession(): SessionValue | null {
  return useContext(SessionContext);
}
