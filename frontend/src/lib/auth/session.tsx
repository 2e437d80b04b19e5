import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UserGroup } from '@fairbill/shared';
import { loadSession, type LoadedSession } from './auth-client';

/** The signed-in user; `groups` are the staff roles the ID token names (issue 13), none for a family. */
export type SessionUser = { userId: string; username: string; groups: UserGroup[] };
export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'signedOut'; user: null; /** The user signed out here (Logout), rather than the session ending. */ left?: true };

type SessionContextValue = SessionState & { refresh: () => Promise<SessionState>; start: () => void; leave: (leaving: boolean) => void };

const SessionContext = createContext<SessionContextValue | null>(null);

async function readSession({ auth, groupsOfClaim }: LoadedSession): Promise<SessionState> {
  try {
    const [{ userId, username }, { tokens }] = await Promise.all([auth.getCurrentUser(), auth.fetchAuthSession()]);
    return { status: 'signedIn', user: { userId, username, groups: groupsOfClaim(tokens?.idToken?.payload['cognito:groups']) } };
  } catch {
    return { status: 'signedOut', user: null };
  }
}

/**
 * Session state for the account and signed-in routes: 'loading' until the first check ends, then
 * driven by Amplify's Hub auth events (signed in, token refreshed, signed out).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null });
  // Amplify loads only once a screen needs the session (the guard, /confirm): the sign-in and
  // registration forms paint without waiting for it.
  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);
  // Set by Logout before it signs out, so the guard sends the user home rather than to the sign-in form.
  const leaving = useRef(false);
  const leave = useCallback((value: boolean) => {
    leaving.current = value;
  }, []);
  const queryClient = useQueryClient();

  const refresh = useCallback(async () => {
    const next = await readSession(await loadSession());
    setState(next);
    return next;
  }, []);

  useEffect(() => {
    if (!started) return;
    let active = true;
    let stopListening = () => {};
    // A read that started before a sign-out must not sign the user back in when it ends after it
    // (a click on Logout while the page still checks the stored session).
    let signOuts = 0;
    const update = (next: SessionState) => {
      if (active) setState(next);
    };
    const read = (loaded: LoadedSession) => {
      const before = signOuts;
      void readSession(loaded).then((next) => {
        if (signOuts === before) update(next);
      });
    };
    loadSession().then(
      (loaded) => {
        if (!active) return;
        read(loaded);
        stopListening = loaded.Hub.listen('auth', ({ payload }) => {
          switch (payload.event) {
            case 'signedIn':
            case 'tokenRefresh':
            case 'tokenRefresh_failure':
              read(loaded);
              break;
            case 'signedOut':
              signOuts += 1;
              // One user's data must never show to the next one on this browser.
              queryClient.clear();
              update(leaving.current ? { status: 'signedOut', user: null, left: true } : { status: 'signedOut', user: null });
              leaving.current = false;
              break;
            default:
              break;
          }
        });
      },
      (error: unknown) => {
        // No settings or no Amplify: let the page's error boundary offer a retry.
        if (active) {
          setState(() => {
            throw error;
          });
        }
      },
    );
    return () => {
      active = false;
      stopListening();
    };
  }, [started, queryClient]);

  const value = useMemo(() => ({ ...state, refresh, start, leave }), [state, refresh, start, leave]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  return value;
}

/** The session state; the first caller starts the session check (and loads Amplify). */
export function useSession(): SessionState & { refresh: () => Promise<SessionState> } {
  const value = useSessionContext();
  const { start } = value;
  useEffect(start, [start]);
  return value;
}

/** Logout's mark: call with true before signing out (and false if it fails). */
export function useSessionLeave(): (leaving: boolean) => void {
  return useSessionContext().leave;
}

/** Re-reads the session after a sign-in, without making the screen wait for Amplify first. */
export function useSessionRefresh(): () => Promise<SessionState> {
  return useSessionContext().refresh;
}

/** Where a signed-in user starts: auditors on /audit, operators on /ops, families on their dashboard. */
export const homePath = (user: SessionUser | null): string => (user?.groups.includes('auditors') ? '/audit' : user?.groups.includes('operators') ? '/ops' : '/dashboard');
