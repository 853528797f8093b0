import { api, ok, type ApiError } from './api.js';
import { useSession } from './session.js';
import { useAsync } from './ui/hooks.js';

/**
 * People by their user id (GET /users/getUser/{id}), each asked once per session: the cache belongs to the
 * client of the credential signed in, so another person signing in on the same tablet starts afresh and never
 * reads names the last one could see. A name the caller may not read (a supplier's portal user asking about an
 * organisation user: 404) is null; a failure to reach the server is not kept, the next screen asks again.
 */
const caches = new WeakMap<object, Map<number, Promise<string | null>>>();

export function personName(userid: number): Promise<string | null> {
  let cache = caches.get(api);
  if (!cache) caches.set(api, (cache = new Map()));
  let p = cache.get(userid);
  if (!p) {
    p = ok(api.GET('/api/v1/users/getUser/{id}', { params: { path: { id: userid } } })).then(
      (r) => `${r.data.firstname} ${r.data.lastname}`.trim() || r.data.emailaddress,
      (e: ApiError) => {
        if (e.status === 403 || e.status === 404) return null;
        throw e;
      },
    );
    const mine = cache;
    p.catch(() => mine.delete(userid));
    cache.set(userid, p);
  }
  return p;
}

/**
 * Names for the user ids `ids` (null: the system), as a function that says who someone is: their name, or when
 * the API does not let the caller read it, "a member of the organisation" for a supplier's portal user (only
 * the organisation's people can be behind a change it cannot read) and "user N" otherwise; "…" while loading.
 */
export function usePeople(ids: (number | null | undefined)[]): {
  who(userid: number | null | undefined): string;
} {
  const { isSupplier } = useSession();
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  const key = unique.join(',');
  // Keyed on the ids, not the array (a new array of the same ids is the same question), and on the session.
  const names = useAsync(async () => {
    const found = await Promise.all(unique.map((id) => personName(id).catch(() => null)));
    return new Map(unique.map((id, i) => [id, found[i] ?? null]));
  }, [key, api]);
  const map = names.data;
  return {
    who(userid) {
      if (userid === null || userid === undefined) return 'the system';
      const name = map?.get(userid);
      if (name) return name;
      if (!map || !map.has(userid)) return '…';
      return isSupplier ? 'a member of the organisation' : `user ${userid}`;
    },
  };
}
