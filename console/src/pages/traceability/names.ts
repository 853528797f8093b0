import { useEffect, useState } from 'preact/hooks';
import { api, ok, type Schemas } from '../../api.js';
import { glnsOf, gtinsOf, type EventDescription } from './describe.js';
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

/**
 * Our specs' product names by GTIN (`GET /products?gtin=…`, the active spec first), asked once per GTIN and kept
 * for the credential's client like the sites: a supplier finds only its own specs.
 */
const productCache = new WeakMap<Client, Map<string, Promise<string | undefined>>>();

function productByGtin(gtin: string): Promise<string | undefined> {
  let mine = productCache.get(api);
  if (!mine) productCache.set(api, (mine = new Map()));
  let found = mine.get(gtin);
  if (!found) {
    found = ok(api.GET('/api/v1/products', { params: { query: { gtin, limit: 1 } } })).then(
      (r) => r.data[0]?.productname,
    );
    found.catch(() => mine.delete(gtin));
    mine.set(gtin, found);
  }
  return found;
}

/** The product names of the GTINs the events name, filled in as the look-ups answer. */
function useProductNames(descriptions: EventDescription[]): Names['products'] {
  const gtins = [...new Set(descriptions.flatMap(gtinsOf))].sort();
  const key = gtins.join(',');
  const [products, setProducts] = useState<Names['products']>({});
  useEffect(() => {
    let live = true;
    void Promise.all(
      gtins.map((g) =>
        productByGtin(g).then(
          (name) => [g, name] as const,
          () => [g, undefined] as const,
        ),
      ),
    ).then((found) => {
      if (live) setProducts(Object.fromEntries(found));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return products;
}

/** The names of the sites and products the events name, filled in as the look-ups answer. */
export function useNames(descriptions: EventDescription[]): Names {
  const glns = [...new Set(descriptions.flatMap(glnsOf))].sort();
  const key = glns.join(',');
  const [sites, setSites] = useState<Names['sites']>({});
  const products = useProductNames(descriptions);
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
  return { sites, products };
}
