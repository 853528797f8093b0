import { auditScore, type AnswerResult } from '../../lib/score.js';
import { auditLight, sectionLight, type TrafficLight } from '../../lib/traffic-light.js';
import type { Action } from '../actions/actions.schemas.js';
import type { ReportHeader, ReportItemRow, ReportPhoto } from './report.repository.js';

export interface ReportItem extends ReportItemRow {
  photos: ReportPhoto[];
  actions: Action[];
}

export interface ReportSection {
  sectionid: number;
  section_name: string;
  items: ReportItem[];
  answered: number;
  /** The section's score by the audit's own rule (lib/score.ts) over its answers; null when none is scored. */
  score: number | null;
  light: TrafficLight;
}

export interface ReportModel {
  header: ReportHeader;
  sections: ReportSection[];
  light: TrafficLight;
  /** The stored score of a completed audit; the provisional one (same rule) of an audit in progress. */
  score: number | null;
  generatedAt: Date;
  generatedBy: string;
}

const failedOrFlagged = (r: AnswerResult | null) => r === 'fail' || r === 'flag';

/** Groups the rows into sections with their lights and scores: the same functions as the API's (lib/). */
export function buildModel(
  header: ReportHeader,
  rows: ReportItemRow[],
  photos: ReportPhoto[],
  actions: Action[],
  generated: { at: Date; by: string },
): ReportModel {
  const sections: ReportSection[] = [];
  for (const row of rows) {
    let section = sections[sections.length - 1];
    if (section?.sectionid !== row.sectionid) {
      section = {
        sectionid: row.sectionid,
        section_name: row.section_name,
        items: [],
        answered: 0,
        score: null,
        light: 'grey',
      };
      sections.push(section);
    }
    section.items.push({
      ...row,
      photos: photos.filter((p) => p.itemid === row.itemid),
      actions: actions.filter((a) => a.itemid === row.itemid),
    });
  }
  const all: AnswerResult[] = [];
  for (const s of sections) {
    const results = s.items.flatMap((i) => (i.result === null ? [] : [i.result]));
    all.push(...results);
    s.answered = results.length;
    s.score = results.length === 0 ? null : auditScore(results);
    s.light = sectionLight({
      total: s.items.length,
      answered: results.length,
      failsOrFlags: s.items.filter((i) => failedOrFlagged(i.result)).length,
      criticalFailsOrFlags: s.items.filter((i) => i.critical && failedOrFlagged(i.result)).length,
    });
  }
  return {
    header,
    sections,
    light: auditLight(sections.map((s) => s.light)),
    score: header.score_pct ?? (all.length === 0 ? null : auditScore(all)),
    generatedAt: generated.at,
    generatedBy: generated.by,
  };
}

/** An item answered fail or flag: one of the report's findings. */
export const isFinding = (item: ReportItem) => failedOrFlagged(item.result);

/** The items answered fail or flag, in checklist order: the report's findings. */
export function findings(model: ReportModel): { section: ReportSection; item: ReportItem }[] {
  return model.sections.flatMap((section) =>
    section.items.filter(isFinding).map((item) => ({ section, item })),
  );
}
