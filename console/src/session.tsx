import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  ApiError,
  api,
  currentCredential,
  ok,
  onUnauthorized,
  setCredential,
  type Credential,
  type Schemas,
} from './api.js';
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
 * The session is the browser's, shared by its open tabs (docs/console.md, "Signing in"): each tab keeps it in its
 * own sessionStorage (a reload keeps it), a new tab asks the open ones for it over a BroadcastChannel, and signing
 * in, out or changing the password in one tab is told to the others. Nothing is kept once every tab is closed: on
 * a shared tablet, closing the tabs ends the session. A 401 from the server (token expired or revoked) signs out.
 */
type Message =
  | { type: 'ask' }
  | { type: 'session'; credential: Credential }
  | { type: 'signed-out'; credential: Credential }
  | { type: 'replaced'; from: Credential; to: Credential };
const CHANNEL_NAME = 'foodtrace.session';
/** How long a new tab waits for an open one to hand it the session before showing the sign-in. */
const ASK_MS = 300;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
const tell = (m: Message) => channel?.postMessage(m);
const same = (a: Credential | null, b: Credential | null) =>
  !!a && !!b && a.kind === b.kind && a.value === b.value;

function valid(c: unknown): c is Credential {
  const x = c as Credential | null;
  return !!x && (x.kind === 'token' || x.kind === 'key') && typeof x.value === 'string';
}

function stored(): Credential | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const c: unknown = raw ? JSON.parse(raw) : null;
    return valid(c) ? c : null;
  } catch {
    return null;
  }
}

/** The session of an open tab, if one answers within ASK_MS. */
function askOpenTabs(): Promise<Credential | null> {
  if (!channel) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (c: Credential | null) => {
      clearTimeout(timer);
      channel.removeEventListener('message', listen);
      resolve(c);
    };
    const listen = (e: MessageEvent<Message>) => {
      if (e.data?.type === 'session' && valid(e.data.credential)) done(e.data.credential);
    };
    const timer = setTimeout(() => done(null), ASK_MS);
    channel.addEventListener('message', listen);
    tell({ type: 'ask' });
  });
}

export function SessionProvider({ children }: { children: ComponentChildren }) {
  const [me, setMe] = useState<Me | null>(null);
  const [mustChangePassword, setMustChange] = useState(false);
  const [loading, setLoading] = useState(true);
  const meRef = useRef<Me | null>(null);
  meRef.current = me;

  /** Forgets the session in this tab; `told`: the other tabs are told to forget it too. */
  const forget = useCallback((told: boolean) => {
    const was = currentCredential();
    setCredential(null);
    sessionStorage.removeItem(STORAGE_KEY);
    setMe(null);
    setMustChange(false);
    if (told && was) tell({ type: 'signed-out', credential: was });
  }, []);
  const clear = useCallback(() => forget(true), [forget]);

  /** Acts as `credential` in this tab; `share`: offered to the other tabs once it works. */
  const adopt = useCallback(
    async (credential: Credential, passwordChangeRequired: boolean, share: boolean) => {
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
        if (share) tell({ type: 'session', credential });
      } catch (e) {
        // No connection (a reload in the cold store): the same credential is who it was when last online
        // (offline/reads.ts); the server still judges it when the connection returns (a 401 signs out).
        const known = e instanceof ApiError && e.status === 0 ? await recallSession(credential) : null;
        if (known) {
          setMe(known);
          setMustChange(false);
          return;
        }
        forget(false);
        throw e;
      }
    },
    [forget],
  );
  const signIn = useCallback(
    (credential: Credential, passwordChangeRequired = false) =>
      adopt(credential, passwordChangeRequired, true),
    [adopt],
  );

  useEffect(() => {
    let live = true;
    const c = stored();
    (c ? Promise.resolve(c) : askOpenTabs())
      .then((found) => (found && live ? adopt(found, false, false) : undefined))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [adopt]);

  // What the other tabs say: a new tab asking for the session, a sign-in, a sign-out, a new token.
  useEffect(() => {
    if (!channel) return;
    const listen = (e: MessageEvent<Message>) => {
      const m = e.data;
      const mine = currentCredential();
      if (m?.type === 'ask') {
        if (mine && meRef.current) tell({ type: 'session', credential: mine });
      } else if (m?.type === 'session') {
        if (!mine && valid(m.credential)) void adopt(m.credential, false, false).catch(() => undefined);
      } else if (m?.type === 'signed-out') {
        if (same(mine, m.credential)) forget(false);
      } else if (m?.type === 'replaced') {
        if (same(mine, m.from) && valid(m.to)) void adopt(m.to, false, false).catch(() => undefined);
      }
    };
    channel.addEventListener('message', listen);
    return () => channel.removeEventListener('message', listen);
  }, [adopt, forget]);

  useEffect(() => onUnauthorized(clear), [clear]);

  const state = useMemo<SessionState>(
    () => ({
      me,
      mustChangePassword,
      can: (level) => (me?.level ?? 0) >= level,
      isSupplier: me?.scope === 'supplier',
      signIn,
      signOut: async () => {
        const was = currentCredential();
        if (was?.kind === 'token') await api.POST('/api/v1/auth/logout').catch(() => undefined);
        // What this person opened leaves the device with them (their unsent answers stay queued).
        if (me) await forgetUser(me.user.userid);
        forget(false);
        if (was) tell({ type: 'signed-out', credential: was });
      },
      replaceToken: async (token) => {
        const from = currentCredential();
        const to: Credential = { kind: 'token', value: token };
        await adopt(to, false, false);
        if (from) tell({ type: 'replaced', from, to });
      },
    }),
    [me, mustChangePassword, signIn, adopt, forget],
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
