import { useEffect, useState } from 'preact/hooks';
import { getQueue, onSent, subscribe, type QueueState, type Sent } from './queue.js';

/** The offline queue's state, re-rendering as it changes. */
export function useQueue(): QueueState {
  const [state, setState] = useState(getQueue);
  useEffect(() => {
    setState(getQueue());
    return subscribe(() => setState(getQueue()));
  }, []);
  return state;
}

/** Runs `listener` with each server answer to a queued operation (the latest `listener` each time). */
export function useOnSent(listener: (s: Sent) => void): void {
  const [ref] = useState<{ current: (s: Sent) => void }>(() => ({ current: listener }));
  ref.current = listener;
  useEffect(() => onSent((s) => ref.current(s)), [ref]);
}
