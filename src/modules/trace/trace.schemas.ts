import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { NullNum, NullStr, Nullable, Ok, Words } from '../../http/schemas.js';

export const tags = ['Trace'];

const opt = Type.Optional;
const Str = (description: string) => Type.String({ description });
const Int = (description: string) => Type.Integer({ description });

export const TraceQuery = Type.Object(
  {
    epc: Type.String({
      minLength: 1,
      maxLength: 2048,
      description:
        'The lot, serial or logistic unit (SSCC) to trace from: a GS1 Digital Link on any host ' +
        '(`https://id.gs1.org/01/04012345111118/10/L123`), an EPC URN (`urn:epc:class:lgtin:4012345.011111.L123`), ' +
        'or an identifier of your own as captured. A GTIN alone (a whole product) is refused.',
      examples: ['https://id.gs1.org/01/04012345111118/10/L123'],
    }),
    from: opt(
      Type.String({
        maxLength: 40,
        description: 'Events at or after: an ISO 8601 date (midnight UTC) or date-time with its offset',
        examples: ['2026-09-01'],
      }),
    ),
    to: opt(
      Type.String({ maxLength: 40, description: 'Events before (exclusive): an ISO 8601 date or date-time' }),
    ),
    depth: opt(
      Type.Integer({
        minimum: 0,
        maximum: 100,
        description:
          'Object generations followed from the root (transformations, packing into and out of pallets); ' +
          'by default all. 0: the root’s own events only.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TraceQuery = Static<typeof TraceQuery>;

const ObjectFields = {
  gtin: opt(Str('GTIN-14 of a lot or serial')),
  lot: opt(Str('The lot (batch) number')),
  serial: opt(Str('The serial number')),
  sscc: opt(Str('The SSCC of a logistic unit (a pallet)')),
  psid: opt(Int('Our specification with this GTIN')),
  productname: opt(Str('Its product name')),
  companyid: opt(
    Int(
      'Object: its supplier: the company of the supplier’s site it was made at, else of the one it first came ' +
        'from, else the specification’s. Place: the site’s company (1: the organisation)',
    ),
  ),
  suppliername: opt(Str('The object’s supplier (as companyid)')),
  wholesalerids: opt(
    Type.Array(Type.Integer(), {
      description: 'Wholesalers whose active catalogue items list its GTIN (not told to the supplier scope)',
    }),
  ),
  bestbefore: opt(Str('Best before date, as an event said it (ilmd or cbvmda:bestBeforeDate)')),
};

export const TraceNode = component(
  'TraceNode',
  Type.Object(
    {
      id: Str('Canonical identifier: a GS1 Digital Link on id.gs1.org (or the identifier as captured)'),
      type: Words(
        ['lot', 'serial', 'container', 'other', 'location', 'party'],
        'Objects: `lot`, `serial`, `container` (SSCC), `other`. Places: `location` (a GLN, with its extension), `party`',
      ),
      level: Int(
        'Object generations from the root (0: the root); a place takes the smallest of the objects it saw',
      ),
      ...ObjectFields,
      gln: opt(NullStr('A place’s GLN (null: not a GS1 location)')),
      name: opt(Str('A place’s name: our site’s, a wholesaler’s, else its GLN')),
      siteid: opt(Int('Our site with this GLN')),
      sitetype: opt(Str('The site’s type: dc, store, office, site')),
      wholesalerid: opt(Int('The wholesaler with this GLN')),
    },
    { description: 'A lot, serial or pallet of the trace, or a place it was at' },
  ),
);
export type TraceNode = Static<typeof TraceNode>;

export const TraceEdge = component(
  'TraceEdge',
  Type.Object(
    {
      eventID: Str('The event (GET /epcis/events/{eventID})'),
      kind: Words(['ship', 'receive', 'transform', 'aggregate', 'disaggregate', 'observe']),
      from: NullStr('Node the product flowed from (null: the event does not say)'),
      to: NullStr('Node it flowed to (null: the event does not say)'),
      epc: Str('The object moved'),
      time: Str('The event’s eventTime (ISO 8601, UTC)'),
      quantity: NullNum('Its quantity in the event (a serial: 1)'),
      uom: NullStr('Unit of measure (UN/ECE rec. 20), null for a count'),
      bizStep: NullStr('CBV business step, as a GS1 Web URI'),
      location: NullStr('The event’s bizLocation node'),
    },
    {
      description:
        'One event moving one object, product flowing from → to: ship (place → destination), receive (source → ' +
        'place), transform (input → output), aggregate (object → pallet), disaggregate (pallet → object), ' +
        'observe (place → object made there, else object → place)',
    },
  ),
);
export type TraceEdge = Static<typeof TraceEdge>;

export const Affected = Type.Object(
  {
    specs: Type.Array(
      Type.Object({
        psid: Type.Integer(),
        productname: Type.String(),
        gtin: Type.String(),
        companyid: Type.Integer(),
      }),
    ),
    suppliers: Type.Array(Type.Object({ companyid: Type.Integer(), name: Type.String() })),
    sites: Type.Array(
      Type.Object({
        siteid: Type.Integer(),
        gln: Type.String(),
        name: Type.String(),
        companyid: Type.Integer(),
        sitetype: Type.String(),
      }),
    ),
    wholesalers: Type.Array(
      Type.Object({ wholesalerid: Type.Integer(), name: Type.String(), gln: Type.String() }),
    ),
  },
  {
    description:
      'What a recall of the traced objects reaches: their specifications, the suppliers (of those specs and of the ' +
      'sites reached), our and suppliers’ sites reached, and the wholesalers reached or listing a traced GTIN',
  },
);
export type Affected = Static<typeof Affected>;

export const TraceGraph = component(
  'TraceGraph',
  Type.Object({
    root: Str('The root node’s id'),
    direction: Words(['forward', 'backward']),
    nodes: Type.Array(TraceNode),
    edges: Type.Array(TraceEdge),
    affected: Affected,
    truncated: Type.Boolean({
      description:
        'The trace stopped at its size limit (20,000 events or 5,000 objects): narrow it with from/to/depth',
    }),
  }),
);
export type TraceGraph = Static<typeof TraceGraph>;
export const TraceResponse = Ok(TraceGraph);

export const LotParams = Type.Object({
  gtin: Type.String({ pattern: '^[0-9]{8,14}$', maxLength: 14, description: 'GTIN-8, -12, -13 or -14' }),
  lot: Type.String({ minLength: 1, maxLength: 20, description: 'The lot (batch) number' }),
});
export type LotParams = Static<typeof LotParams>;

const Amount = { quantity: Type.Number(), uom: NullStr('Unit of measure') };
const Moment = Nullable(
  Type.Object({
    eventID: Type.String(),
    time: Type.String({ description: 'eventTime (ISO 8601, UTC)' }),
    bizStep: NullStr('CBV business step, as a GS1 Web URI'),
    at: NullStr('The place’s node id (bizLocation, else readPoint)'),
  }),
);

export const LotSummary = component(
  'LotSummary',
  Type.Object({
    lot: TraceNode,
    product: Nullable(Type.Object({ psid: Type.Integer(), productname: Type.String(), gtin: Type.String() })),
    supplier: Nullable(Type.Object({ companyid: Type.Integer(), name: Type.String() })),
    origin: Type.Union([TraceNode, Type.Null()], { description: 'Where it was made, or first received' }),
    made: Nullable(Type.Object(Amount, { description: 'Commissioned or made by a transformation' })),
    received: Type.Array(Type.Object({ at: TraceNode, ...Amount })),
    shipped: Type.Array(
      Type.Object(
        { to: Type.Union([TraceNode, Type.Null()]), ...Amount },
        { description: 'To each destination' },
      ),
    ),
    onhand: Type.Array(Type.Object({ at: TraceNode, ...Amount }), {
      description:
        'As the events say: made + received − shipped − destroyed − used in a transformation, per place and unit',
    }),
    first: Moment,
    last: Moment,
    eventcount: Type.Integer({ description: 'Events naming the lot itself' }),
  }),
);
export type LotSummary = Static<typeof LotSummary>;
export const LotResponse = Ok(LotSummary);
