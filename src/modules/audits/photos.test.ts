import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import { filesUnder, photoFlow, photoRequestChecks } from '../../../test/fixtures/audits/photo-flow.js';
import { useTestApp } from '../../../test/helpers.js';
import { eventually } from '../../../test/fixtures/webhooks.js';

const t = useTestApp();
const staging = () => path.join(t.config.uploadsDir, '.staging');
const store = () => ({
  stored: () => filesUnder(t.config.uploadsDir).filter((f) => !f.startsWith('.staging')),
  staging: () => filesUnder(staging()),
});

describe('photos on local storage', () => {
  photoFlow(t, store);
  photoRequestChecks(t);

  it('leaves no file and no row when the client aborts mid-upload', async () => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'abortboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/v1/audits/${auditid}/items/${item!.itemid}/photos`,
        headers: {
          'x-api-key': t.key[2],
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 2_000_000),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(head);
      req.write(PNG_1x1);
      req.write(Buffer.alloc(500_000));
      // Give the server time to start writing the staging file, then drop the connection.
      setTimeout(() => req.destroy(), 300);
    });
    // The server cleans up once it sees the connection gone: waited for, not assumed done within a fixed time.
    await eventually(async () => expect(store().staging()).toEqual([]));
    expect(store().stored()).toEqual(
      expect.not.arrayContaining([expect.stringContaining(`audits/${auditid}/`)]),
    );
    const { rows } = await t.db.query('SELECT 1 FROM audit_photos WHERE auditid = $1', [auditid]);
    expect(rows).toHaveLength(0);
  });
});
