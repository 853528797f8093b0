import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';

// A value sent is the value read: "" stays "", null stays null, neither becomes the other.
const t = useTestApp();

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    emailaddress: uniqueEmail('values'),
    password: 'correct horse battery',
    firstname: 'Ada',
    lastname: 'Lovelace',
    landlineno: '01234 567890',
    mobileno: '07700 900123',
    companyid: 1,
    jobtitle: 'Technologist',
    accesslevelid: 3,
    departmentid: 1,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown>) {
  const res = await t.api({ method: 'POST', url: '/api/v1/users/createUser', payload: newUser(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().userid as number;
}

async function update(id: number, payload: Record<string, unknown>) {
  const res = await t.api({ method: 'POST', url: `/api/v1/users/updateUser/${id}`, payload });
  expect(res.statusCode, res.body).toBe(200);
}

async function read(id: number) {
  const res = await t.api({ method: 'GET', url: `/api/v1/users/getUser/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
}

describe('users: nullable text keeps the value sent', () => {
  it.each([[''], [null], ['note']])('createUser stores comments %j as sent', async (comments) => {
    const id = await create({ comments });
    expect((await read(id)).comments).toBe(comments);
  });

  it('updateUser stores comments "" and null as sent, one after the other', async () => {
    const id = await create({ comments: 'first' });
    await update(id, { comments: '' });
    expect((await read(id)).comments).toBe('');
    await update(id, { comments: null });
    expect((await read(id)).comments).toBeNull();
    await update(id, { comments: '' });
    expect((await read(id)).comments).toBe('');
  });

  it.each(['landlineno', 'mobileno', 'jobtitle'])(
    'keeps %s "" and null as sent, on create and update',
    async (field) => {
      const empty = await create({ [field]: '' });
      expect((await read(empty))[field]).toBe('');
      const none = await create({ [field]: null });
      expect((await read(none))[field]).toBeNull();
      await update(none, { [field]: '' });
      expect((await read(none))[field]).toBe('');
      await update(none, { [field]: null });
      expect((await read(none))[field]).toBeNull();
    },
  );

  it('keeps a number or boolean sent for a text field as its text', async () => {
    const id = await create({ comments: 0, jobtitle: false, landlineno: 826 });
    expect(await read(id)).toMatchObject({ comments: '0', jobtitle: 'false', landlineno: '826' });
    await update(id, { comments: false, mobileno: 0 });
    expect(await read(id)).toMatchObject({ comments: 'false', mobileno: '0' });
  });

  it('refuses null or "" for a name, never storing an empty one', async () => {
    const id = await create({});
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: null }, 'Invalid value for firstname: must be a string'],
      [{ firstname: '' }, 'firstname must not be empty'],
      [{ lastname: null }, 'Invalid value for lastname: must be a string'],
    ];
    for (const [payload, error] of cases) {
      const res = await t.api({ method: 'POST', url: `/api/v1/users/updateUser/${id}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
    }
    expect(await read(id)).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace' });
  });
});
