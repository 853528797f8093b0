// Profiles of a bench process summed up (bench/profiler.ts takes them). A CPU profile (.cpuprofile): self time by
// function and by where the code lives, and the time of each of our files with what it calls (a hook with Fastify's
// header code, a hash). A sampling heap profile (.heapprofile): bytes allocated, the same ways. In µs or bytes per
// request when the number of requests answered while it was taken is given.
// `npx tsx bench/readpath/profile.ts <file> [requests]`
//
// Two cautions. V8's CPU profiler samples on wall time: a process preempted on a busy machine has that time charged
// to whatever it was running (a socket write, mostly), so read shares of busy time, on a quiet machine. And a callback
// hook's `done()` runs the rest of the request (the next hooks, the handler, the socket write) inside the hook: "with
// what it calls" stops at Fastify's continuations (its hook runner's `next`, the request's next stage, the write of
// the answer); where the optimiser has inlined all of them into a hook, that hook is charged with the rest.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface HeapNode {
  id: number;
  callFrame: CallFrame;
  selfSize: number;
  children: HeapNode[];
}
interface HeapProfile {
  head: HeapNode;
}

/** Where a frame's code lives: one of our files, a package, a part of Node, or V8's own bookkeeping. */
export function placeOf({ url, functionName }: CallFrame): string {
  if (url === '') return functionName.startsWith('(') ? functionName : `native ${functionName}`;
  const ours = /\/(src|bench)\/(.+?)\.[cm]?[jt]s$/.exec(url);
  if (ours && !url.includes('/node_modules/')) return `${ours[1]}/${ours[2]}`;
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1]!;
  const internal = /^node:(?:internal\/)?([^/]+)/.exec(url);
  return internal ? `node:${internal[1]}` : url;
}

export interface Summary {
  unit: 'time' | 'bytes';
  /** ms or bytes in all; idle ms (CPU profiles). */
  total: number;
  idle: number;
  /**
   * By function and by where it lives (self); by our own files (src/): each sample's nearest frame of ours when no
   * hook runner's continuation (Fastify's `next`) comes before it.
   */
  byFunction: [string, number][];
  byPlace: [string, number][];
  ours: [string, number][];
}

class Tally {
  readonly byFunction = new Map<string, number>();
  readonly byPlace = new Map<string, number>();
  readonly ours = new Map<string, number>();

  /** One sample of `amount`, its stack from the leaf up. */
  add(frames: CallFrame[], amount: number): void {
    const f = frames[0]!;
    const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + amount);
    bump(this.byFunction, `${f.functionName || '(anonymous)'} ${placeOf(f)}:${f.lineNumber + 1}`);
    bump(this.byPlace, placeOf(f));
    for (const frame of frames) {
      if (isContinuation(frame)) break;
      const p = placeOf(frame);
      if (p.startsWith('src/')) {
        bump(this.ours, p);
        break;
      }
    }
  }

  summary(unit: Summary['unit'], total: number, idle: number): Summary {
    const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
    return {
      unit,
      total,
      idle,
      byFunction: sorted(this.byFunction),
      byPlace: sorted(this.byPlace),
      ours: sorted(this.ours),
    };
  }
}

/** Fastify's functions that a hook's `done()` (or a handler's answer) runs: the rest of the request, not the hook. */
const CONTINUATIONS = new Set([
  'next',
  'hookRunner',
  'onSendHookRunner',
  'runPreParsing',
  'handleRequest',
  'handler',
  'preValidationCallback',
  'validationCompleted',
  'preHandlerCallback',
  'preHandlerCallbackInner',
  'onSendHook',
  'wrapOnSendEnd',
  'onSendEnd',
]);
const isContinuation = (f: CallFrame) => CONTINUATIONS.has(f.functionName) && /\/fastify\/lib\//.test(f.url);

/** The profiler's own start and stop, and the bench's IPC: not the server's work. */
const isProfilerOwn = (frames: CallFrame[]) =>
  frames.some((f) => /^bench\/(profiler|server-child)$|readpath\/floor-child$/.test(placeOf(f)));

export function summarise(profile: CpuProfile | HeapProfile): Summary {
  return 'head' in profile ? summariseHeap(profile) : summariseCpu(profile);
}

function summariseCpu(profile: CpuProfile): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const tally = new Tally();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const frames: CallFrame[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n))
      frames.push(byId.get(n)!.callFrame);
    if (isProfilerOwn(frames)) return;
    total += ms;
    if (frames[0]!.functionName === '(idle)') idle += ms;
    tally.add(frames, ms);
  });
  return tally.summary('time', total, idle);
}

function summariseHeap(profile: HeapProfile): Summary {
  const tally = new Tally();
  let total = 0;
  const walk = (node: HeapNode, up: CallFrame[]) => {
    const frames = [node.callFrame, ...up];
    if (node.selfSize > 0 && !isProfilerOwn(frames)) {
      total += node.selfSize;
      tally.add(frames, node.selfSize);
    }
    for (const c of node.children) walk(c, frames);
  };
  walk(profile.head, []);
  return tally.summary('bytes', total, 0);
}

/** The summary as text: per request when `requests` is given; `top` lines of each list. */
export function report(s: Summary, requests?: number, top = 25): string {
  const time = s.unit === 'time';
  const unit = time ? (requests ? 'µs/req' : 'ms') : requests ? 'bytes/req' : 'bytes';
  const v = (x: number) =>
    requests ? ((time ? x * 1000 : x) / requests).toFixed(time ? 2 : 0) : x.toFixed(1);
  const busy = s.total - s.idle;
  const pct = (x: number) => `${((100 * x) / busy).toFixed(1)} %`;
  const lines = [
    time
      ? `profiled ${s.total.toFixed(0)} ms, busy ${busy.toFixed(0)} ms` +
        (requests ? `, ${requests} requests: ${v(busy)} µs busy a request` : '')
      : `allocated ${(s.total / 1e6).toFixed(1)} MB` +
        (requests ? `, ${requests} requests: ${v(s.total)} bytes a request` : ''),
  ];
  const list = (title: string, rows: [string, number][]) => {
    lines.push(`\n${title} (${unit}, share of ${time ? 'busy time' : 'bytes'})`);
    for (const [k, x] of rows.filter(([k]) => k !== '(idle)').slice(0, top)) {
      lines.push(`  ${v(x).padStart(8)}  ${pct(x).padStart(7)}  ${k}`);
    }
  };
  list('by place', s.byPlace);
  list('our files with what they call, up to the next hook', s.ours);
  list('by function', s.byFunction);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, requests] = process.argv.slice(2);
  const profile = JSON.parse(fs.readFileSync(file!, 'utf8')) as CpuProfile | HeapProfile;
  console.log(report(summarise(profile), requests ? Number(requests) : undefined, 40));
}
