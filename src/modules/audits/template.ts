import type { Queryable } from '../../db/index.js';
import type { AnswerResult } from '../../lib/score.js';
import { sectionLight, type TrafficLight } from '../../lib/traffic-light.js';
import { templateItems } from './template.repository.js';

export interface TemplateSection {
  sectionid: number;
  section_name: string;
  icon_class: string;
  sort_order: number;
  itemids: number[];
}

export interface Template {
  sections: TemplateSection[];
  items: Map<number, { sectionid: number; critical: boolean }>;
}

export interface SectionProgressRow {
  sectionid: number;
  section_name: string;
  icon_class: string;
  sort_order: number;
  total_items: number;
  answered_items: number;
  traffic_light: TrafficLight;
}

/**
 * Checklist templates kept in memory. Only templates that audits use are asked for, and those are frozen
 * by a trigger (migration 0030), so an entry never goes stale.
 */
export class TemplateCache {
  private readonly cache = new Map<number, Promise<Template>>();

  get(q: Queryable, templateid: number): Promise<Template> {
    let hit = this.cache.get(templateid);
    if (!hit) {
      hit = load(q, templateid);
      hit.catch(() => this.cache.delete(templateid));
      this.cache.set(templateid, hit);
    }
    return hit;
  }
}

async function load(q: Queryable, templateid: number): Promise<Template> {
  const rows = await templateItems(q, templateid);
  const sections: TemplateSection[] = [];
  const items = new Map<number, { sectionid: number; critical: boolean }>();
  for (const r of rows) {
    let section = sections[sections.length - 1];
    if (section?.sectionid !== r.sectionid) {
      section = {
        sectionid: r.sectionid,
        section_name: r.section_name,
        icon_class: r.icon_class,
        sort_order: r.sort_order,
        itemids: [],
      };
      sections.push(section);
    }
    section.itemids.push(r.itemid);
    items.set(r.itemid, { sectionid: r.sectionid, critical: r.critical });
  }
  return { sections, items };
}

/** Each section's counts and light, from the audit's answers (itemid → result). */
export function progress(template: Template, answers: Map<number, AnswerResult>): SectionProgressRow[] {
  return template.sections.map((s) => {
    let answered = 0;
    let failsOrFlags = 0;
    let criticalFailsOrFlags = 0;
    for (const itemid of s.itemids) {
      const result = answers.get(itemid);
      if (result === undefined) continue;
      answered++;
      if (result === 'fail' || result === 'flag') {
        failsOrFlags++;
        if (template.items.get(itemid)?.critical) criticalFailsOrFlags++;
      }
    }
    return {
      sectionid: s.sectionid,
      section_name: s.section_name,
      icon_class: s.icon_class,
      sort_order: s.sort_order,
      total_items: s.itemids.length,
      answered_items: answered,
      traffic_light: sectionLight({ total: s.itemids.length, answered, failsOrFlags, criticalFailsOrFlags }),
    };
  });
}
