import { LIMITS, SCORED_KINDS, type Question, type Section } from './questionnaires.schemas.js';

/**
 * The questionnaires' rules as pure functions (docs/approval.md): what a template may hold, what an answer of
 * each kind is, what is missing before a submission, and the score.
 */

/** An answer as stored: a string (yesno, choice, text, date), strings (multichoice), a number (number, file). */
export type AnswerValue = string | number | string[];

const YESNO = ['yes', 'no'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const MAX_TEXT_ANSWER = 4000;

/** Every question of a version, in order. */
export const questionsOf = (sections: readonly Section[]): Question[] => sections.flatMap((s) => s.questions);

/** The first problem of a template's sections, or undefined: a 400 message naming the question. */
export function templateProblem(sections: readonly Section[]): string | undefined {
  const questions = questionsOf(sections);
  if (questions.length > LIMITS.questions) return `A questionnaire has at most ${LIMITS.questions} questions`;
  const seen = new Set<string>();
  for (const q of questions) {
    const code = q.code.toLowerCase();
    if (seen.has(code)) return `Duplicate question code: ${q.code}`;
    seen.add(code);
    const choices = q.kind === 'choice' || q.kind === 'multichoice';
    if (choices && !q.options) return `Question ${q.code}: options are required for a ${q.kind} question`;
    if (!choices && q.options)
      return `Question ${q.code}: options are only for choice and multichoice questions`;
    if (q.options && new Set(q.options).size !== q.options.length)
      return `Question ${q.code}: duplicate options`;
    if (q.good !== undefined) {
      if (!SCORED_KINDS.has(q.kind))
        return `Question ${q.code}: good answers are only for yesno, choice and multichoice`;
      const allowed = q.kind === 'yesno' ? YESNO : q.options!;
      const stray = q.good.find((g) => !allowed.includes(g));
      if (stray !== undefined)
        return `Question ${q.code}: good answer ${JSON.stringify(stray)} is not one of its options`;
    }
    if (q.critical && q.good === undefined)
      return `Question ${q.code}: a critical question needs its good answers`;
  }
  return undefined;
}

const isDate = (v: string) => {
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Why `value` is not an answer to `q` (a 400 message naming it), or undefined when it is. Files are uploaded. */
export function answerProblem(q: Question, value: unknown): string | undefined {
  const bad = (what: string) => `Invalid answer for ${q.code}: ${what}`;
  switch (q.kind) {
    case 'yesno':
      return typeof value === 'string' && YESNO.includes(value) ? undefined : bad('expected "yes" or "no"');
    case 'choice':
      return typeof value === 'string' && q.options!.includes(value)
        ? undefined
        : bad('expected one of its options');
    case 'multichoice':
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((v) => typeof v === 'string' && q.options!.includes(v)) &&
        new Set(value).size === value.length
        ? undefined
        : bad('expected a list of distinct options');
    case 'text':
      return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT_ANSWER
        ? undefined
        : bad(`expected text of 1 to ${MAX_TEXT_ANSWER} characters`);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e15
        ? undefined
        : bad('expected a number');
    case 'date':
      return typeof value === 'string' && isDate(value) ? undefined : bad('expected a date, YYYY-MM-DD');
    case 'file':
      return bad('a file is uploaded (POST …/answers/{code}/file), not written');
  }
}

/** The codes of required questions without an answer, in the questionnaire's order. */
export function missingRequired(
  questions: readonly Question[],
  answers: ReadonlyMap<string, unknown>,
): string[] {
  return questions.filter((q) => q.required && !answers.has(q.code)).map((q) => q.code);
}

/** Whether the answer of a scored question is one of its good ones (multichoice: every option chosen is good). */
export function isGood(q: Question, value: unknown): boolean {
  const good = q.good ?? [];
  if (q.kind === 'multichoice') {
    return Array.isArray(value) && value.length > 0 && value.every((v) => good.includes(v as string));
  }
  return typeof value === 'string' && good.includes(value);
}

/**
 * The score and the critical flag (docs/approval.md, "Scoring rule"). Scored: the yesno, choice and multichoice
 * questions that have good answers and a weight above 0 (default 1). score = 100 × the weight of the good answers
 * ÷ the weight of the scored questions answered, plus the required ones unanswered (none, once submitted), to two
 * decimals; an optional question left unanswered counts for nothing; null when nothing is scored. `critical`: a
 * critical question whose answer is not good, or absent.
 */
export function scoreOf(
  questions: readonly Question[],
  answers: ReadonlyMap<string, unknown>,
): { score: number | null; critical: boolean; good: string[]; notGood: string[] } {
  let total = 0;
  let earned = 0;
  let critical = false;
  const good: string[] = [];
  const notGood: string[] = [];
  for (const q of questions) {
    if (!SCORED_KINDS.has(q.kind) || q.good === undefined) continue;
    const answered = answers.has(q.code);
    const ok = answered && isGood(q, answers.get(q.code));
    if (q.critical && !ok) critical = true;
    (ok ? good : notGood).push(q.code);
    const weight = q.weight ?? 1;
    if (weight <= 0 || (!answered && !q.required)) continue;
    total += weight;
    if (ok) earned += weight;
  }
  const score = total === 0 ? null : Math.round((10000 * earned) / total) / 100;
  return { score, critical, good, notGood };
}
