import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type Result = 'pass' | 'fail' | 'flag' | 'na';

interface OpBase {
  /** Order of queueing (IndexedDB's auto-increment): the queue is sent in this order. */
  seq?: number;
  /** The `Idempotency-Key` (a UUID made when the person acted): every attempt sends the same one. */
  key: string;
  /** Who queued it: only that person's session sends it. */
  userid: number;
  auditid: number;
  itemid: number;
  /** ISO time the person acted. */
  queuedAt: string;
}

/** An answer PUT: result and notes, sent as they were when the person acted. */
export interface AnswerOp extends OpBase {
  kind: 'answer';
  result: Result;
  notes: string | null;
}

/** A photo upload: the image itself is kept in IndexedDB until the server has it. */
export interface PhotoOp extends OpBase {
  kind: 'photo';
  blob: Blob;
  filename: string;
}

export type Op = AnswerOp | PhotoOp;

interface QueueDb extends DBSchema {
  ops: { key: number; value: Op };
}

const DB_NAME = 'foodtrace-offline';
let dbPromise: Promise<IDBPDatabase<QueueDb>> | null = null;

function db(): Promise<IDBPDatabase<QueueDb>> {
  dbPromise ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('ops', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return dbPromise;
}

/** Adds an operation at the end of the queue; answers it with its `seq`. */
export async function addOp(op: Op): Promise<Op> {
  const seq = await (await db()).add('ops', op);
  return { ...op, seq };
}

/** Every queued operation, oldest first. */
export async function allOps(): Promise<Op[]> {
  return (await db()).getAll('ops');
}

/** The oldest operation queued by `userid`, or undefined. */
export async function firstOp(userid: number): Promise<Op | undefined> {
  let cursor = await (await db()).transaction('ops').store.openCursor();
  while (cursor) {
    if (cursor.value.userid === userid) return cursor.value;
    cursor = await cursor.continue();
  }
  return undefined;
}

export async function removeOp(seq: number): Promise<void> {
  await (await db()).delete('ops', seq);
}

/** A new Idempotency-Key. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a tablet on the LAN over plain http may lack it.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
