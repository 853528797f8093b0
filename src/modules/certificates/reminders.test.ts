import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createPgDb } from '../../db/pg.js';
import { buildTestApp, useTestApp } from '../../../test/helpers.js';
import { addDays, testClock } from '../../../test/clock.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { createCertificate, supplierRead } from '../../../test/fixtures/certificates.js';
import { eventually } from '../../../test/fixtures/webhooks.js';
import { evaluateReminders } from './reminders.repository.js';

// The reminders' timer every second, and a clock the tests move: days pass without waiting for them.
const clock = testClock('2026-06-01');
const t = useTestApp({ CERTIFICATE_REMINDER_INTERVAL: '1s' }, { clock: clock.now });

interface FeedEvent {
  type: string;
  entity: string;
  entityid: number;
  companyid: number;
  data: { part: string; partid: number; action: string };
}

/** The certificate.expiring/expired events of a supplier, once the feed has them all (`count`). */
async function reminderEvents(supplierid: number, count: number): Promise<string[]> {
  return eventually(async () => {
    const res = await t.api({
      method: 'GET',
      url: '/api/v1/events?types=certificate.expiring,certificate.expired&limit=1000',
    });
    const mine = (res.json().data as FeedEvent[]).filter((e) => e.companyid === supplierid);
    expect(mine).toHaveLength(count);
    return mine.map((e) => `${e.type}:${e.data.partid}`);
  });
}

const remindersOf = async (supplierid: number) =>
  (await supplierRead(t, supplierid)).accreditations.map(
    (a: { certificatenumber: string; reminders_sent: number[] }) =>
      `${a.certificatenumber}:${a.reminders_sent.join(',')}`,
  );

describe('certificate reminders', () => {
  it('reminds at 90, 60 and 30 days and on the day, each once, on the timer as the clock moves', async () => {
    clock.set('2026-06-01');
    const { supplierid } = await createSupplier(t);
    const expiry = addDays(clock.today(), 100);
    const { accreditationid, reminders_sent } = await createCertificate(t, supplierid, {
      certificatenumber: 'TIMER',
      issuedate: '2025-06-01',
      expirydate: expiry,
    });
    expect(reminders_sent).toEqual([]);
    const steps: [number, string][] = [
      [9, 'TIMER:'],
      [10, 'TIMER:90'], // 90 days before
      [39, 'TIMER:90'],
      [40, 'TIMER:90,60'], // 60 days before
      [70, 'TIMER:90,60,30'], // 30 days before
      [99, 'TIMER:90,60,30'],
      [100, 'TIMER:90,60,30,0'], // the expiry date
      [130, 'TIMER:90,60,30,0'],
    ];
    for (const [day, expected] of steps) {
      clock.set(addDays('2026-06-01', day));
      // Nothing is written: the timer finds them (a pass a second); then a few more passes change nothing.
      await eventually(async () => expect(await remindersOf(supplierid)).toEqual([expected]), 5000);
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(await reminderEvents(supplierid, 4)).toEqual([
      `certificate.expiring:${accreditationid}`,
      `certificate.expiring:${accreditationid}`,
      `certificate.expiring:${accreditationid}`,
      `certificate.expired:${accreditationid}`,
    ]);
    const { rows } = await t.db.query(
      'SELECT threshold, expirydate::text, asof::text FROM certificate_reminders WHERE accreditationid = $1 ORDER BY reminderid',
      [accreditationid],
    );
    expect(rows).toEqual([
      { threshold: 90, expirydate: expiry, asof: addDays('2026-06-01', 10) },
      { threshold: 60, expirydate: expiry, asof: addDays('2026-06-01', 40) },
      { threshold: 30, expirydate: expiry, asof: addDays('2026-06-01', 70) },
      { threshold: 0, expirydate: expiry, asof: expiry },
    ]);
  });

  it('evaluates a certificate as it is written: only the threshold it is in, never the ones already past', async () => {
    clock.set('2026-06-01');
    const { supplierid } = await createSupplier(t);
    const soon = await createCertificate(t, supplierid, {
      certificatenumber: 'SOON',
      expirydate: addDays(clock.today(), 20),
    });
    expect(soon.reminders_sent).toEqual([30]);
    expect(soon.status).toBe('expiring');
    const gone = await createCertificate(t, supplierid, {
      certificatenumber: 'GONE',
      expirydate: addDays(clock.today(), -3),
    });
    expect(gone.reminders_sent).toEqual([0]);
    // Moved into the 60-day band by an update: reminded at once, in the update's answer.
    const later = await createCertificate(t, supplierid, {
      certificatenumber: 'LATER',
      expirydate: addDays(clock.today(), 200),
    });
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/accreditations/${later.accreditationid}`,
      payload: { expirydate: addDays(clock.today(), 45) },
    });
    expect(res.json().data.reminders_sent).toEqual([60]);
    // Email is not configured here: no reminder email is queued.
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n FROM certificate_reminder_outbox JOIN certificate_reminders r USING (reminderid)
        WHERE r.companyid = $1`,
      [supplierid],
    );
    expect(rows).toEqual([{ n: 0 }]);
    expect((await reminderEvents(supplierid, 3)).sort()).toEqual(
      [
        `certificate.expired:${gone.accreditationid}`,
        `certificate.expiring:${later.accreditationid}`,
        `certificate.expiring:${soon.accreditationid}`,
      ].sort(),
    );
  });

  it('never reminds of a deleted certificate or one of an inactive supplier', async () => {
    clock.set('2026-06-01');
    const a = await createSupplier(t);
    const b = await createSupplier(t);
    const deleted = await createCertificate(t, a.supplierid, { expirydate: addDays(clock.today(), 200) });
    await createCertificate(t, b.supplierid, { expirydate: addDays(clock.today(), 200) });
    await t.api({ method: 'DELETE', url: `/api/v1/accreditations/${deleted.accreditationid}` });
    await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${b.supplierid}` });
    const asof = addDays(clock.today(), 200);
    await evaluateReminders(t.db, asof, { mail: false });
    const { rows } = await t.db.query(
      'SELECT count(*)::int AS n FROM certificate_reminders WHERE companyid = ANY ($1)',
      [[a.supplierid, b.supplierid]],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('gives the reminder a history entry, by the system, which the supplier’s history shows', async () => {
    clock.set('2026-06-01');
    const { supplierid } = await createSupplier(t);
    const { accreditationid } = await createCertificate(t, supplierid, {
      expirydate: addDays(clock.today(), 5),
    });
    const res = await t.api({ method: 'GET', url: `/api/v1/history/supplier/${supplierid}` });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data as {
      part: string;
      partid: number;
      action: string;
      userid: number | null;
      changes: { field: string; new: unknown }[];
    }[];
    const reminder = entries.find((e) => e.part === 'certificate_reminder');
    expect(reminder).toMatchObject({ partid: accreditationid, action: 'create', userid: null });
    expect(reminder!.changes).toContainEqual(expect.objectContaining({ field: 'threshold', new: 30 }));
    expect(entries.find((e) => e.part === 'accreditation')).toMatchObject({ action: 'create', userid: 1 });
  });
});

describe('exactly once, whatever the number of instances and restarts', () => {
  it('makes one reminder per certificate and threshold when many evaluations run at once', async () => {
    clock.set('2026-06-01');
    const { supplierid } = await createSupplier(t);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const c = await createCertificate(t, supplierid, {
        certificatenumber: `RACE-${i}`,
        expirydate: addDays(clock.today(), 200 + i),
      });
      ids.push(c.accreditationid);
    }
    // Other instances: on PostgreSQL, pools of their own on the same database.
    const pools = t.dbUrl ? [createPgDb(t.dbUrl), createPgDb(t.dbUrl)] : [];
    try {
      const dbs = [t.db, ...pools];
      for (const day of [115, 145, 175, 205, 215]) {
        const asof = addDays('2026-06-01', day);
        await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            evaluateReminders(dbs[i % dbs.length]!, asof, { mail: false }),
          ),
        );
      }
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
    const { rows } = await t.db.query<{ threshold: number; n: number }>(
      `SELECT threshold, count(*)::int AS n FROM certificate_reminders WHERE accreditationid = ANY ($1)
        GROUP BY threshold ORDER BY threshold DESC`,
      [ids],
    );
    expect(rows).toEqual([
      { threshold: 90, n: 12 },
      { threshold: 60, n: 12 },
      { threshold: 30, n: 12 },
      { threshold: 0, n: 12 },
    ]);
    expect(await reminderEvents(supplierid, 48)).toHaveLength(48);
    // Nor can a reminder be taken back to be made again.
    await expect(
      t.db.query('DELETE FROM certificate_reminders WHERE accreditationid = $1', [ids[0]]),
    ).rejects.toThrow(/append-only/);
  });

  it('evaluates at start-up: an instance started on a later day reminds without waiting for its timer', async () => {
    const later = testClock('2026-06-01');
    const { supplierid } = await createSupplier(t);
    clock.set('2026-06-01');
    const { accreditationid } = await createCertificate(t, supplierid, {
      certificatenumber: 'RESTART',
      expirydate: addDays('2026-06-01', 150),
    });
    later.set(addDays('2026-06-01', 100));
    const start = () =>
      buildTestApp({
        config: loadConfig({ DATA_DIR: t.dataDir, PUBLIC_URL: 'http://api.test' }), // the hourly timer
        db: t.db,
        clock: later.now,
      });
    for (let restart = 0; restart < 3; restart++) {
      const app = await start();
      try {
        await eventually(async () => {
          const { rows } = await t.db.query(
            'SELECT threshold FROM certificate_reminders WHERE accreditationid = $1',
            [accreditationid],
          );
          expect(rows).toEqual([{ threshold: 60 }]);
        }, 5000);
      } finally {
        await app.close();
      }
    }
  });
});
