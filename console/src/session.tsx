import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useMemo, useState } from 'preact/hooks';
import { ApiError, api, ok, onUnauthorized, setCredential, type Credential, type Schemas } from './api.js';
import { forgetUser, recallSession, rememberSession } from './offline/reads.js';

export type Me = Schemas['Me'];

export interface SessionState {
  /** Who is signed in (GET /auth/me), or null. */
  me: Me | null;
  /** Signed in with a temporary password: only the password change is offered until it is done. */
  mustChangePassword: boolean;
  /** Whether the caller's level reaches `level` (1 Basic, 2 Editor, 3 Manager, 4 Admin). */
  can(level: number): boolean;
  /** True for a supplier portal user (the supplier scope: its own company only). */
  isSupplier: boolean;
  signIn(credential: Credential, passwordChangeRequired?: boolean): Promise<void>;
  signOut(): Promise<void>;
  /** After a password change: the new token replaces the old one (every old one is revoked). */
  replaceToken(token: string): Promise<void>;
}

const STORAGE_KEY = 'foodtrace.credential';
const Ctx = createContext<SessionState | null>(null);

/**
 * The session lives in the tab (sessionStorage): a reload keeps it, closing the tab on a shared tablet ends
 * it. A 401 from the server (token expired or revoked) signs out.
 */
function stored(): Credential | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const c = raw ? (JSON.parse(raw) as Credential) : null;
    return c && (c.kind === 'token' || c.kind === 'key') && typeof c.value === 'string' ? c : null;
  } catch {
    return null;
  }
}

export function SessionProvider({ children }: { children: ComponentChildren }) {
  const [me, setMe] = useState<Me | null>(null);
  const [mustChangePassword, setMustChange] = useState(false);
  const [loading, setLoading] = useState(true);

  const clear = useCallback(() => {
    setCredential(null);
    sessionStorage.removeItem(STORAGE_KEY);
    setMe(null);
    setMustChange(false);
  }, []);

  const signIn = useCallback(
    async (credential: Credential, passwordChangeRequired = false) => {
      setCredential(credential);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(credential));
      if (passwordChangeRequired) {
        setMustChange(true);
        return;
      }
      try {
        const who = await ok(api.GET('/api/v1/auth/me')).then((r) => r.data);
        void rememberSession(credential, who);
        setMe(who);
        setMustChange(false);
      } catch (e) {
        // No connection (a reload in the cold store): the same credential is who it was when last online
        // (offline/reads.ts); the server still judges it when the connection returns (a 401 signs out).
        const known = e instanceof ApiError && e.status === 0 ? await recallSession(credential) : null;
        if (known) {
          setMe(known);
          setMustChange(false);
          return;
        }
        clear();
        throw e;
      }
    },
    [clear],
  );

  useEffect(() => {
    const c = stored();
    if (!c) {
      setLoading(false);
      return;
    }
    signIn(c)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [signIn]);

  useEffect(() => onUnauthorized(clear), [clear]);

  const state = useMemo<SessionState>(
    () => ({
      me,
      mustChangePassword,
      can: (level) => (me?.level ?? 0) >= level,
      isSupplier: me?.scope === 'supplier',
      signIn,
      signOut: async () => {
        if (stored()?.kind === 'token') await api.POST('/api/v1/auth/logout').catch(() => undefined);
        // What this person opened leaves the device with them (their unsent answers stay queued).
        if (me) await forgetUser(me.user.userid);
        clear();
      },
      replaceToken: (token) => signIn({ kind: 'token', value: token }),
    }),
    [me, mustChangePassword, signIn, clear],
  );
  if (loading)
    return (
      <p class="loading" aria-live="polite">
        Loading…
      </p>
    );
  return <Ctx.Provider value={state}>{children}</Ctx.Provider>;
}

/** The session of the console (inside SessionProvider). */
export function useSession(): SessionState {
  const s = useContext(Ctx);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
