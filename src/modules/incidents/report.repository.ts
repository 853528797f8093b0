import type { Db } from '../../db/index.js';
import { findIncident } from './incidents.repository.js';
import { listParties, reportsInOrder, timelineSteps } from './parties.repository.js';
import type { IncidentReportRows } from './report-model.js';
import { reconciliation } from './reconcile.js';

/**
 * What the report shows of an incident (docs/incident-report.md), read as the API reads it (the incident with its
 * measures, the parties with their notices and reports, the timeline's steps, the reconciliation), in one snapshot:
 * a report arriving meanwhile is in every part of it or in none. Undefined when there is no incident.
 */
export async function incidentReportRows(
  db: Db,
  incidentid: number,
): Promise<IncidentReportRows | undefined> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const incident = await findIncident(tx, incidentid, null);
    if (!incident) return undefined;
    const { rows } = await tx.query<{ name: string | null }>(
      `SELECT u.firstname || ' ' || u.lastname AS name FROM incidents i JOIN users u ON u.userid = i.openedby
        WHERE i.incidentid = $1`,
      [incidentid],
    );
    const parties = await listParties(tx, incidentid, null);
    const steps = await timelineSteps(tx, incidentid, null);
    const reports = await reportsInOrder(tx, incidentid);
    const inOrder = reports.map((r) => ({
      partyid: r.partyid,
      at: new Date(r.at),
      reported: Number(r.reported),
    }));
    return {
      incident,
      openedby: rows[0]?.name ?? null,
      parties,
      steps,
      reconciliation: reconciliation(parties, inOrder),
    };
  });
}
