/**
 * An alert in (docs/incidents.md, "Alerts in"): the specs and lots it names exactly (GTINs and lots), then the specs
 * its product name and brand resemble, each with a score. Reads only.
 */
import type { Queryable } from '../../db/index.js';
import { ValidationError } from '../../http/errors.js';
import { parseEpc } from '../../lib/epcis/identifiers.js';
import { FOLD_TRANSLATE, likePatterns, NAME_THRESHOLD, nameScore } from './alerts-match.js';
import { checkPublished, readAlertKeys } from './alerts-input.js';
import * as repo from './alerts.repository.js';
import {
  LOTS_PER_MATCH,
  MAX_NAME_MATCHES,
  type AlertAnswer,
  type AlertBody,
  type AlertMatch,
} from './alerts.schemas.js';

/** Specs the name's first cut hands to the score, at most. */
const NAME_CANDIDATES = 500;

type LotRef = AlertMatch['lots'][number];

function lotRef(epc: string): LotRef {
  const parsed = parseEpc(epc);
  return { epc, gtin: parsed?.gtin ?? '', lot: parsed?.lot ?? '' };
}

function matchOf(
  spec: repo.AlertSpecRow | undefined,
  gtin: string | null,
  by: AlertMatch['by'],
  score: number,
  lots: LotRef[],
  truncated: boolean,
): AlertMatch {
  return {
    psid: spec?.psid ?? null,
    productname: spec?.productname ?? null,
    brand: spec?.brand ?? null,
    gtin: spec?.gtin ?? gtin,
    companyid: spec?.companyid ?? null,
    suppliername: spec?.suppliername ?? null,
    score,
    by,
    lots,
    truncated,
  };
}

/** The newest lots of each GTIN, cut to LOTS_PER_MATCH, and whether there were more. */
async function newestLots(db: Queryable, gtins: string[]) {
  const byGtin = new Map<string, LotRef[]>();
  for (const row of await repo.lotsOfGtins(db, gtins, LOTS_PER_MATCH + 1)) {
    const list = byGtin.get(row.gtin) ?? [];
    list.push(lotRef(row.epc));
    byGtin.set(row.gtin, list);
  }
  return (gtin: string | null) => {
    const all = (gtin === null ? undefined : byGtin.get(gtin)) ?? [];
    return { lots: all.slice(0, LOTS_PER_MATCH), truncated: all.length > LOTS_PER_MATCH };
  };
}

export async function matchAlert(db: Queryable, body: AlertBody): Promise<AlertAnswer> {
  const keys = readAlertKeys(body.gtins ?? [], body.lots ?? []);
  const published = checkPublished(body.published);
  const productname = body.productname ?? null;
  const brand = body.brand ?? null;
  if (productname === null && brand === null && keys.gtins.length === 0 && keys.lots.length === 0)
    throw new ValidationError('An alert needs a productname, brand, gtins or lots to match');

  // Exact: every GTIN named (alone or by its lots), with the lots named of it that have events.
  const seen = (await repo.lotsWithEvents(db, keys.lots, keys.gtins, keys.bareSuffixes)).map((r) =>
    lotRef(r.epc),
  );
  const named = [...new Set([...keys.gtins, ...keys.lots.map((epc) => lotRef(epc).gtin)])];
  const withLots = (gtin: string) =>
    keys.lots.some((epc) => lotRef(epc).gtin === gtin) ||
    (keys.gtins.includes(gtin) && keys.bareSuffixes.length > 0);
  const alone = named.filter((g) => !withLots(g));
  const specs = new Map((await repo.specsByGtins(db, named)).map((s) => [s.gtin!, s]));

  const exact: AlertMatch[] = [];
  const unmatched: AlertAnswer['unmatched'] = { gtins: [], lots: [] };
  const scope: AlertAnswer['scope'] = { lots: [], gtins: [] };
  let lotsOf = await newestLots(db, alone);
  for (const gtin of named) {
    const spec = specs.get(gtin);
    if (withLots(gtin)) {
      const lots = seen.filter((l) => l.gtin === gtin);
      if (spec === undefined && lots.length === 0) {
        if (keys.gtins.includes(gtin)) unmatched.gtins.push(gtin);
        continue;
      }
      exact.push(matchOf(spec, gtin, lots.length > 0 ? 'lot' : 'gtin', 1, lots, false));
      scope.lots.push(...lots.map((l) => l.epc));
    } else {
      const { lots, truncated } = lotsOf(gtin);
      if (spec === undefined && lots.length === 0) {
        unmatched.gtins.push(gtin);
        continue;
      }
      exact.push(matchOf(spec, gtin, 'gtin', 1, lots, truncated));
      scope.gtins.push(gtin);
    }
  }
  const seenEpcs = new Set(seen.map((l) => l.epc));
  unmatched.lots.push(...keys.lots.filter((epc) => !seenEpcs.has(epc)));
  unmatched.lots.push(
    ...keys.bareLots.filter((_, i) => !seen.some((l) => l.epc.endsWith(keys.bareSuffixes[i]!))),
  );
  // By lot before by GTIN, each in the order named.
  exact.sort((a, b) => (a.by === b.by ? 0 : a.by === 'lot' ? -1 : 1));

  // By name: the first cut in the database, the score here.
  const alert = { productname, brand };
  const candidates = await repo.nameCandidates(db, {
    names: likePatterns(productname),
    brands: likePatterns(brand),
    ...FOLD_TRANSLATE,
    except: exact.flatMap((m) => (m.psid === null ? [] : [m.psid])),
    limit: NAME_CANDIDATES,
  });
  const scored = candidates
    .map((spec) => ({ spec, score: nameScore(alert, spec) }))
    .filter((c) => c.score >= NAME_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.spec.psid - b.spec.psid)
    .slice(0, MAX_NAME_MATCHES);
  lotsOf = await newestLots(
    db,
    scored.flatMap((c) => (c.spec.gtin === null ? [] : [c.spec.gtin])),
  );
  const byName = scored.map(({ spec, score }) => {
    const { lots, truncated } = lotsOf(spec.gtin);
    return matchOf(spec, spec.gtin, 'name', score, lots, truncated);
  });

  return {
    alert: {
      source: body.source,
      reference: body.reference,
      productname,
      brand,
      gtins: keys.gtins,
      lots: [...keys.lots, ...keys.bareLots],
      published,
    },
    matches: [...exact, ...byName],
    unmatched,
    scope,
  };
}
