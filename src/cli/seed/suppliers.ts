import {
  allocateVendorCodes,
  insertSuppliers,
  type NewSupplier,
} from '../../modules/suppliers/provision.repository.js';
import { deactivateSupplier } from '../../modules/suppliers/suppliers.repository.js';
import { FIRST_NAMES, NAME_FIRST, NAME_LEGAL, PLACES, STREETS, SURNAMES, TRADES } from './names.js';
import { add, type SeedContext, type SeededSupplier, type Staff, type Tally } from './plan.js';
import { moment, type Rng } from './random.js';

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

function person(rng: Rng) {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(SURNAMES);
  return { first, last, full: `${first} ${last}`, local: `${slug(first)}.${slug(last)}`.replace(/-/g, '') };
}

const mobile = (rng: Rng) => `07${rng.int(100, 999)} ${rng.digits(6)}`;

/** Access level, department and job title of each kind of internal user (lookups of migration 0001). */
const ROLES = [
  { kind: 'technical', accesslevelid: 2, departmentid: 1, jobtitle: 'Technical Manager' },
  { kind: 'technologists', accesslevelid: 3, departmentid: 3, jobtitle: 'Food Technologist' },
  { kind: 'buyers', accesslevelid: 4, departmentid: 2, jobtitle: 'Buyer' },
  { kind: 'auditors', accesslevelid: 5, departmentid: 3, jobtitle: 'Supplier Auditor' },
] as const;

/** The organisation's own people: who buys, reviews specifications and audits suppliers. */
export async function insertStaff(
  ctx: Omit<SeedContext, 'staff'>,
  count: number,
  tally: Tally,
): Promise<Staff> {
  const { tx, rng } = ctx;
  const rows = Array.from({ length: count }, (_, i) => {
    const role = ROLES[i % ROLES.length]!;
    const p = person(rng);
    return {
      ...role,
      ...p,
      email: `${p.local}${i + 1}@headoffice.example.com`,
      created: moment(rng, ctx.asOf, -760 + i),
    };
  });
  const col = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
  const { rows: ids } = await tx.query<{ userid: number; emailaddress: string }>(
    `INSERT INTO users (companyid, departmentid, accesslevelid, emailaddress, password_hash, firstname, lastname,
                        jobtitle, mobileno, created, lastupdated)
     SELECT 1, d, a, e, $5, f, l, j, m, c, c
       FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
         AS t(d, a, e, f, l, j, m, c)
     RETURNING userid, emailaddress`,
    [
      col((r) => r.departmentid),
      col((r) => r.accesslevelid),
      col((r) => r.email),
      col((r) => r.first),
      ctx.passwordHash,
      col((r) => r.last),
      col((r) => r.jobtitle),
      col(() => mobile(rng)),
      col((r) => r.created),
    ],
  );
  // One Administrator who signs in (user 1 is the bootstrap key's, with no password): who manages users,
  // keys and webhooks in the demo. Fixed, drawing nothing from the random sequence, so every other row of
  // the data set stays as it was.
  await tx.query(
    `INSERT INTO users (companyid, departmentid, accesslevelid, emailaddress, password_hash, firstname, lastname,
                        jobtitle, mobileno, created, lastupdated)
     VALUES (1, 5, 1, 'priya.nair@headoffice.example.com', $1, 'Priya', 'Nair', 'Systems Administrator',
             '07700 900123', $2, $2)`,
    [ctx.passwordHash, new Date(ctx.asOf.getTime() - 800 * 86_400_000).toISOString()],
  );
  const idOf = new Map(ids.map((r) => [r.emailaddress, r.userid]));
  const staff: Staff = { technical: [], technologists: [], buyers: [], auditors: [] };
  for (const r of rows) staff[r.kind].push(idOf.get(r.email)!);
  add(tally, 'staff users', rows.length + 1);
  return staff;
}

/** A company name not used yet: place word, trade, legal form. */
function companyName(rng: Rng, trade: string, used: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const name = `${rng.pick(NAME_FIRST)} ${trade} ${rng.pick(NAME_LEGAL)}`;
    const key = name.toLowerCase();
    const unique = attempt < 20 ? name : `${name} (${used.size + 1})`;
    if (!used.has(key) || attempt >= 20) {
      used.add(unique.toLowerCase());
      return unique;
    }
  }
}

/**
 * `count` suppliers through the creation's own statement (company, default site, SAQ, portal user), then
 * dated over two years, some with a second site, a few deleted later. Welcome emails are cancelled: the
 * addresses are not real.
 */
export async function insertSupplierBatch(
  ctx: SeedContext,
  count: number,
  used: Set<string>,
  tally: Tally,
): Promise<SeededSupplier[]> {
  const { tx, rng, asOf } = ctx;
  const drafts = Array.from({ length: count }, () => {
    const tradeIndex = rng.int(0, TRADES.length - 1);
    const trade = TRADES[tradeIndex]!;
    const place = rng.weighted(PLACES.map((p, i) => [i, p.weight] as const));
    const where = PLACES[place]!;
    const city = rng.int(0, where.cities.length - 1);
    const companyname = companyName(rng, trade.trade, used);
    const domain = `${slug(companyname)}.example.com`; // the name is unique, so are its people's addresses
    const [tech, com, portal] = [person(rng), person(rng), person(rng)];
    const input: NewSupplier = {
      companyname,
      address1: `${rng.int(1, 180)} ${rng.pick(STREETS)}`,
      address2: rng.chance(0.3) ? `Unit ${rng.int(1, 40)}` : undefined,
      city: where.cities[city]!,
      postcode: where.postcode(rng.digits(6), city),
      country: where.country,
      techcontactname: tech.full,
      techcontactemail: `${tech.local}@${domain}`,
      techmobileno: mobile(rng),
      portaluserfirstname: portal.first,
      portalusersurname: portal.last,
      portaluseremail: `${portal.local}@${domain}`,
      portalusermobileno: mobile(rng),
      comcontactname: com.full,
      comcontactemail: `${com.local}@${domain}`,
      commobileno: mobile(rng),
      supplier_type:
        trade.trade === 'Growers'
          ? 3
          : rng.weighted([
              [1, 6],
              [2, 1],
              [4, 1],
              [5, 1],
            ]),
      risk: rng.weighted([
        [1, 4],
        [2, 4],
        [3, 2],
      ]),
      comments: rng.chance(0.2) ? 'Preferred supplier for the regional range.' : undefined,
      vendorcode: '',
      passwordHash: ctx.passwordHash,
      tempPassword: '',
    };
    return { input, tradeIndex, age: rng.int(30, 730), quality: 0.72 + rng.next() * 0.26 };
  });
  const codes = await allocateVendorCodes(
    tx,
    drafts.map((d) => d.input.companyname),
  );
  drafts.forEach((d, i) => (d.input.vendorcode = codes[i]!));
  const ids = await insertSuppliers(
    tx,
    drafts.map((d) => d.input),
  );
  const supplierids = ids.map((r) => r.supplierid);
  await tx.query(
    `UPDATE supplier_outbox SET status = 'cancelled', temp_password = NULL, last_error = 'demo data: not sent'
      WHERE companyid = ANY($1::int[])`,
    [supplierids],
  );
  const created = drafts.map((d) => moment(rng, asOf, -d.age));
  const saq = drafts.map((d) =>
    d.age > 200 ? 'Complete' : rng.pick(['Not started', 'In progress', 'Complete']),
  );
  for (const table of ['companies', 'sites', 'users', 'saqs']) {
    await tx.query(
      `UPDATE ${table} x SET created = t.created, lastupdated = t.created
                           ${table === 'saqs' ? ', status = t.saq' : ''}
         FROM unnest($1::int[], $2::timestamptz[], $3::text[]) AS t(companyid, created, saq)
        WHERE x.companyid = t.companyid`,
      [supplierids, created, saq],
    );
  }
  const { rows: portal } = await tx.query<{ companyid: number; userid: number }>(
    'SELECT companyid, min(userid) AS userid FROM users WHERE companyid = ANY($1::int[]) GROUP BY companyid',
    [supplierids],
  );
  const portalOf = new Map(portal.map((r) => [r.companyid, r.userid]));
  add(tally, 'suppliers', count);
  add(tally, 'portal users', count);
  const suppliers = drafts.map((d, i): SeededSupplier => ({
    supplierid: ids[i]!.supplierid,
    siteid: ids[i]!.siteid,
    portalUserid: portalOf.get(ids[i]!.supplierid)!,
    vendorcode: ids[i]!.vendorcode,
    companyname: d.input.companyname,
    tradeIndex: d.tradeIndex,
    countryid: d.input.country,
    age: d.age,
    quality: d.quality,
    active: !rng.chance(0.06),
  }));
  await insertExtraSites(
    ctx,
    suppliers,
    drafts.map((d) => d.input),
    tally,
  );
  return suppliers;
}

async function insertExtraSites(
  ctx: SeedContext,
  suppliers: SeededSupplier[],
  inputs: NewSupplier[],
  tally: Tally,
) {
  const { rng, asOf } = ctx;
  const extra = suppliers.flatMap((s, i) => {
    if (!rng.chance(0.3)) return [];
    const input = inputs[i]!;
    const where = PLACES.find((p) => p.country === s.countryid)!;
    const cityIndex = rng.int(0, where.cities.length - 1);
    const city = where.cities[cityIndex]!;
    return [
      [
        s.supplierid,
        `${input.companyname} – ${city}`,
        `${rng.int(1, 90)} ${rng.pick(STREETS)}`,
        city,
        where.postcode(rng.digits(6), cityIndex),
        s.countryid,
        moment(rng, asOf, -rng.int(0, s.age)),
      ] as const,
    ];
  });
  if (extra.length === 0) return;
  await ctx.tx.query(
    `INSERT INTO sites (companyid, sitename, address1, city, postcode, countryid, is_default, created, lastupdated)
     SELECT c, n, a, ci, p, co, false, t, t
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::timestamptz[])
         AS x(c, n, a, ci, p, co, t)`,
    [0, 1, 2, 3, 4, 5, 6].map((k) => extra.map((e) => e[k])),
  );
  add(tally, 'extra sites', extra.length);
}

/** Deletes (soft) the suppliers drawn as gone, after their history was made: as the API's delete does. */
export async function retireSuppliers(ctx: SeedContext, suppliers: SeededSupplier[], tally: Tally) {
  for (const s of suppliers.filter((x) => !x.active)) {
    await deactivateSupplier(ctx.tx, s.supplierid);
    add(tally, 'suppliers deleted', 1);
  }
}
