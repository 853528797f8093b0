import { describe, expect, it } from 'vitest';
import { auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { useTestApp } from '../../../test/helpers.js';

// Its own file: publishing a template version changes what every later audit on this database gets.
const t = useTestApp();

describe('template versions', () => {
  it('freezes a template that audits use; a new version serves new audits and old audits keep theirs', async () => {
    const old = await createAudit(t);
    const [first] = await auditItems(t, old.auditid);
    await expect(
      t.db.query("UPDATE audit_items SET question = 'changed' WHERE itemid = $1", [first!.itemid]),
    ).rejects.toThrow(/publish a new version/);
    await expect(t.db.query('DELETE FROM audit_items WHERE itemid = $1', [first!.itemid])).rejects.toThrow();

    await t.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ templateid: number }>(
        `INSERT INTO audit_templates (name, version) SELECT 'v-next', max(version) + 1 FROM audit_templates
         RETURNING templateid`,
      );
      const s = await tx.query<{ sectionid: number }>(
        `INSERT INTO audit_sections (templateid, section_name, icon_class, sort_order)
         SELECT $1, section_name, icon_class, sort_order FROM audit_sections
          WHERE templateid = (SELECT templateid FROM audits WHERE auditid = $2) RETURNING sectionid`,
        [rows[0]!.templateid, old.auditid],
      );
      for (const { sectionid } of s.rows) {
        await tx.query(
          `INSERT INTO audit_items (sectionid, question, guidance, critical, required, sort_order)
           VALUES ($1, 'Only question', 'g', false, true, 1)`,
          [sectionid],
        );
      }
    });
    const fresh = await createAudit(t);

    const get = async (id: number) =>
      (await t.api({ method: 'GET', url: `/api/v1/audits/${id}/sections` })).json().data as {
        sectionid: number;
        total_items: number;
      }[];
    const oldSections = await get(old.auditid);
    const newSections = await get(fresh.auditid);
    expect(oldSections).toHaveLength(8);
    expect(newSections).toHaveLength(8);
    expect(oldSections.every((s) => s.total_items >= 5)).toBe(true);
    expect(newSections.every((s) => s.total_items === 1)).toBe(true);
    expect(newSections[0]!.sectionid).not.toBe(oldSections[0]!.sectionid);
  });
});
