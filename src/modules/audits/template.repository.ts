import type { Queryable } from '../../db/index.js';

export interface TemplateItemRow {
  sectionid: number;
  section_name: string;
  icon_class: string;
  sort_order: number;
  itemid: number;
  critical: boolean;
}

/** A checklist template's items with their sections, in the checklist's order. */
export async function templateItems(q: Queryable, templateid: number): Promise<TemplateItemRow[]> {
  const { rows } = await q.query<TemplateItemRow>(
    `SELECT s.sectionid, s.section_name, s.icon_class, s.sort_order, i.itemid, i.critical
       FROM audit_sections s JOIN audit_items i ON i.sectionid = s.sectionid
      WHERE s.templateid = $1
      ORDER BY s.sort_order, i.sort_order`,
    [templateid],
  );
  return rows;
}
