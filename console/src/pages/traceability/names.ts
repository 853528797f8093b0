import { useEffect, useState } from 'preact/hooks';
import { api, ok, type Schemas } from '../../api.js';
import { glnsOf, type EventDescription } from './describe.js';
import type { Names } from './texts.js';

type Site = Schemas['SiteRecord'];
type Client = typeof api;

/**
 * Our sites by GLN, asked once per GLN (`GET /sites?gln=…`, then among the deactivated ones, as past events name
 * them) and kept for the credential's client: a supplier's portal user finds only its own sites, the others
 * stay GLNs. A failed look-up is not kept (tried again next time).
 */
const cache = new WeakMap<Client, Map<string, Promise<Site | undefined>>>();

function siteByGln(gln: string): Promise<Site | undefined> {
  let mine = cache.get(api);
  if (!mine) cache.set(api, (mine = new Map()));
  let found = mine.get(gln);
  if (!found) {
    const client = api;
    const ask = (active: number) =>
      ok(client.GET('/api/v1/sites', { params: { query: { gln, active, limit: 1 } } })).then(
        (r) => r.data[0],
      );
    found = ask(1).then((s) => s ?? ask(0));
    found.catch(() => mine.delete(gln));
    mine.set(gln, found);
  }
  return found;
}

/** The names of the sites the events name, filled in as the look-ups answer. */
export function useNames(descriptions: EventDescription[]): Names {
  const glns = [...new Set(descriptions.flatMap(glnsOf))].sort();
  const key = glns.join(',');
  const [sites, setSites] = useState<Names['sites']>({});
  useEffect(() => {
    let live = true;
    void Promise.all(
      glns.map((g) =>
        siteByGln(g).then(
          (s) => [g, s] as const,
          () => [g, undefined] as const,
        ),
      ),
    ).then((found) => {
      if (!live) return;
      setSites(
        Object.fromEntries(
          found.map(([g, s]) => [
            g,
            s ? { sitename: s.sitename, companyname: s.companyname, companyid: s.companyid } : undefined,
          ]),
        ),
      );
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { sites, products: {} };
}
