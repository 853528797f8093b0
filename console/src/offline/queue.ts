/**
 * The offline queue: answers and photos made on a tablet without a connection are kept and sent later, with
 * nothing lost or doubled.
 *
 * Choices:
 * - Every answer and photo goes through the queue, online or not: one path, and a connection that drops in the
 *   middle of a request loses nothing. The screen shows the queued answer at once, marked "pending".
 * - Kept in IndexedDB (`foodtrace-offline`, store `ops`, via idb), photos as Blobs, so a reload or a closed tab
 *   keeps them. Each operation gets a UUID `Idempotency-Key` when the person acts; every attempt sends that
 *   key, so a request whose answer was lost is replayed by the server, never done twice (docs/integration.md).
 * - A queued operation is never changed: answering an item again queues another answer (with its own key)
 *   behind the first, so a retry of the first is always the same request (the server refuses a key reused with
 *   another body) and the last answer wins.
 * - Sent strictly in order, one at a time, by the person who queued it (another person signed in on the same
 *   tablet does not send it as themselves): when `online` fires, after each new operation, on a retry timer
 *   (2 s doubling to 30 s after a failure) and every 30 s. Web Locks keep two tabs from sending at once.
 * - No connection (fetch throws, ApiError status 0, a time-out), a 5xx, 401, 408, 429 or 409 "in progress"
 *   keeps the operation queued and stops the round (order is kept); any other refusal (4xx) removes it and
 *   shows the server's message on the item (in this tab, until dismissed).
 */
import { ApiError, api, currentCredential, errorText, formData, ok, type Schemas } from '../api.js';
import {
  addOp,
  allOps,
  firstOp,
  newKey,
  removeOp,
  type AnswerOp,
  type Op,
  type PhotoOp,
  type Result,
} from './store.js';

export type { AnswerOp, Op, PhotoOp, Result };

export interface Rejection {
  key: string;
  kind: Op['kind'];
  auditid: number;
  itemid: number;
  message: string;
}

export interface QueueState {
  /** The signed-in person's queued operations, oldest first. */
  ops: Op[];
  sending: boolean;
  online: boolean;
  /** Why the last attempt did not go through (kept queued), or null. */
  lastError: string | null;
  rejected: Rejection[];
}

/** What the server answered to a sent operation. */
export type Sent =
  | { op: AnswerOp; progress: { sectionid: number; total_items: number; answered_items: number } }
  | { op: PhotoOp; photo: Schemas['AuditPhoto'] };

const TIMEOUT = { answer: 20_000, photo: 90_000 };

let state: QueueState = {
  ops: [],
  sending: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  lastError: null,
  rejected: [],
};
let userid: number | null = null;
const listeners = new Set<() => void>();
const sentListeners = new Set<(s: Sent) => void>();
const thumbs = new Map<string, string>();

function set(patch: Partial<QueueState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function getQueue(): QueueState {
  return state;
}
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** Called with the server's answer to each operation sent from this tab. */
export function onSent(listener: (s: Sent) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** A `blob:` link to a queued photo, for its thumbnail (revoked once the photo has left the queue). */
export function thumbnail(op: PhotoOp): string {
  let url = thumbs.get(op.key);
  if (!url) {
    url = URL.createObjectURL(op.blob);
    thumbs.set(op.key, url);
  }
  return url;
}

async function refresh() {
  const ops = userid === null ? [] : (await allOps()).filter((o) => o.userid === userid);
  for (const [key, url] of thumbs) {
    if (!ops.some((o) => o.key === key)) {
      URL.revokeObjectURL(url);
      thumbs.delete(key);
    }
  }
  set({ ops });
}

function who(): number {
  if (userid === null) throw new Error('Not signed in');
  return userid;
}

export async function queueAnswer(auditid: number, itemid: number, result: Result, notes: string | null) {
  const op: AnswerOp = {
    kind: 'answer',
    key: newKey(),
    userid: who(),
    auditid,
    itemid,
    result,
    notes,
    queuedAt: new Date().toISOString(),
  };
  await addOp(op);
  await refresh();
  void drain();
}

export async function queuePhoto(auditid: number, itemid: number, file: Blob, filename: string) {
  // A copy of the bytes: a File from the camera input may be a reference IndexedDB cannot keep for long.
  const blob = new Blob([await file.arrayBuffer()], { type: file.type });
  const op: PhotoOp = {
    kind: 'photo',
    key: newKey(),
    userid: who(),
    auditid,
    itemid,
    blob,
    filename,
    queuedAt: new Date().toISOString(),
  };
  await addOp(op);
  await refresh();
  void drain();
}

export function dismissRejection(key: string) {
  set({ rejected: state.rejected.filter((r) => r.key !== key) });
}

async function send(op: Op): Promise<Sent> {
  const signal = AbortSignal.timeout(TIMEOUT[op.kind]);
  const headers = { 'Idempotency-Key': op.key };
  const path = { auditid: op.auditid, itemid: op.itemid };
  if (op.kind === 'answer') {
    const r = await ok(
      api.PUT('/api/v1/audits/{auditid}/items/{itemid}/response', {
        params: { path },
        body: { result: op.result, notes: op.notes },
        headers,
        signal,
      }),
    );
    return { op, progress: r.data };
  }
  const r = await ok(
    api.POST('/api/v1/audits/{auditid}/items/{itemid}/photos', {
      params: { path },
      body: { file: new File([op.blob], op.filename, { type: op.blob.type }) },
      bodySerializer: formData,
      headers,
      signal,
    }),
  );
  return { op, photo: r.data };
}

/** Whether a failure leaves the operation queued for a later attempt (else the server refused it). */
function transient(e: unknown): boolean {
  if (!(e instanceof ApiError)) return true;
  const s = e.status;
  if (s === 0 || s === 401 || s === 408 || s === 425 || s === 429 || s >= 500) return true;
  return s === 409 && /in progress/i.test(e.message) && /idempotency/i.test(e.message);
}

let draining = false;
let again = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRetry() {
  clearTimeout(retryTimer);
  const delay = Math.min(30_000, 2_000 * 2 ** Math.min(Math.max(failures - 1, 0), 4));
  retryTimer = setTimeout(() => void drain(), delay);
}

async function round(me: number) {
  for (;;) {
    if (userid !== me || !currentCredential()) return;
    const op = await firstOp(me);
    if (!op || op.seq === undefined) return;
    try {
      const sent = await send(op);
      failures = 0;
      for (const l of sentListeners) l(sent);
      await removeOp(op.seq);
      set({ lastError: null });
    } catch (e) {
      const message = errorText(e);
      if (transient(e)) {
        failures++;
        set({ lastError: message });
        scheduleRetry();
        return;
      }
      await removeOp(op.seq);
      const { key, kind, auditid, itemid } = op;
      set({ rejected: [...state.rejected, { key, kind, auditid, itemid, message }] });
    }
    await refresh();
  }
}

/** Sends what is queued, in order, until the queue is empty or an attempt fails. */
export async function drain(): Promise<void> {
  if (draining) {
    again = true;
    return;
  }
  const me = userid;
  if (me === null || !navigator.onLine || !currentCredential()) return;
  draining = true;
  set({ sending: true });
  try {
    if (navigator.locks) {
      await navigator.locks.request('foodtrace-offline-queue', { ifAvailable: true }, async (lock) => {
        if (lock) await round(me);
        else scheduleRetry();
      });
    } else {
      await round(me);
    }
  } catch (e) {
    set({ lastError: errorText(e) });
    scheduleRetry();
  } finally {
    draining = false;
    await refresh().catch(() => undefined);
    set({ sending: false });
    if (again) {
      again = false;
      void drain();
    }
  }
}

const goOnline = () => {
  set({ online: true });
  failures = 0;
  void drain();
};
const goOffline = () => set({ online: false });
let interval: ReturnType<typeof setInterval> | undefined;

/** Starts sending for the signed-in person (`null`: signed out, nothing is sent; the queue stays). */
export function setQueueUser(next: number | null) {
  if (next === userid) return;
  userid = next;
  removeEventListener('online', goOnline);
  removeEventListener('offline', goOffline);
  clearInterval(interval);
  clearTimeout(retryTimer);
  if (next !== null) {
    addEventListener('online', goOnline);
    addEventListener('offline', goOffline);
    interval = setInterval(() => void drain(), 30_000);
  }
  set({ online: navigator.onLine, rejected: [] });
  void refresh().then(() => drain());
}
