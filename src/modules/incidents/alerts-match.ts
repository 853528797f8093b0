/**
 * How closely an alert's product name and brand match a specification's (docs/incidents.md, "Alerts in"): a trigram
 * similarity (Dice's coefficient over the sets of three-letter pieces, as pg_trgm cuts them) of names normalised the
 * same way on both engines. Pure: no database.
 *
 * Why not pg_trgm's `similarity()`: the extension is loaded on both engines (migrations/0092), but it cuts words by
 * the database's locale (a letter outside ASCII is a word character under a UTF-8 locale, a separator under C) and
 * does not strip accents (`unaccent` is not loaded), so one alert would score differently on PGlite and PostgreSQL.
 */

/** A name match is reported from this score up (0–1). */
export const NAME_THRESHOLD = 0.3;

/** Letters that Unicode's decomposition leaves whole, written as their plain Latin letters. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};

/** Lower case, accents stripped, every run of characters other than letters and digits one space. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþıħŧ]/g, (c) => FOLDS[c]!)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a normalised name. */
export const wordsOf = (normalised: string): string[] => (normalised === '' ? [] : normalised.split(' '));

/** The trigrams of a normalised name: each word padded with two spaces before and one after, as pg_trgm does. */
export function trigrams(normalised: string): Set<string> {
  const out = new Set<string>();
  for (const word of wordsOf(normalised)) {
    const padded = `  ${word} `;
    const chars = [...padded];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  }
  return out;
}

/** Dice's coefficient of two names' trigram sets: 2·|A ∩ B| / (|A| + |B|); 0 when either has none. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(normaliseName(a));
  const tb = trigrams(normaliseName(b));
  if (ta.size === 0 || tb.size === 0) return 0;
  let common = 0;
  for (const t of ta) if (tb.has(t)) common++;
  return (2 * common) / (ta.size + tb.size);
}

export interface NameQuery {
  productname: string | null;
  brand: string | null;
}

export interface NameCandidate {
  productname: string;
  brand: string | null;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The score of a specification for an alert, 0–1, to three decimals:
 * - name and brand both known on both sides: the name's similarity × (0.75 + 0.25 × the brand's), so that the
 *   brand confirms or weakens a name but never makes a match by itself;
 * - the alert's brand, or the spec's, unknown: the name's similarity alone;
 * - the alert with a brand and no name: the brand's similarity (a spec without a brand: 0).
 */
export function nameScore(alert: NameQuery, spec: NameCandidate): number {
  const brand =
    alert.brand !== null && spec.brand !== null && spec.brand.trim() !== ''
      ? similarity(alert.brand, spec.brand)
      : null;
  if (alert.productname === null) return round(brand ?? 0);
  const name = similarity(alert.productname, spec.productname);
  return round(brand === null ? name : name * (0.75 + 0.25 * brand));
}

/** Words shorter than this are left out of the database's first cut (`of`, `g`, `x2`). */
const MIN_WORD = 3;
/** The database's first cut looks for the first letters of each word: `apples` finds `apple`. */
const stem = (word: string) => (word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 2)));

/**
 * The LIKE patterns of the database's first cut (the candidates the score is computed for): each distinct word of
 * at least three characters, stemmed, anywhere in the folded name; LIKE's own characters cannot occur (the words
 * are letters and digits only).
 */
export function likePatterns(text: string | null): string[] {
  if (text === null) return [];
  const words = wordsOf(normaliseName(text)).filter((w) => [...w].length >= MIN_WORD);
  return [...new Set(words.map((w) => `%${stem(w)}%`))].slice(0, 20);
}

/**
 * The two strings of SQL's `translate()` that fold a stored name for the first cut as normaliseName does, one
 * character for one (ß to s, æ to a…: the first cut looks for stems, so the lost letter does no harm); lower() in
 * the SQL does ASCII, these the accented letters of either case whatever the database's locale.
 */
export const FOLD_TRANSLATE = (() => {
  const accented =
    'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżžßæœ';
  const upper = [...accented]
    .map((c) => c.toUpperCase())
    .filter((c) => c.length === 1 && c.charCodeAt(0) > 127);
  const from = [...accented, ...upper].filter((c, i, all) => all.indexOf(c) === i);
  const to = from.map((c) => normaliseName(c).charAt(0) || c);
  return { from: from.join(''), to: to.join('') };
})();
