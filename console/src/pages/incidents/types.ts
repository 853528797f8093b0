/**
 * The incidents API's answers as the console reads them (docs/incidents.md; `/api/v1/incidents`): structural types,
 * so that the pure helpers (texts.ts, new-form.ts) and their unit tests need no server nor browser.
 */
export type IncidentKind = 'recall' | 'withdrawal' | 'mock';
export type Hazard = 'allergen' | 'microbiological' | 'foreign_body' | 'chemical' | 'labelling' | 'other';
export type IncidentStatus = 'open' | 'notifying' | 'contained' | 'closed';

export interface Scope {
  lots?: string[];
  gtins?: string[];
  siteid?: number;
  from?: string;
  to?: string;
}

export interface Counts {
  parties: number;
  notified: number;
  delivered: number;
  acknowledged: number;
  overdue: number;
  escalated: number;
}

export interface Measures {
  scope_ms: number;
  notify_ms: number | null;
  last_ack_ms: number | null;
}

/** What the events say a place received (made, for an origin); null: none said. */
export interface Received {
  received: number | null;
  uom: string | null;
}

export interface Incident {
  incidentid: number;
  kind: IncidentKind;
  exercise: boolean;
  title: string;
  hazard: Hazard;
  description: string;
  severity: number;
  scope: Scope;
  ackwithin: number;
  status: IncidentStatus;
  closurenote: string | null;
  opened_at: string;
  notify_started_at: string | null;
  contained_at: string | null;
  closed_at: string | null;
  affected: {
    /** Every lot, serial and pallet the forward trace reached, the roots first. */
    lots: {
      epc: string;
      gtin: string | null;
      lot: string | null;
      psid: number | null;
      productname: string | null;
    }[];
    specs: { psid: number; productname: string | null; gtin: string | null; companyid: number | null }[];
    suppliers: { companyid: number; name: string }[];
    sites: (Received & {
      siteid: number;
      gln: string | null;
      name: string;
      companyid: number;
      sitetype: string | null;
    })[];
    wholesalers: (Received & { wholesalerid: number; name: string; gln: string | null })[];
  };
  truncated: boolean;
  counts: Counts;
  accounted_pct: number | null;
  measures: Measures;
}

export interface Report {
  onhand: number;
  sold: number;
  destroyed: number;
  returned: number;
  note: string;
  reported_at?: string;
}

export interface Party {
  partyid: number;
  kind: 'wholesaler' | 'site' | 'supplier';
  name: string;
  email: string | null;
  received: number | null;
  uom: string | null;
  inscope: boolean;
  notice: null | {
    sends: number;
    sent_at: string;
    due_at: string;
    delivered_at: string | null;
    webhook: string | null;
    email: string | null;
    acknowledged_at: string | null;
    overdue: boolean;
    escalated_at: string | null;
  };
  report: Report | null;
  reports: number;
  reported: number | null;
  accounted_pct: number | null;
  short: boolean;
}

export interface Reconciliation {
  received: number | null;
  reported: number | null;
  accounted: number | null;
  accounted_pct: number | null;
  short: number[];
  parties: {
    partyid: number;
    name: string;
    kind: string;
    received: number | null;
    uom: string | null;
    reported: number | null;
    accounted_pct: number | null;
    short: boolean;
  }[];
  over_time: { at: string; accounted_pct: number | null }[];
}

export interface Step {
  at: string;
  step: string;
  partyid: number | null;
  party: string | null;
  detail: string | null;
}

export interface AckView {
  incident: {
    title: string;
    kind: IncidentKind;
    exercise: boolean;
    hazard: Hazard;
    description: string;
    status: IncidentStatus;
  };
  party: { name: string; kind: string };
  lots: { gtin: string | null; lot: string | null; productname: string | null }[];
  received: number | null;
  uom: string | null;
  acknowledged_at: string | null;
  report: Report | null;
}

export interface NewIncident {
  kind: IncidentKind;
  title: string;
  hazard: Hazard;
  description: string;
  severity: number;
  scope: Scope;
  ackwithin?: string | number;
}
