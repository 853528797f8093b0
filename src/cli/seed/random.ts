/** A small seeded generator (mulberry32): the same seed gives the same data set, on any machine. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the keys, each as likely as its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K {
    const total = weights.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [k, w] of weights) {
      if ((r -= w) < 0) return k;
    }
    return weights[weights.length - 1]![0];
  }

  /** A decimal with `places` places in [min, max], as text (nutrition values are exact decimals). */
  decimal(min: number, max: number, places = 1): string {
    return (min + this.next() * (max - min)).toFixed(places);
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

const DAY = 86_400_000;

/** `YYYY-MM-DD` of a day offset from `asOf` (negative: before). */
export function day(asOf: Date, offsetDays: number): string {
  return new Date(asOf.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
}

/** A timestamp on a day offset from `asOf`, at a working hour chosen by `rng`. */
export function moment(rng: Rng, asOf: Date, offsetDays: number): string {
  const t = new Date(asOf.getTime() + offsetDays * DAY);
  t.setUTCHours(rng.int(7, 17), rng.int(0, 59), rng.int(0, 59), 0);
  return t.toISOString();
}
