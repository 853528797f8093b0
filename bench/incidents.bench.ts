// `npm run bench -- incidents -- --database <name or url>` (PostgreSQL; only when named) or `-- --smoke`: issue 39's
// targets on a "wide" lot (bench/epcis/wide-lot.ts: shipped from a plant to 1,000 of our stores and 5 wholesalers on
// `large`, about 1,000 parties), the server in a process of its own with its mail and webhook workers on, against the
// bare route in the same run:
// - POST /incidents on the lot (scope → affected set → parties stored): its measures.scope_ms and the request's wall
//   time, median of several: < 1 s.
// - POST /incidents/{id}/notify queuing a notice to every party (links, emails, webhook deliveries), median: < 2 s.
//   Each measured incident is then closed (its emails not yet sent cancelled) and the workers left to go quiet.
// - The same steps in this process on a pool of their own (trace, scope, open, notify; rolled back): where the time
//   goes. And the reads of a 1,000-party incident: the incident, its parties, its timeline, a link's page.
// - A mock recall end to end: opened, notified, the server's own workers sending every email to an SMTP sink and the
//   wholesalers' webhook messages to a receiver (both here, on 127.0.0.1: startSink below, test/receiver.ts); a script
//   reads each party's link from them as they arrive and, as the party would, opens the link's page
//   (GET /incidents/ack/{token}) and reports quantities adding up to what it received (POST); then the incident's
//   measures: time to scope, notify_ms (notify start → every notice delivered), last_ack_ms (→ the last first
//   acknowledgement), accounted_pct (100 expected), and its timeline.
// --database: a database the growth bench filled (bench/epcis-growth.bench.ts), kept; the wide lot and its master
// data are added first when missing (idempotent; the growth bench will not grow the database past them). --smoke: a
// fresh database seeded `demo` (its 10 stores): quick, its figures mean nothing. --recalls <n>: how many mock recalls
// end to end (default 3, 1 with --smoke).
import { BENCH_PG_URL, bare, median, type Engine } from './lib.js';
import { startServerInChild, type ChildServer } from './in-child.js';
import { createPgDb } from '../src/db/pg.js';
import type { Db } from '../src/db/index.js';
import { ensureChainMasterData } from '../src/cli/seed/recall-chain-places.js';
import { trace } from '../src/modules/trace/trace.service.js';
import { scopeIncident } from '../src/modules/incidents/scope.service.js';
import * as incidents from '../src/modules/incidents/incidents.service.js';
import { findIncident } from '../src/modules/incidents/incidents.repository.js';
import { listParties } from '../src/modules/incidents/parties.repository.js';
import type { CreateIncidentBody } from '../src/modules/incidents/incidents.schemas.js';
import { GROWTH_AS_OF, GROWTH_PLAN, growthMasterData } from './epcis/growth-data.js';
import { ensureWideLot, WIDE_WHOLESALERS, type WideLot } from './epcis/wide-lot.js';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { startReceiver, type Receiver } from '../test/receiver.js';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const databaseArg = option('--database');
/** Measured openings and notifications (each a 1,000-party incident on `large`), and mock recalls end to end. */
const RUNS = smoke ? 2 : 7;
/** `--recalls <n>`: mock recalls end to end (each about two minutes on `large`). */
const E2E_RUNS = Number(option('--recalls') ?? (smoke ? 1 : 3));
const STORES = 1000;
const SMOKE_AS_OF = '2026-11-20';
const PORTAL = 'https://portal.bench.test';
/** Links the script follows at once (parties answering side by side). */
const ACKERS = 4;
const TOKEN = /\/ack\/([A-Za-z0-9_-]{43})/;

function databaseUrl(name: string): string {
  if (name.includes('://')) return name;
  const u = new URL(BENCH_PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

const context = (reason: string) => ({
  'ft.change': JSON.stringify({ userid: null, via: 'cli', requestid: null, reason }),
});

/** The wide lot (and, on a growth bench's database, the DCs and stores it goes to) when missing. */
async function addWide(url: string, asOf: Date, growth: boolean): Promise<{ wide: WideLot; said: string }> {
  const db = createPgDb(url, 1);
  try {
    const started = performance.now();
    const wide = await db.transaction(async (tx) => {
      if (growth) await ensureChainMasterData(tx, growthMasterData(), GROWTH_PLAN);
      return ensureWideLot(tx, STORES, asOf);
    }, context('bench: incidents wide lot'));
    // Statistics only (2,006 events among millions need no VACUUM; on 10 million events a VACUUM takes minutes).
    if (wide.events > 0)
      await db.exec(
        'ANALYZE sites, companies, newlines, product_specs, wholesalers, catalogue_items, epcis_captures, epcis_events, epcis_event_epcs',
      );
    const s = ((performance.now() - started) / 1000).toFixed(1);
    const where = `to ${wide.stores} stores and ${wide.wholesalers.length} wholesalers`;
    return {
      wide,
      said:
        wide.events > 0
          ? `${wide.events.toLocaleString('en')} events added, ${where} (${s} s with ANALYZE)`
          : `held already, ${where}`,
    };
  } finally {
    await db.close();
  }
}

interface Incident {
  incidentid: number;
  status: string;
  counts: { parties: number; notified: number; delivered: number; acknowledged: number };
  accounted_pct: number | null;
  measures: { scope_ms: number; notify_ms: number | null; last_ack_ms: number | null };
  truncated: boolean;
}

/** One API call: its wall time (to the last byte), status and parsed `data`. */
async function call<T>(
  server: ChildServer,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = server.key,
): Promise<{ ms: number; status: number; data: T; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      ...(key ? { 'x-api-key': key } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  const parsed = text ? (JSON.parse(text) as { data?: T }) : {};
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, status: res.status, data: parsed.data as T, bytes: text.length };
}

const mockOf = (lot: string, title: string) => ({
  kind: 'mock' as const,
  title,
  hazard: 'microbiological' as const,
  severity: 1 as const,
  description: 'Bench exercise: Listeria monocytogenes found on a slicer (mock).',
  scope: { lots: [lot] },
});

/** Until the workers have nothing left to send (the incidents' emails, the notices' webhook messages). */
async function quiet(db: Db, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM incident_mail_outbox WHERE status IN ('pending', 'sending'))::int
            + (SELECT count(*) FROM webhook_deliveries WHERE type = 'incident.notice'
                 AND status IN ('pending', 'sending'))::int AS n`,
    );
    if (rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`the workers still have ${rows[0]!.n} message(s) to send`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Something rolled back on purpose, with what it measured. */
class Rollback extends Error {
  constructor(readonly ms: Record<string, number>) {
    super('rolled back');
  }
}

/** Where an opening and a notification spend their time: each step in this process, in one transaction rolled back. */
async function breakdown(url: string, lot: string, runs: number) {
  const db = createPgDb(url, 2);
  const times: Record<string, number[]> = {};
  const at = (name: string, ms: number) => (times[name] ??= []).push(ms);
  try {
    for (let i = 0; i <= runs; i++) {
      const measured = await db
        .transaction(async (tx) => {
          const ms: Record<string, number> = {};
          let t = performance.now();
          await trace(tx, {
            root: lot,
            direction: 'forward',
            depth: null,
            company: null,
            from: null,
            to: null,
            glns: null,
          });
          ms['trace() of the lot'] = performance.now() - t;
          t = performance.now();
          const scoped = await scopeIncident(tx, { lots: [lot] });
          ms['scopeIncident() (trace, merge, contacts)'] = performance.now() - t;
          t = performance.now();
          const id = await incidents.storeIncident(
            tx,
            mockOf(lot, 'Bench breakdown (rolled back)') as CreateIncidentBody,
            scoped,
            null,
          );
          ms['storeIncident() (incident, parties, steps)'] = performance.now() - t;
          t = performance.now();
          await findIncident(tx, id, null);
          ms['findIncident() (the answer read back)'] = performance.now() - t;
          t = performance.now();
          const queued = await incidents.notify(tx, id, PORTAL);
          ms['notify() (notices, links, emails, webhooks, steps)'] = performance.now() - t;
          ms.queued = queued;
          t = performance.now();
          await findIncident(tx, id, null);
          ms['findIncident() once notified'] = performance.now() - t;
          t = performance.now();
          await listParties(tx, id, null);
          ms['listParties() once notified'] = performance.now() - t;
          throw new Rollback(ms);
        }, context('bench: incidents breakdown'))
        .catch((err: unknown) => {
          if (err instanceof Rollback) return err.ms;
          throw err;
        });
      if (i === 0) continue; // plans, connections, JIT
      for (const [name, ms] of Object.entries(measured)) at(name, ms);
    }
    return Object.entries(times).map(([name, ms]) => ({ name, ms: median(ms) }));
  } finally {
    await db.close();
  }
}

interface Ack {
  getMs: number;
  postMs: number;
}

/**
 * A mock recall end to end: the parties' links read off the emails and webhook messages as they arrive, each
 * followed (its page, then a report adding up to what it received) by `ACKERS` parties at once.
 */
async function mockRecall(server: ChildServer, smtp: Sink, receiver: Receiver, lot: string, title: string) {
  const mailsFrom = smtp.messages.length;
  const hooksFrom = receiver.received.length;
  const start = performance.now();
  const opened = await call<Incident>(server, 'POST', '/incidents', mockOf(lot, title));
  const id = opened.data.incidentid;
  const notified = await call<{ queued: number }>(server, 'POST', `/incidents/${id}/notify`);
  const expected = notified.data.queued;
  const notifiedAt = performance.now();
  const seen = new Set<string>();
  const queue: string[] = [];
  const acks: Ack[] = [];
  let mails = 0;
  let hooks = 0;
  let badSignatures = 0;
  let allLinksAt = 0;
  let lastAckAt = 0;
  let exercise = 0;
  const take = (token: string | undefined) => {
    if (token === undefined || seen.has(token)) return;
    seen.add(token);
    queue.push(token);
    if (seen.size === expected) allLinksAt = performance.now();
  };
  const scan = () => {
    for (; mailsFrom + mails < smtp.messages.length; mails++) {
      const m = smtp.messages[mailsFrom + mails]!;
      if (!m.subject?.includes(title)) continue;
      if (m.subject.startsWith('EXERCISE')) exercise++;
      take(TOKEN.exec(m.text ?? '')?.[1]);
    }
    for (; hooksFrom + hooks < receiver.received.length; hooks++) {
      const r = receiver.received[hooksFrom + hooks]!;
      if (r.verifyError !== null) badSignatures++;
      const body = JSON.parse(r.body) as { type: string; data: { incidentid?: number; ackurl?: string } };
      if (body.type === 'incident.notice' && body.data.incidentid === id)
        take(TOKEN.exec(body.data.ackurl ?? '')?.[1]);
    }
  };
  const deadline = Date.now() + 15 * 60_000;
  let claimed = 0;
  const acker = async () => {
    while (claimed < expected) {
      if (Date.now() > deadline) throw new Error(`mock recall: ${acks.length} of ${expected} acknowledged`);
      scan();
      const token = queue.shift();
      if (token === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      claimed++;
      const page = await call<{ received: number | null }>(
        server,
        'GET',
        `/incidents/ack/${token}`,
        undefined,
        null,
      );
      const received = page.data.received ?? 0;
      const sold = Math.floor(received / 2);
      const destroyed = Math.floor(received / 10);
      const report = { onhand: received - sold - destroyed, sold, destroyed, returned: 0, note: 'bench' };
      const posted = await call(server, 'POST', `/incidents/ack/${token}`, report, null);
      acks.push({ getMs: page.ms, postMs: posted.ms });
      lastAckAt = performance.now();
    }
  };
  await Promise.all(Array.from({ length: ACKERS }, acker));
  // The measures are complete once every notice is delivered (its email's sending recorded) and acknowledged.
  let incident: Incident;
  let reads = 0;
  for (;;) {
    incident = (await call<Incident>(server, 'GET', `/incidents/${id}`)).data;
    if (incident.measures.notify_ms !== null && incident.measures.last_ack_ms !== null) break;
    if (++reads > 600)
      throw new Error(`mock recall: measures incomplete ${JSON.stringify(incident.measures)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const got = await call<Incident>(server, 'GET', `/incidents/${id}`);
  const timeline = await call<{ steps: unknown[] }>(server, 'GET', `/incidents/${id}/timeline`);
  const reconciliation = await call<{ accounted_pct: number | null }>(
    server,
    'GET',
    `/incidents/${id}/reconciliation`,
  );
  const parties = await call<unknown[]>(server, 'GET', `/incidents/${id}/parties`);
  await call(server, 'POST', `/incidents/${id}/close`, { closurenote: 'Bench mock recall: done' });
  return {
    incident: got.data,
    expected,
    openMs: opened.ms,
    notifyMs: notified.ms,
    allLinksMs: allLinksAt - start,
    lastAckMs: lastAckAt - start,
    sinceNotifyMs: { links: allLinksAt - notifiedAt, acks: lastAckAt - notifiedAt },
    mails,
    exercise,
    hooks,
    badSignatures,
    acks,
    reads: {
      incident: got.ms,
      timeline: timeline.ms,
      steps: timeline.data.steps.length,
      reconciliation: reconciliation.ms,
      accounted: reconciliation.data.accounted_pct,
      parties: parties.ms,
      partiesKb: parties.bytes / 1024,
    },
  };
}

/**
 * An SMTP sink on 127.0.0.1 (as test/smtp.ts's, with smtp-server and mailparser) that accepts each message as soon
 * as it has it whole and parses it after: the server's mail worker is measured, not this process's parsing.
 */
async function startSink() {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        callback();
        void simpleParser(Buffer.concat(chunks)).then((mail) => messages.push(mail));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Sink = Awaited<ReturnType<typeof startSink>>;

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const met = (ok: boolean) => (ok ? 'yes' : 'NO');
const at = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  if (!smoke && !databaseArg)
    return [
      { figure: 'needs -- --database <a growth bench database> (PostgreSQL) or -- --smoke', result: '' },
    ];
  // The lot is added and the outboxes watched by connections of this process: PostgreSQL only.
  if (engine !== 'pg') return [{ figure: 'PostgreSQL only', result: '' }];
  const out: Record<string, unknown>[] = [];
  // Targets in columns of their own; the rest of a figure's details in one, to keep the table narrow.
  const row = (figure: string, result: string, extra: Record<string, unknown> = {}) => {
    const { target, met: ok, ...rest } = extra;
    const detail = Object.entries(rest)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join('; ');
    const r = {
      figure,
      result,
      ...(target === undefined ? {} : { target, met: ok }),
      ...(detail ? { detail } : {}),
    };
    console.warn(`  ${JSON.stringify(r)}`);
    out.push(r);
  };
  const url = databaseArg ? databaseUrl(databaseArg) : undefined;
  const asOf = url ? GROWTH_AS_OF : new Date(`${SMOKE_AS_OF}T00:00:00Z`);
  let wide: WideLot | undefined;
  if (url) {
    const added = await addWide(url, asOf, true);
    wide = added.wide;
    row('wide lot on the database', added.said);
  }
  const smtp = await startSink();
  const receiver = await startReceiver();
  const server = await startServerInChild(
    engine,
    {
      SMTP_URL: smtp.url,
      PORTAL_URL: PORTAL,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WORKER_POLL: '100ms',
    },
    url ? { database: url } : { seed: { scale: 'demo', asOf: SMOKE_AS_OF } },
  );
  const db = createPgDb(server.databaseUrl!, 1);
  try {
    if (!wide) {
      const added = await addWide(server.databaseUrl!, asOf, false);
      wide = added.wide;
      row('wide lot on the demo data set', added.said);
    }
    const { rows: size } = await db.query<{ n: string }>(
      "SELECT reltuples::bigint::text AS n FROM pg_class WHERE relname = 'epcis_events'",
    );
    row('EPCIS events in the database (estimate)', Number(size[0]!.n).toLocaleString('en'));
    // The wholesalers' webhook: one endpoint here, its secret for the receiver to verify each message with.
    const hook = await call<{ id: number; secret: string }>(server, 'POST', '/webhooks', {
      url: receiver.url,
      events: ['webhook.test'],
    });
    receiver.secret = hook.data.secret;
    for (const w of wide.wholesalers)
      await call(server, 'PUT', `/wholesalers/${w}`, { webhookid: hook.data.id });

    const bareRun = await bare({ duration: smoke ? 1 : 5, connections: 1 });
    // One request at a time: the bare route's time a request, the reference for the single requests below.
    const bareMs = 1000 / bareRun.rps;
    row('bare Fastify route (1 connection)', `${bareMs.toFixed(2)} ms a request`, {
      'req/s': fmt(bareRun.rps),
      'p99 ms': bareRun.p99,
    });

    // 1 and 2: opening and notifying, each incident closed after (its emails not yet sent cancelled).
    const open: { wall: number; scope: number }[] = [];
    const notifyMs: number[] = [];
    const closeMs: number[] = [];
    const readMs: { incident: number; parties: number }[] = [];
    let parties = 0;
    let queued = 0;
    for (let i = 0; i <= RUNS; i++) {
      await quiet(db);
      const o = await call<Incident>(server, 'POST', '/incidents', mockOf(wide.lot, `Bench scope ${i}`));
      const n = await call<{ queued: number }>(server, 'POST', `/incidents/${o.data.incidentid}/notify`);
      const r1 = await call(server, 'GET', `/incidents/${o.data.incidentid}`);
      const r2 = await call(server, 'GET', `/incidents/${o.data.incidentid}/parties`);
      const c = await call(server, 'POST', `/incidents/${o.data.incidentid}/close`, {
        closurenote: 'Bench: measured',
      });
      if (i === 0) continue; // the first: plans, connections, JIT
      open.push({ wall: o.ms, scope: o.data.measures.scope_ms });
      notifyMs.push(n.ms);
      closeMs.push(c.ms);
      readMs.push({ incident: r1.ms, parties: r2.ms });
      parties = o.data.counts.parties;
      queued = n.data.queued;
      if (o.data.truncated) row('the wide lot’s trace', 'TRUNCATED');
    }
    const openWall = median(open.map((o) => o.wall));
    const scopeMs = median(open.map((o) => o.scope));
    row(`POST /incidents on the wide lot (${parties} parties), median of ${RUNS}`, `${fmt(openWall)} ms`, {
      'measures.scope_ms': scopeMs,
      'min–max ms': `${fmt(Math.min(...open.map((o) => o.wall)))}–${fmt(Math.max(...open.map((o) => o.wall)))}`,
      'x bare': fmt(openWall / bareMs),
      target: '< 1 s',
      met: met(openWall < 1000),
    });
    const notifyWall = median(notifyMs);
    row(
      `POST /incidents/{id}/notify (${queued} notices queued), median of ${RUNS}`,
      `${fmt(notifyWall)} ms`,
      {
        'min–max ms': `${fmt(Math.min(...notifyMs))}–${fmt(Math.max(...notifyMs))}`,
        'x bare': fmt(notifyWall / bareMs),
        target: '< 2 s',
        met: met(notifyWall < 2000),
      },
    );
    row(
      `GET /incidents/{id} once notified (${parties} parties), median`,
      `${fmt(median(readMs.map((r) => r.incident)))} ms`,
    );
    row(
      `GET /incidents/{id}/parties once notified, median`,
      `${fmt(median(readMs.map((r) => r.parties)))} ms`,
    );
    row(
      `POST /incidents/{id}/close (${queued} notices, emails cancelled), median`,
      `${fmt(median(closeMs))} ms`,
    );
    await quiet(db);

    // Where the time goes: the steps alone, in this process, rolled back.
    for (const step of await breakdown(server.databaseUrl!, wide.lot, smoke ? 1 : 5))
      row(
        step.name === 'queued' ? 'notify(): notices queued' : `${step.name}, median`,
        step.name === 'queued' ? String(step.ms) : `${fmt(step.ms)} ms`,
      );

    // 3: mock recalls end to end.
    const recalls: Awaited<ReturnType<typeof mockRecall>>[] = [];
    for (let i = 0; i < E2E_RUNS; i++) {
      await quiet(db);
      const r = await mockRecall(server, smtp, receiver, wide.lot, `Bench mock recall ${Date.now()}-${i}`);
      recalls.push(r);
      const m = r.incident.measures;
      row(
        `mock recall ${i + 1}: ${r.expected} parties notified and acknowledged`,
        `last_ack_ms ${fmt(m.last_ack_ms!)}`,
        {
          scope_ms: m.scope_ms,
          notify_ms: m.notify_ms,
          last_ack_ms: m.last_ack_ms,
          accounted_pct: r.incident.accounted_pct,
          'emails / webhooks (EXERCISE)': `${r.mails} / ${r.hooks} (${r.exercise})`,
          'bad signatures': r.badSignatures,
          'script: open → every link / last ack ms': `${fmt(r.allLinksMs)} / ${fmt(r.lastAckMs)}`,
          'open / notify wall ms': `${fmt(r.openMs)} / ${fmt(r.notifyMs)}`,
        },
      );
      const gets = r.acks.map((a) => a.getMs);
      const posts = r.acks.map((a) => a.postMs);
      row(
        `mock recall ${i + 1}: each party's link (${ACKERS} at once): GET page / POST report`,
        `p50 ${fmt(at(gets, 0.5))} / ${fmt(at(posts, 0.5))} ms`,
        { 'p99 ms': `${fmt(at(gets, 0.99))} / ${fmt(at(posts, 0.99))}` },
      );
      row(`mock recall ${i + 1}: the reads once done`, `GET /incidents/{id} ${fmt(r.reads.incident)} ms`, {
        'timeline ms (steps)': `${fmt(r.reads.timeline)} (${r.reads.steps})`,
        'reconciliation ms (accounted_pct)': `${fmt(r.reads.reconciliation)} (${r.reads.accounted})`,
        'parties ms (KB)': `${fmt(r.reads.parties)} (${fmt(r.reads.partiesKb)})`,
      });
    }
    const med = (pick: (r: (typeof recalls)[number]) => number) => fmt(median(recalls.map(pick)));
    row(
      `mock recall end to end, median of ${E2E_RUNS}`,
      `scope ${med((r) => r.incident.measures.scope_ms)} ms, notify all ${med((r) => r.incident.measures.notify_ms!)} ms, last ack ${med((r) => r.incident.measures.last_ack_ms!)} ms`,
      {
        accounted_pct: recalls.map((r) => r.incident.accounted_pct).join(', '),
        met: met(recalls.every((r) => r.incident.accounted_pct === 100 && r.badSignatures === 0)),
        wholesalers: WIDE_WHOLESALERS,
      },
    );
    await call(server, 'DELETE', `/webhooks/${hook.data.id}`).catch(() => undefined);
    return out;
  } finally {
    await db.close();
    await server.close();
    await receiver.close();
    await smtp.close();
  }
}
