import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * `heap`: everything allocated meanwhile, garbage included; `old`: what outlived the young generation (promoted to
 * the old one: the costly garbage, which a scavenge copies twice and only a full collection frees), or is alive.
 */
export type ProfileKind = 'cpu' | 'heap' | 'old';

export interface ProfileMessage {
  profile: 'start' | 'stop';
  kind: ProfileKind;
  file?: string;
}

/**
 * A bench process's profile on request (bench/server-child.ts, bench/readpath/floor-child.ts): answers
 * `{ profile: 'start', kind }` and `{ profile: 'stop', kind, file }` with `{ profiled: true }`, the profile written
 * to `file` (a .cpuprofile, or a sampling .heapprofile of what was allocated meanwhile, garbage included: for
 * bench/readpath/profile.ts or Chrome's DevTools); false for any other message.
 */
export function profileOnRequest(message: unknown): boolean {
  if (typeof message !== 'object' || message === null || !('profile' in message)) return false;
  void profile(message as ProfileMessage).then(() => process.send!({ profiled: true }));
  return true;
}

let session: Session | undefined;

async function profile({ profile, kind, file }: ProfileMessage): Promise<void> {
  if (profile === 'start') {
    session = new Session();
    session.connect();
    if (kind === 'cpu') {
      await session.post('Profiler.enable');
      // 100 µs: a request of about that much CPU gets a sample or so each, enough over a few seconds of load.
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    } else {
      await session.post('HeapProfiler.enable');
      // Every 256 bytes on average, short-lived objects included: what the scavenger has to deal with.
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 256,
        // V8's, not yet in @types/node: without them only what is still alive at the end is reported.
        ...({
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: kind === 'heap',
        } as object),
      });
    }
  } else if (session) {
    const { profile } =
      kind === 'cpu' ? await session.post('Profiler.stop') : await session.post('HeapProfiler.stopSampling');
    fs.writeFileSync(file!, JSON.stringify(profile));
    session.disconnect();
    session = undefined;
  }
}
