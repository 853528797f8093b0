export type AnswerResult = 'pass' | 'fail' | 'flag' | 'na';

/**
 * 100 × (passes + ½ × flags) ÷ (answers that are not `na`), rounded half up to 2 decimals; 100 when
 * there is nothing to score (every answer `na`). Integer arithmetic so that no float error moves a
 * rounding boundary: the result in hundredths is round(10000 × (2p + f) / (2n)).
 */
export function auditScore(results: Iterable<AnswerResult>): number {
  let passes = 0;
  let flags = 0;
  let scored = 0;
  for (const r of results) {
    if (r === 'na') continue;
    scored++;
    if (r === 'pass') passes++;
    else if (r === 'flag') flags++;
  }
  if (scored === 0) return 100;
  const halves = 2 * passes + flags;
  const hundredths = Math.floor((10000 * halves + scored) / (2 * scored));
  return hundredths / 100;
}
