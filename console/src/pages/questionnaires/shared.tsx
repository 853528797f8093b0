import { api, ok, type Schemas } from '../../api.js';
import { Badge, type Tone } from '../../ui/components.js';

export type Assignment = Schemas['QuestionnaireAssignment'];
export type Detail = Schemas['QuestionnaireAssignmentDetail'];
export type Question = Schemas['QuestionnaireQuestion'];
export type Template = Schemas['Questionnaire'];
export type AnswerValue = string | number | string[];

/** The states a supplier may still answer in (docs/approval.md, "Questionnaire states"). */
export const ANSWERABLE = new Set(['Not started', 'In progress', 'Changes requested']);

const TONES: Record<string, Tone> = {
  'Not started': 'grey',
  'In progress': 'blue',
  Submitted: 'blue',
  Accepted: 'green',
  Rejected: 'red',
  'Changes requested': 'amber',
  Expired: 'red',
  Complete: 'grey',
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'grey'}>{status}</Badge>;
}

/** A score as the review recorded it: "87.5 %", or "–". */
export const scoreText = (score: number | null | undefined) =>
  score === null || score === undefined ? '–' : `${score} %`;

export const assignmentHref = (id: number) => `/questionnaires/assignments/${id}`;

/** Sends a template's last published version to a supplier, due on `due` (YYYY-MM-DD). */
export function sendQuestionnaire(supplierid: number, templateid: number, due: string) {
  return ok(
    api.POST('/api/v1/suppliers/{supplierid}/questionnaires', {
      params: { path: { supplierid } },
      body: { templateid, due },
    }),
  );
}
