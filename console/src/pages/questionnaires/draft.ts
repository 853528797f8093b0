import type { Question } from './shared.js';

/** The builder's form model: what the form holds of a template, and the rules it shows. */
export const KINDS: [Question['kind'], string][] = [
  ['yesno', 'Yes / no'],
  ['choice', 'One choice'],
  ['multichoice', 'Several choices'],
  ['text', 'Text'],
  ['number', 'Number'],
  ['date', 'Date'],
  ['file', 'File'],
];
export const SCORED = new Set(['yesno', 'choice', 'multichoice']);
export const CHOICES = new Set(['choice', 'multichoice']);

/** A question as the form holds it: options as lines, good answers as a set. */
export interface DraftQuestion {
  code: string;
  text: string;
  kind: Question['kind'];
  options: string;
  required: boolean;
  weight: string;
  critical: boolean;
  good: string[];
}
export interface DraftSection {
  title: string;
  questions: DraftQuestion[];
}

export const blankQuestion = (n: number): DraftQuestion => ({
  code: `Q${n}`,
  text: '',
  kind: 'yesno',
  options: '',
  required: true,
  weight: '1',
  critical: false,
  good: ['yes'],
});
export const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
export const choicesOf = (q: DraftQuestion) => (q.kind === 'yesno' ? ['yes', 'no'] : lines(q.options));
