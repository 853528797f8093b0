// `npm run bench -- epcis-capture [-- --smoke] [-- --profile <dir>]`: issue 37's capture target (documents of 1,000
// events ≥ 5,000 events/s on PostgreSQL) over a real socket to the app in a process of its own, against, in the same
// run, the bare route (the yardstick of every bench) and a bare Fastify app that reads the same documents and
// answers 202 without doing anything with them (what the socket and JSON parsing alone allow). --profile: a CPU
// profile of the server over a few more documents, summed up (bench/readpath/profile.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { startServerInChild } from './in-child.js';
import { bare, median, type Engine } from './lib.js';
import { foodDocument } from './epcis/food-documents.js';
import { report, summarise } from './readpath/profile.js';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const profileDir = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;
const EVENTS = 1_000;
const TARGET = 5_000;

interface Posted {
  ms: number;
  stored: number;
}

/** Posts one document and reads its answer: the time from the first byte sent to the last byte read. */
async function post(url: string, key: string | null, body: string): Promise<Posted> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 202) throw new Error(`capture: ${res.status} ${text.slice(0, 500)}`);
  const stored = (JSON.parse(text) as { storedCount?: number }).storedCount ?? EVENTS;
  return { ms, stored };
}

/** Each document posted in turn (one connection): the median document's events a second, and every figure. */
async function oneAtATime(url: string, key: string | null, docs: string[]) {
  const posted: Posted[] = [];
  for (const body of docs) posted.push(await post(url, key, body));
  const ms = median(posted.map((p) => p.ms));
  return { ms, eventsPerS: (EVENTS / ms) * 1000, stored: posted.reduce((s, p) => s + p.stored, 0) };
}

/** The documents posted by `callers` at once: events a second over the whole. */
async function atOnce(url: string, key: string, docs: string[], callers: number) {
  const started = performance.now();
  let next = 0;
  let stored = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < docs.length) {
        const { stored: n } = await post(url, key, docs[next++]!);
        stored += n;
      }
    }),
  );
  const s = (performance.now() - started) / 1000;
  return { eventsPerS: (docs.length * EVENTS) / s, stored };
}

/** A bare Fastify app taking a document (up to 20 MB, parsed) and answering 202: the capture's own floor. */
async function bareCapture() {
  const app = Fastify({ bodyLimit: 20 * 1024 * 1024 });
  app.post('/capture', async (request, reply) => {
    const doc = request.body as { epcisBody: { eventList: unknown[] } };
    return reply.code(202).send({ success: true, eventCount: doc.epcisBody.eventList.length });
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${url}/capture`, close: () => app.close() };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');

export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const docsEach = smoke ? 2 : engine === 'pg' ? 15 : 8;
  const tag = randomBytes(3).toString('hex');
  let made = 0;
  // Made before they are sent: the client's work is not the server's.
  const documents = (n: number) =>
    Array.from({ length: n }, () => JSON.stringify(foodDocument(made++, EVENTS, tag)));
  const warm = documents(2);
  const sequential = documents(docsEach);
  const parallel = documents(docsEach);
  const bytes = sequential[0]!.length;

  const server = await startServerInChild(engine);
  const floor = await bareCapture();
  const captureUrl = `${server.url}/api/v1/epcis/capture`;
  try {
    const bareRun = await bare({ duration: smoke ? 1 : 5 });
    await oneAtATime(floor.url, null, warm);
    const floorRun = await oneAtATime(floor.url, null, sequential);
    for (const body of warm) await post(captureUrl, server.key, body); // warm-up: JIT, plans
    const cpuBefore = await server.cpu();
    const ours = await oneAtATime(captureUrl, server.key, sequential);
    const cpuMs = (await server.cpu()) - cpuBefore;
    const two = await atOnce(captureUrl, server.key, parallel, 2);
    if (profileDir) await profile(server, captureUrl, documents(smoke ? 2 : 6), profileDir);
    const doc = `${fmt(EVENTS)} events, ${(bytes / 1e6).toFixed(2)} MB`;
    return [
      {
        figure: 'bare Fastify route (100 connections)',
        result: `${fmt(bareRun.rps)} req/s`,
        'p99 ms': bareRun.p99,
      },
      {
        figure: `bare Fastify POST: parse a document (${doc}), answer 202; median of ${docsEach}`,
        result: `${fmt(floorRun.eventsPerS)} events/s`,
        'median ms': Math.round(floorRun.ms),
      },
      {
        figure: `POST /epcis/capture (${doc}), one at a time; median of ${docsEach}`,
        result: `${fmt(ours.eventsPerS)} events/s`,
        'median ms': Math.round(ours.ms),
        'server CPU ms/doc': Math.round(cpuMs / 1000 / docsEach),
        'x bare POST': (ours.eventsPerS / floorRun.eventsPerS).toFixed(2),
        target: engine === 'pg' ? `≥ ${fmt(TARGET)} events/s` : '',
        met: engine === 'pg' ? (ours.eventsPerS >= TARGET ? 'yes' : 'NO') : '',
        stored: `${ours.stored} of ${docsEach * EVENTS}`,
      },
      {
        figure: `POST /epcis/capture, two at a time, ${docsEach} documents`,
        result: `${fmt(two.eventsPerS)} events/s`,
        stored: `${two.stored} of ${docsEach * EVENTS}`,
      },
    ];
  } finally {
    await floor.close();
    await server.close();
  }
}

/** A CPU profile of the server while it captures `docs` one at a time, written to `dir` and summed up. */
async function profile(
  server: Awaited<ReturnType<typeof startServerInChild>>,
  url: string,
  docs: string[],
  dir: string,
): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.resolve(
    dir,
    `epcis-capture-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`,
  );
  const profiling = await server.profile('cpu');
  for (const body of docs) await post(url, server.key, body);
  await profiling.stop(file);
  const summary = summarise(JSON.parse(fs.readFileSync(file, 'utf8')) as Parameters<typeof summarise>[0]);
  console.warn(`\n-- CPU profile of the capture, ${docs.length} documents: ${file}`);
  console.warn(report(summary, docs.length));
}
