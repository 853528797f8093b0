import { describe, expect, it } from 'vitest';
import type { components } from '../../client/index.js';
import { newSupplier } from '../fixtures/suppliers.js';
import { useClientTest } from './harness.js';
import { peopleFlow } from './flows-people.js';
import { suppliersFlow } from './flows-suppliers.js';
import { productsFlow } from './flows-products.js';
import { auditsFlow, webhooksFlow } from './flows-audits.js';
import { epcisFlow } from './flows-epcis.js';
import { shipmentsFlow } from './flows-shipments.js';
import { traceFlow } from './flows-trace.js';
import { incidentFlow } from './flows-incidents.js';
import { fsmaFlow } from './flows-fsma.js';
import { alertsFlow } from './flows-alerts.js';
import { incidentReportFlow } from './flows-incident-report.js';
import { questionnairesFlow } from './flows-questionnaires.js';
import { approvalFlow } from './flows-approval.js';
import { auditProgrammeFlow } from './flows-audit-programme.js';

// Every operation of the OpenAPI document driven through the typed client in client/ (generated from the
// document), against the app on a real socket: what a newcomer's generated client meets.
const ct = useClientTest({ WEBHOOK_ALLOW_PRIVATE: 'true' });

const flows = {
  people: () => peopleFlow(ct),
  suppliers: () => suppliersFlow(ct),
  products: async () => {
    const { data } = await ct.api.POST('/api/v1/suppliers/createSupplier', {
      body: newSupplier({ companyname: 'Spec Foods' }) as components['schemas']['SupplierInput'],
    });
    await productsFlow(ct, data!);
  },
  audits: async () => {
    const { data } = await ct.api.POST('/api/v1/suppliers/createSupplier', {
      body: newSupplier({ companyname: 'Audited Foods' }) as components['schemas']['SupplierInput'],
    });
    await auditsFlow(ct, data!.supplierid);
  },
  webhooks: () => webhooksFlow(ct),
  epcis: () => epcisFlow(ct),
  shipments: () => shipmentsFlow(ct),
  trace: () => traceFlow(ct),
  incidents: () => incidentFlow(ct),
  fsma: () => fsmaFlow(ct),
  alerts: () => alertsFlow(ct),
  incidentReport: () => incidentReportFlow(ct),
  questionnaires: () => questionnairesFlow(ct),
  approval: async () => {
    const { data } = await ct.api.POST('/api/v1/suppliers/createSupplier', {
      body: newSupplier({ companyname: 'Approved Foods' }) as components['schemas']['SupplierInput'],
    });
    await approvalFlow(ct, data!.supplierid);
  },
  auditProgramme: async () => {
    const { data } = await ct.api.POST('/api/v1/suppliers/createSupplier', {
      body: newSupplier({ companyname: 'Programmed Foods' }) as components['schemas']['SupplierInput'],
    });
    await auditProgrammeFlow(ct, data!.supplierid);
  },
};
type Flow = keyof typeof flows;
/**
 * Each flow runs once in this file, for whichever test asks first: its own test, or the coverage test, which
 * asks for every flow (so that it passes alone and in any order) and waits for those already under way or done.
 */
const runs = new Map<Flow, Promise<unknown>>();
function run(flow: Flow): Promise<unknown> {
  const running = runs.get(flow) ?? flows[flow]();
  runs.set(flow, running);
  return running;
}

describe('the typed client', () => {
  it('signs in, manages users and keys, reads lookups and health', async () => {
    await run('people');
  });

  it('creates suppliers one by one, in bulk from JSON and CSV, their certificates and newlines', async () => {
    await run('suppliers');
  });

  it('takes a spec to two approved versions and through a wholesaler’s catalogue', async () => {
    await run('products');
  });

  it('keeps the audit programme: its rules, the due list, a plan and an assignment', async () => {
    await run('auditProgramme');
  });
  it('takes an audit to its report, with a photo and a corrective action', async () => {
    await run('audits');
  });

  it('registers a webhook endpoint and follows its deliveries', async () => {
    await run('webhooks');
  });

  it('captures EPCIS events and queries them back, page by page', async () => {
    await run('epcis');
  });

  it('captures shipments from the CSV template’s columns', async () => {
    await run('shipments');
  });

  it('traces a lot forward and back and sums it up', async () => {
    await run('trace');
  });

  it('answers a lot’s FSMA 204 records as JSON, CSV and XLSX, and the completeness view', async () => {
    await run('fsma');
  });

  it('matches an alert to the lots it names', async () => {
    await run('alerts');
  });

  it('downloads an incident’s report', async () => {
    await run('incidentReport');
  });

  it('sends a questionnaire, answers it with a file, submits and reviews it', async () => {
    await run('questionnaires');
  });

  it('explains a supplier’s approval, overrides it and clears it, and keeps the rule table', async () => {
    await run('approval');
  });

  it('has exercised every operation of the document', async () => {
    for (const flow of Object.keys(flows) as Flow[]) await run(flow);
    const missing = ct.operations().filter((id) => !ct.exercised.has(id));
    expect(missing).toEqual([]);
  });
});
