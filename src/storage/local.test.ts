import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from './index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function stage(content: string) {
  const storage = createStorage({ uploadsDir: root, s3: undefined });
  await fs.promises.mkdir(storage.stagingDir, { recursive: true });
  const file = path.join(storage.stagingDir, `${Math.random()}.part`);
  await fs.promises.writeFile(file, content);
  return { storage, file };
}

describe('local storage', () => {
  it('moves a staged file in, reads it back and deletes it (keys may start with _ or -)', async () => {
    for (const key of ['audits/1/_abc.png', 'audits/1/-abc.png', 'audits/1/abc.png']) {
      const { storage, file } = await stage('bytes');
      await storage.putFile(key, file, 5, 'image/png');
      expect(fs.existsSync(file)).toBe(false);
      const got = await storage.get(key);
      expect(got?.size).toBe(5);
      expect(await text(got!.body)).toBe('bytes');
      await storage.delete(key);
      expect(await storage.get(key)).toBeUndefined();
      await storage.delete(key); // already gone: no error
    }
  });

  it('refuses keys that could leave the store or reach the staging area', async () => {
    const { storage, file } = await stage('x');
    for (const key of ['../x', 'a/../../x', '/etc/passwd', '.staging/x', 'a//b', '']) {
      await expect(storage.putFile(key, file, 1, 'image/png')).rejects.toThrow(/Unsafe storage key/);
    }
  });
});
