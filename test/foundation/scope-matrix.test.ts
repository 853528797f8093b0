import fs from 'node:fs';
import { it } from 'vitest';
import { useTestApp } from '../helpers.js';
const t = useTestApp();
it('dump', async () => {
  const doc = (await t.api({ method: 'GET', url: '/api/v1/openapi.json', key: null })).json();
  fs.writeFileSync('/tmp/explore/openapi.json', JSON.stringify(doc, null, 1));
});
