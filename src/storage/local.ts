import fs from 'node:fs';
import path from 'node:path';
import type { Storage, StoredObject } from './storage.js';

// Generated keys only: segments of letters, digits, '_', '-' and '.', never starting with a dot.
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly stagingDir: string;

  constructor(private readonly root: string) {
    // Inside the store, so that putFile is a rename on one file system: a file is either whole or absent.
    this.stagingDir = path.join(root, '.staging');
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(file, target);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const file = this.pathOf(key);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    const { size } = await handle.stat();
    return { body: handle.createReadStream(), size };
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
