/**
 * What the auditor opened, kept on the device for a reload without a connection (docs/console.md, "Offline").
 *
 * Choices:
 * - Kept by the console in IndexedDB (`foodtrace-reads`), not by the service worker: an API answer carries one
 *   person's data, and the service worker's cache knows a request by its address alone. Here every record is
 *   keyed by the person (`userid`), read back only for that person, and deleted when they sign out.
 * - The network first: a saved copy is shown only when the server cannot be reached (no connection, a
 *   time-out), never when it answers, and the screen says how old the copy is.
 * - The session (who is signed in: GET /auth/me) is kept under a SHA-256 fingerprint of the credential, never
 *   the credential itself: a reload offline finds the same person again, a stolen or another credential
 *   finds nothing.
 * - Copies older than {@link MAX_AGE_DAYS} days are dropped: an audit is conducted within days.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Credential, Schemas } from '../api.js';

export const MAX_AGE_DAYS = 14;

interface Saved<T> {
  userid: number;
  savedAt: string;
  data: T;
}

interface ReadsDb extends DBSchema {
  /** An audit as the conduct screen loaded it (and as its answers arrived since), by [userid, auditid]. */
  audits: {
    key: [number, number];
    value: Saved<unknown> & { auditid: number };
    indexes: { byUser: number };
  };
  /** Who a credential belongs to, by the credential's fingerprint. */
  sessions: {
    key: string;
    value: Saved<Schemas['Me']> & { fingerprint: string };
    indexes: { byUser: number };
  };
}

let dbPromise: Promise<IDBPDatabase<ReadsDb>> | null = null;

function db(): Promise<IDBPDatabase<ReadsDb>> {
  dbPromise ??= openDB<ReadsDb>('foodtrace-reads', 1, {
    upgrade(d) {
      d.createObjectStore('audits', { keyPath: ['userid', 'auditid'] }).createIndex('byUser', 'userid');
      d.createObjectStore('sessions', { keyPath: 'fingerprint' }).createIndex('byUser', 'userid');
    },
  });
  return dbPromise;
}

const fresh = (savedAt: string) => Date.now() - Date.parse(savedAt) < MAX_AGE_DAYS * 86_400_000;

/** Whether this browser can keep reads: IndexedDB and SubtleCrypto (a secure context, as service workers). */
function available(): boolean {
  return typeof indexedDB !== 'undefined' && !!globalThis.crypto?.subtle;
}

async function fingerprint(c: Credential): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${c.kind}:${c.value}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Remembers who `credential` is (after the server said so). Best effort: a failure only loses the copy. */
export async function rememberSession(credential: Credential, me: Schemas['Me']): Promise<void> {
  if (!available()) return;
  try {
    const value = { fingerprint: await fingerprint(credential), userid: me.user.userid, data: me };
    await (await db()).put('sessions', { ...value, savedAt: new Date().toISOString() });
  } catch {
    // Private browsing or a full disk: the console works on, online only.
  }
}

/** Who `credential` was when last checked online, or null. */
export async function recallSession(credential: Credential): Promise<Schemas['Me'] | null> {
  if (!available()) return null;
  try {
    const saved = await (await db()).get('sessions', await fingerprint(credential));
    return saved && fresh(saved.savedAt) ? saved.data : null;
  } catch {
    return null;
  }
}

/** Keeps `data`, the audit `auditid` as `userid` sees it now. */
export async function saveAudit<T>(userid: number, auditid: number, data: T): Promise<void> {
  if (!available()) return;
  try {
    await (await db()).put('audits', { userid, auditid, data, savedAt: new Date().toISOString() });
  } catch {
    // As above: only the offline copy is lost.
  }
}

/** The copy of audit `auditid` kept for `userid`, with when it was saved, or null. */
export async function savedAudit<T>(
  userid: number,
  auditid: number,
): Promise<{ data: T; savedAt: string } | null> {
  if (!available()) return null;
  try {
    const saved = await (await db()).get('audits', [userid, auditid]);
    return saved && fresh(saved.savedAt) ? { data: saved.data as T, savedAt: saved.savedAt } : null;
  } catch {
    return null;
  }
}

/** Every audit kept for `userid`, newest first. */
export async function savedAudits<T>(userid: number): Promise<{ data: T; savedAt: string }[]> {
  if (!available()) return [];
  try {
    const all = await (await db()).getAllFromIndex('audits', 'byUser', userid);
    return all
      .filter((s) => fresh(s.savedAt))
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
      .map((s) => ({ data: s.data as T, savedAt: s.savedAt }));
  } catch {
    return [];
  }
}

/**
 * Deletes everything kept for `userid` (sign-out), and every copy past its age for anyone. The offline queue
 * (answers and photos not yet sent) is another store and stays: it is sent at that person's next sign-in.
 */
export async function forgetUser(userid: number): Promise<void> {
  if (!available()) return;
  try {
    const tx = (await db()).transaction(['audits', 'sessions'], 'readwrite');
    for (const name of ['audits', 'sessions'] as const) {
      let cursor = await tx.objectStore(name).openCursor();
      while (cursor) {
        if (cursor.value.userid === userid || !fresh(cursor.value.savedAt)) await cursor.delete();
        cursor = await cursor.continue();
      }
    }
    await tx.done;
  } catch {
    // Nothing more can be done here; the copies still expire.
  }
}
