import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { App } from '../../src/app-context.js';
import { AnswerChecker } from '../answer-check.js';
import { useTestApp } from '../helpers.js';

// The check every test's answers go through (test/answers.setup.ts) finds what it is there to find: an answer
// the document does not describe. Here the document is made to say less than the server does.
const t = useTestApp();
let app: App;
let checker: AnswerChecker;

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { headers?: object; content?: Record<string, unknown> }> }>
  >;
};

beforeAll(async () => {
  checker = new AnswerChecker(() => {
    const doc = JSON.parse(JSON.stringify(app.swagger())) as Doc;
    const getUser = doc.paths['/api/v1/users/getUser/{id}']!.get!;
    delete getUser.responses['404'];
    delete getUser.responses['200']!.headers;
    const user = doc.paths['/api/v1/users/getUser']!.get!;
    user.responses['200']!.content = {
      'application/json': { schema: { type: 'object', required: ['nothing'] } },
    };
    const csv = doc.paths['/api/v1/suppliers/getSupplierCsvTemplate']!.get!;
    csv.responses['200']!.content = { 'application/pdf': {} };
    return doc;
  });
  app = await buildApp({ config: t.config, db: t.db, observe: (a) => checker.install(a) });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-api-key': t.key[1] } });

describe('the answers check', () => {
  it('finds a status, a header, a body and a content type the document does not declare', async () => {
    await get('/api/v1/users/getUser/99999');
    await get('/api/v1/users/getUser/1');
    await get('/api/v1/users/getUser');
    await get('/api/v1/suppliers/getSupplierCsvTemplate');
    const found = checker.take();
    expect(found).toEqual([
      expect.stringMatching(/^GET \/api\/v1\/users\/getUser\/99999 → 404: getUser does not declare 404/),
      expect.stringMatching(/getUser 200: header ratelimit-policy not declared$/),
      expect.stringMatching(/getUser 200: header ratelimit not declared$/),
      expect.stringMatching(/getUser 200: header etag not declared$/),
      expect.stringMatching(/getUserByQuery 200: the body does not match its schema: .*'nothing'/),
      expect.stringMatching(/getSupplierCsvTemplate 200: content type text\/csv not declared/),
    ]);
    expect(checker.take()).toEqual([]);
  });

  it('passes what the served document does describe', async () => {
    await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' });
    await t.api({ method: 'GET', url: '/api/v1/users/getUser/99999' });
    // The same requests through the app of useTestApp, held to its true document by the setup file.
  });
});
