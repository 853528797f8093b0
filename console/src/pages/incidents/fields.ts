/** The new incident form's fields, in order (new.tsx draws them; new-form.ts reads what they hold). */
import type { FieldSpec } from '../suppliers/form.js';
import { DURATION } from './new-form.js';
import { HAZARD_TEXT, KIND_TEXT, SEVERITY_TEXT } from './texts.js';

export const FIELDS: FieldSpec[] = [
  {
    name: 'kind',
    label: 'Kind',
    type: 'select',
    required: true,
    options: Object.entries(KIND_TEXT) as [string, string][],
    hint: 'A mock recall is an exercise: every notice says EXERCISE.',
  },
  { name: 'title', label: 'Title', required: true, maxLength: 200, hint: 'What the parties read first' },
  {
    name: 'hazard',
    label: 'Hazard',
    type: 'select',
    required: true,
    options: [['', 'Choose the hazard'], ...(Object.entries(HAZARD_TEXT) as [string, string][])],
  },
  {
    name: 'severity',
    label: 'Severity',
    type: 'select',
    required: true,
    options: Object.entries(SEVERITY_TEXT) as [string, string][],
  },
  { name: 'description', label: 'Description', type: 'textarea', hint: 'What was found, and what to do' },
  {
    name: 'lots',
    label: 'Lots',
    type: 'textarea',
    hint: 'One a line: a GS1 Digital Link, an EPC URN, a barcode’s text, or a GTIN and a lot apart by a space. Lots, GTINs or both',
  },
  {
    name: 'gtins',
    label: 'GTINs',
    type: 'textarea',
    hint: 'One a line: every lot of the product is in scope',
  },
  {
    name: 'ackwithin',
    label: 'Acknowledge within',
    hint: 'Seconds, or with a unit: 30m, 2h, 1d. Empty: 2 h for a recall, 24 h for a withdrawal',
    validate: (v) => (DURATION.test(v) ? undefined : 'Enter a duration like 30m, 2h or 1d'),
  },
];
