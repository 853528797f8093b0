import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { createSupplier, newSupplier } from '../../../test/fixtures/suppliers.js';
import { eventually } from '../../../test/fixtures/webhooks.js';

const smtp = await startSmtp();
// Registered first so that it runs last, after the app (and its pooled SMTP connection) has closed.
afterAll(() => smtp.close());
const t = useTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'suppliers@example.test' });

describe('welcome email with the mail server up', () => {
  it('sends one email per supplier, single or bulk, to the portal user', async () => {
    const single = newSupplier();
    await createSupplier(t, single);
    const bulk = [newSupplier(), newSupplier(), newSupplier({ city: undefined })];
    const res = await t.api({ method: 'POST', url: '/api/v1/suppliers/createSupplierBulk', payload: bulk });
    expect(res.json()).toMatchObject({ created: 2, failed: 1 });

    const expected = [single, bulk[0]!, bulk[1]!].map((s) => s.portaluseremail).sort();
    await smtp.waitFor(3);
    // Every welcome email marked sent: nothing more is on its way.
    await eventually(async () => {
      const { rows } = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM supplier_outbox WHERE status IN ('pending', 'sending')",
      );
      expect(rows[0]!.n).toBe(0);
    });
    const mine = smtp.messages.filter((m) =>
      expected.includes(m.to && 'value' in m.to ? m.to.value[0]!.address! : ''),
    );
    expect(mine.map((m) => (m.to && 'value' in m.to ? m.to.value[0]!.address : '')).sort()).toEqual(expected);
    expect(mine.every((m) => m.from?.value[0]?.address === 'suppliers@example.test')).toBe(true);
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM supplier_outbox WHERE status = 'sent' AND temp_password IS NULL",
    );
    expect(rows[0]!.n).toBe(3);
  });
});
