import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the webhooks' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  // The discard port on this machine (MATRIX_ENV allows it): a test delivery is refused at once, nothing leaves.
  createWebhook: () => json({ url: 'http://127.0.0.1:9/hooks', events: ['*'] }),
  recoverWebhookDeliveries: () => json({ since: '2026-01-01T00:00:00Z' }),
  updateWebhook: () => json({ description: 'Scope matrix' }),
};

export const pathIds: PathIds = {
  // A webhook's delivery: no supplier's either.
  deliveryid: 'keyid',
  // No webhook belongs to a supplier: any id will do (the organisation's levels are what is checked).
  id: { '/api/v1/webhooks/': 'keyid' },
};
