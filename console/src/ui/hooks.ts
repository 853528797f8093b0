import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

export interface Async<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  /** Runs the load again (after a change). */
  reload(): void;
}

/**
 * Loads something when `deps` change: `const { data, error, loading } = useAsync(() => ok(api.GET(...)), [id])`.
 * An answer that arrives after a newer load started is dropped.
 */
export function useAsync<T>(load: () => Promise<T>, deps: unknown[]): Async<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [tick, setTick] = useState(0);
  const seq = useRef(0);
  useEffect(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => mine === seq.current && setState({ data, loading: false }),
      (error: unknown) =>
        mine === seq.current &&
        setState((s) => ({
          ...s,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}

/** A value that follows `value` after `ms` without change (search boxes). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** Whether the browser believes it is online, updated as that changes. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(typeof navigator === 'undefined' ? true : navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    addEventListener('online', up);
    addEventListener('offline', down);
    return () => {
      removeEventListener('online', up);
      removeEventListener('offline', down);
    };
  }, []);
  return online;
}
