/**
 * A pure function of a string, remembered for the last few thousand short strings it was given. A document names
 * the same places, parties and lots event after event (a GLN six times an event), and the identifier and hash
 * normalisers run a few dozen regular expressions on each. Bounded: only strings up to `longest` characters (a GS1
 * identifier is under 100) are remembered, and the memory is forgotten whole when it holds `size` of them.
 */
export function memoised<T>(fn: (text: string) => T, size = 8192, longest = 256): (text: string) => T {
  const known = new Map<string, T>();
  return (text: string) => {
    if (text.length > longest) return fn(text);
    const hit = known.get(text);
    if (hit !== undefined || known.has(text)) return hit as T;
    const value = fn(text);
    if (known.size >= size) known.clear();
    known.set(text, value);
    return value;
  };
}
