import { expect } from 'vitest';
import { ok, type ClientTest } from './harness.js';

/** A supplier's approval explained, overridden and cleared; the rule table read and written back, via the client. */
export async function approvalFlow(ct: ClientTest, supplierid: number) {
  const { api } = ct;
  const p = { params: { path: { supplierid } } };
  const read = ok(await api.GET('/api/v1/suppliers/{supplierid}/approval', p)).data;
  expect(read.computed).toBe('pending');
  expect(read.rules.map((r) => r.rule)).toContain('questionnaire');
  const set = ok(
    await api.PUT('/api/v1/suppliers/{supplierid}/approval', {
      ...p,
      body: { status: 'conditional', reason: 'Site visit booked' },
    }),
  ).data;
  expect([set.approvalstatus, set.override]).toEqual(['conditional', 'conditional']);
  const cleared = ok(
    await api.PUT('/api/v1/suppliers/{supplierid}/approval', { ...p, body: { status: null } }),
  ).data;
  expect(cleared.override).toBeNull();
  const rules = ok(await api.GET('/api/v1/approval/rules')).data;
  const written = ok(await api.PUT('/api/v1/approval/rules', { body: { specguard: rules.specguard } })).data;
  expect(written.specguard).toBe(rules.specguard);
}
