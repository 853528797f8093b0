import { describe, expect, it } from 'vitest';
import type { components } from '../../client/index.js';
import { newSupplier } from '../fixtures/suppliers.js';
import { useClientTest } from './harness.js';
import { peopleFlow } from './flows-people.js';
import { suppliersFlow } from './flows-suppliers.js';
import { productsFlow } from './flows-products.js';
import { auditsFlow, webhooksFlow } from './flows-audits.js';

// Every operation of the OpenAPI document driven through the typed client in client/ (generated from the
// document), against the app on a real socket: what a newcomer's generated client meets.
const ct = useClientTest({ WEBHOOK_ALLOW_PRIVATE: 'true' });

describe('the typed client', () => {
  it('signs in, manages users and keys, reads lookups and health', async () => {
    await peopleFlow(ct);
  });

  it('creates suppliers one by one, in bulk from JSON and CSV, their certificates and newlines', async () => {
    await suppliersFlow(ct);
  });

  it('takes a spec to two approved versions and through a wholesaler’s catalogue', async () => {
    const supplier = ct.api.POST('/api/v1/suppliers/createSupplier', {
      body: newSupplier({ companyname: 'Spec Foods' }) as components['schemas']['SupplierInput'],
    });
    const { data } = await supplier;
    await productsFlow(ct, data!);
  });

  it('takes an audit to its report, with a photo and a corrective action', async () => {
    const { data } = await ct.api.POST('/api/v1/suppliers/createSupplier', {
      body: newSupplier({ companyname: 'Audited Foods' }) as components['schemas']['SupplierInput'],
    });
    await auditsFlow(ct, data!.supplierid);
  });

  it('registers a webhook endpoint and follows its deliveries', async () => {
    await webhooksFlow(ct);
  });

  it('has exercised every operation of the document', () => {
    const missing = ct.operations().filter((id) => !ct.exercised.has(id));
    expect(missing).toEqual([]);
  });
});
