import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import {
  publishedTemplate,
  sendQuestionnaire,
  smallTemplate,
} from '../../../test/fixtures/questionnaires.js';

const t = useTestApp();

const create = (payload: unknown, key?: string) =>
  t.api({ method: 'POST', url: '/api/v1/questionnaires', payload: payload as object, key });
const get = (id: number, query = '') => t.api({ method: 'GET', url: `/api/v1/questionnaires/${id}${query}` });
const put = (id: number, payload: object) =>
  t.api({ method: 'PUT', url: `/api/v1/questionnaires/${id}`, payload });
const publish = (id: number) => t.api({ method: 'POST', url: `/api/v1/questionnaires/${id}/publish` });

describe('questionnaire templates', () => {
  it('ships the default Supplier Approval Questionnaire, published, and every new supplier is sent it', async () => {
    const list = await t.api({ method: 'GET', url: '/api/v1/questionnaires', key: t.key[1] });
    expect(list.statusCode, list.body).toBe(200);
    const def = list.json().data[0];
    expect(def).toMatchObject({
      name: 'Supplier Approval Questionnaire',
      is_default: true,
      validity_months: 36,
      published_version: 1,
    });
    const full = (await get(def.templateid)).json().data;
    expect(full.sections.map((s: { title: string }) => s.title)).toEqual([
      'Food safety management',
      'HACCP',
      'Allergen control',
      'Traceability',
      'Pest control',
      'Foreign body control',
      'Certification',
    ]);
    const questions = full.sections.flatMap((s: { questions: unknown[] }) => s.questions);
    expect(questions.filter((q: { critical: boolean }) => q.critical).length).toBeGreaterThanOrEqual(3);
    expect(questions.some((q: { kind: string }) => q.kind === 'file')).toBe(true);

    const { supplierid } = await createSupplier(t);
    const mine = await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}/questionnaires` });
    expect(mine.json().data).toMatchObject([
      { supplierid, templateid: def.templateid, version: 1, status: 'Not started', due: null, score: null },
    ]);
    // The supplier's read (the contract) still shows its SAQ record's state.
    const read = await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}` });
    expect(read.json().data.supplier.saq).toMatchObject({ status: 'Not started' });
  });

  it('versions: a draft is edited in place, a published one gets a new draft; sent ones keep theirs', async () => {
    const res = await create(smallTemplate({ name: 'Versioned' }));
    expect(res.statusCode, res.body).toBe(201);
    const v1 = res.json().data;
    expect(v1).toMatchObject({ version: 1, status: 'draft', published_version: null, validity_months: 12 });
    const id = v1.templateid as number;
    const { supplierid } = await createSupplier(t);
    // Nothing published: nothing to send.
    const early = await t.api({
      method: 'POST',
      url: `/api/v1/suppliers/${supplierid}/questionnaires`,
      payload: { templateid: id, due: '2099-01-01' },
    });
    expect(early.statusCode, early.body).toBe(409);

    const renamed = { ...smallTemplate().sections[0]!, title: 'Safety (renamed)' };
    const edited = await put(id, { sections: [renamed] });
    expect(edited.json().data).toMatchObject({
      version: 1,
      status: 'draft',
      versions: [{ version: 1, status: 'draft' }],
    });
    expect((await publish(id)).json().data).toMatchObject({
      version: 1,
      status: 'published',
      published_version: 1,
    });
    expect((await publish(id)).statusCode).toBe(409); // nothing left to publish

    const sent = await sendQuestionnaire(t, supplierid, id);
    expect(sent.version).toBe(1);

    const v2 = await put(id, { name: 'Versioned 2', sections: smallTemplate().sections });
    expect(v2.json().data).toMatchObject({
      name: 'Versioned 2',
      version: 2,
      status: 'draft',
      published_version: 1,
      versions: [
        { version: 1, status: 'published' },
        { version: 2, status: 'draft' },
      ],
    });
    // Version 1 is as it was published.
    const old = (await get(id, '?version=1')).json().data;
    expect(old.sections.map((s: { title: string }) => s.title)).toEqual(['Safety (renamed)']);
    expect((await get(id, '?version=9')).json()).toEqual({
      success: false,
      error: 'Questionnaire version not found',
    });
    // Still version 1 is sent until version 2 is published.
    expect((await sendQuestionnaire(t, supplierid, id)).version).toBe(1);
    await publish(id);
    expect((await sendQuestionnaire(t, supplierid, id)).version).toBe(2);
    // The first assignment keeps version 1's questions.
    const first = await t.api({
      method: 'GET',
      url: `/api/v1/questionnaires/assignments/${sent.assignmentid}`,
    });
    expect(first.json().data.sections.map((s: { title: string }) => s.title)).toEqual(['Safety (renamed)']);
  });

  it('refuses bad templates with a message naming the problem', async () => {
    const base = smallTemplate();
    const q = (extra: Record<string, unknown>) => ({
      ...base,
      sections: [
        { title: 'S', questions: [{ code: 'A', text: 'A?', kind: 'yesno', required: true, ...extra }] },
      ],
    });
    const cases: [object, number, string | RegExp][] = [
      [q({ kind: 'essay' }), 400, /kind/],
      [q({ kind: 'choice' }), 400, 'Question A: options are required for a choice question'],
      [
        q({ kind: 'text', options: ['a', 'b'] }),
        400,
        'Question A: options are only for choice and multichoice questions',
      ],
      [
        q({ kind: 'choice', options: ['a', 'b'], good: ['c'] }),
        400,
        'Question A: good answer "c" is not one of its options',
      ],
      [q({ good: ['maybe'] }), 400, 'Question A: good answer "maybe" is not one of its options'],
      [
        q({ kind: 'text', good: ['x'] }),
        400,
        'Question A: good answers are only for yesno, choice and multichoice',
      ],
      [q({ critical: true }), 400, 'Question A: a critical question needs its good answers'],
      [q({ weight: -1 }), 400, /weight/],
      [q({ code: 'bad code' }), 400, /code/],
      [q({ required: 'yes' }), 400, /required/],
      [
        {
          ...base,
          sections: [
            { title: 'S', questions: [{ code: 'A', text: 'x', kind: 'text', required: true }] },
            { title: 'T', questions: [{ code: 'a', text: 'y', kind: 'text', required: true }] },
          ],
        },
        400,
        'Duplicate question code: a',
      ],
      [{ ...base, sections: [] }, 400, /sections/],
      [{ ...base, name: '' }, 400, /name/],
      [
        {
          ...base,
          sections: Array.from({ length: 31 }, (_, i) => ({
            title: `S${i}`,
            questions: base.sections[0]!.questions,
          })),
        },
        400,
        /sections/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(status);
      if (typeof message === 'string') expect(res.json().error).toBe(message);
      else expect(res.json().error).toMatch(message);
    }
    // A body over the limit, and the level: creating is level 3.
    const huge = { ...base, name: 'x'.repeat(2 * 1024 * 1024) };
    expect((await create(huge)).statusCode).toBe(413);
    expect((await create(base, t.key[2])).statusCode).toBe(403);
  });

  it('edits and publications of a template queue: concurrent edits of a published one make one new draft', async () => {
    const id = await publishedTemplate(t);
    const edits = await Promise.all(
      [1, 2, 3].map((n) => put(id, { sections: [{ ...smallTemplate().sections[0]!, title: `Edit ${n}` }] })),
    );
    expect(edits.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const latest = (await get(id)).json().data;
    expect(latest.versions).toEqual([
      { version: 1, status: 'published' },
      { version: 2, status: 'draft' },
    ]);
    const pubs = await Promise.all([publish(id), publish(id)]);
    expect(pubs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
