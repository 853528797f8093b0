import { describe, expect, it } from 'vitest';
import { answer, answerInDb, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import { useTestApp } from '../../../test/helpers.js';
import { auditScore, type AnswerResult } from '../../lib/score.js';

const t = useTestApp();

const complete = (auditid: number | string, payload?: Record<string, unknown>) =>
  t.api({ method: 'POST', url: `/api/v1/audits/${auditid}/complete`, payload, key: t.key[2] });

describe('POST /audits/{auditid}/complete', () => {
  it('is refused with 422 while a required item is unanswered, then scores and completes', async () => {
    const { auditid } = await createAudit(t);
    const items = await auditItems(t, auditid);
    const required = items.filter((i) => i.required);
    expect(required.length).toBeLessThan(items.length); // some items are optional
    // Designed mix over the required items: 4 fail, 4 flag, 6 na, the rest pass.
    const results = required.map((_, i) => (i < 4 ? 'fail' : i < 8 ? 'flag' : i < 14 ? 'na' : 'pass'));
    await answerInDb(
      t,
      auditid,
      required.slice(1).map((it, i) => ({ itemid: it.itemid, result: results[i + 1]! })),
    );
    let res = await complete(auditid);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, error: 'Could not complete audit' });

    await answer(t, auditid, required[0]!.itemid, { result: results[0]! });
    res = await complete(auditid, { userid: 1 });
    expect(res.statusCode).toBe(200);
    const passes = results.filter((r) => r === 'pass').length;
    const scored = results.filter((r) => r !== 'na').length;
    const expected = Math.round(((100 * (passes + 0.5 * 4)) / scored) * 100) / 100;
    expect(res.json()).toEqual({
      success: true,
      data: { success: true, score_pct: expected, message: 'Audit completed successfully' },
    });

    const list = (await t.api({ method: 'GET', url: '/api/v1/audits' })).json().data;
    expect(list.find((a: { auditid: number }) => a.auditid === auditid)).toMatchObject({
      statusid: 2,
      score_pct: expected,
    });
  });

  it('scores 100 when every answer is n/a', async () => {
    const { auditid } = await createAudit(t);
    const items = await auditItems(t, auditid);
    await answerInDb(
      t,
      auditid,
      items.filter((i) => i.required).map((i) => ({ itemid: i.itemid, result: 'na' })),
    );
    const res = await complete(auditid);
    expect(res.json().data.score_pct).toBe(100);
  });

  it('after completion refuses answers, uploads, photo deletes and a second completion with 409', async () => {
    const { auditid } = await createAudit(t);
    const items = await auditItems(t, auditid);
    const upload = await t.api({
      method: 'POST',
      url: `/api/v1/audits/${auditid}/items/${items[0]!.itemid}/photos`,
      ...fileForm(PNG_1x1),
    });
    expect(upload.statusCode).toBe(201);
    await answerInDb(
      t,
      auditid,
      items.map((i) => ({ itemid: i.itemid, result: 'pass' })),
    );
    expect((await complete(auditid)).json().data.score_pct).toBe(100);

    const conflict = { success: false, error: 'Audit is already complete' };
    let res = await complete(auditid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(conflict);
    res = await answer(t, auditid, items[0]!.itemid, { result: 'fail' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(conflict);
    res = await t.api({
      method: 'POST',
      url: `/api/v1/audits/${auditid}/items/${items[0]!.itemid}/photos`,
      ...fileForm(PNG_1x1),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(conflict);
    res = await t.api({
      method: 'DELETE',
      url: `/api/v1/audits/${auditid}/photos/${upload.json().data.docid}`,
    });
    expect(res.statusCode).toBe(409);
    const { rows } = await t.db.query('SELECT result FROM audit_answers WHERE auditid = $1 AND itemid = $2', [
      auditid,
      items[0]!.itemid,
    ]);
    expect(rows).toEqual([{ result: 'pass' }]);
  });

  it('never scores without an answer that was accepted while completing (answers race the completion)', async () => {
    const { auditid } = await createAudit(t);
    const items = await auditItems(t, auditid);
    await answerInDb(
      t,
      auditid,
      items.filter((i) => i.required).map((i) => ({ itemid: i.itemid, result: 'pass' })),
    );
    const racing = items.slice(0, 12).map((i) => answer(t, auditid, i.itemid, { result: 'fail' }));
    const [done, ...answers] = await Promise.all([complete(auditid), ...racing]);
    expect(done.statusCode).toBe(200);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const { rows } = await t.db.query<{ result: AnswerResult }>(
      'SELECT result FROM audit_answers WHERE auditid = $1',
      [auditid],
    );
    const stored = await t.db.query<{ score_pct: number }>(
      'SELECT score_pct::float8 AS score_pct FROM audits WHERE auditid = $1',
      [auditid],
    );
    expect(stored.rows[0]!.score_pct).toBe(auditScore(rows.map((r) => r.result)));
    expect(done.json().data.score_pct).toBe(stored.rows[0]!.score_pct);
  });

  it('checks the audit id, the audit’s existence and the level', async () => {
    let res = await complete('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Missing or invalid audit id (auditid) parameter');
    res = await complete(999999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Audit not found' });
    res = await t.api({ method: 'POST', url: '/api/v1/audits/1/complete', key: t.key[1] });
    expect(res.statusCode).toBe(403);
  });
});
