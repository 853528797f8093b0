import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { filesUnder } from '../../../test/fixtures/audits/photo-flow.js';
import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { createCertificate, PDF_MIN, supplierRead } from '../../../test/fixtures/certificates.js';

const t = useTestApp();
const stored = () => filesUnder(t.config.uploadsDir).filter((f) => !f.startsWith('.staging'));
const staging = () => filesUnder(path.join(t.config.uploadsDir, '.staging'));

const upload = (accreditationid: number, form: ReturnType<typeof fileForm>, key?: string) =>
  t.api({ method: 'POST', url: `/api/v1/accreditations/${accreditationid}/document`, ...form, key });
const pdfForm = (bytes: Buffer = PDF_MIN, filename = 'brcgs-2026.pdf') =>
  fileForm(bytes, filename, 'application/pdf');

describe('certificate documents', () => {
  it('attaches a PDF, links it from the certificate, and serves it to a key', async () => {
    const { supplierid } = await createSupplier(t);
    const { accreditationid } = await createCertificate(t, supplierid);
    const res = await upload(accreditationid, pdfForm(), t.key[2]);
    expect(res.statusCode, res.body).toBe(200);
    const url = `http://api.test/api/v1/accreditations/${accreditationid}/document`;
    expect(res.json().data.document).toEqual({ url, filename: 'brcgs-2026.pdf', size: PDF_MIN.length });
    expect((await supplierRead(t, supplierid)).accreditations[0].document.url).toBe(url);
    expect(stored()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^certificates/${supplierid}/${accreditationid}/`)),
      ]),
    );

    const download = await t.api({ method: 'GET', url: url.replace('http://api.test', ''), key: t.key[1] });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''brcgs-2026.pdf");
    expect(download.rawPayload.equals(PDF_MIN)).toBe(true);
    const anonymous = await t.api({ method: 'GET', url: url.replace('http://api.test', ''), key: null });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replaces an earlier PDF, removing its file; the change is in the history', async () => {
    const { supplierid } = await createSupplier(t);
    const { accreditationid } = await createCertificate(t, supplierid);
    await upload(accreditationid, pdfForm());
    const before = stored().filter((f) => f.startsWith(`certificates/${supplierid}/`));
    const second = Buffer.concat([PDF_MIN, Buffer.from('% renewed\n')]);
    const res = await upload(accreditationid, pdfForm(second, 'renewed.pdf'));
    expect(res.json().data.document).toMatchObject({ filename: 'renewed.pdf', size: second.length });
    const after = stored().filter((f) => f.startsWith(`certificates/${supplierid}/`));
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    const history = (await t.api({ method: 'GET', url: `/api/v1/history/supplier/${supplierid}` })).json()
      .data;
    const changes = history
      .filter((e: { part: string; action: string }) => e.part === 'accreditation' && e.action === 'update')
      .map((e: { changes: { field: string; new: unknown }[] }) =>
        e.changes.map((c) => `${c.field}=${c.new}`),
      );
    expect(changes).toContainEqual(['document_filename=renewed.pdf', `document_size=${second.length}`]);
    // The storage key is bookkeeping: never in the history.
    expect(JSON.stringify(history)).not.toContain('storage_key');
  });

  it('refuses anything but a PDF by its bytes, whatever its name and declared type', async () => {
    const { supplierid } = await createSupplier(t);
    const { accreditationid } = await createCertificate(t, supplierid);
    for (const form of [
      fileForm(PNG_1x1, 'certificate.pdf', 'application/pdf'),
      fileForm(Buffer.from('just text, called a PDF'), 'certificate.pdf', 'application/pdf'),
      fileForm(Buffer.alloc(0), 'empty.pdf', 'application/pdf'),
    ]) {
      const res = await upload(accreditationid, form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Only PDF files are allowed' });
    }
    expect(staging()).toEqual([]);
    expect((await supplierRead(t, supplierid)).accreditations[0].document).toBeNull();
  });

  it('refuses a file over 20 MB with 413 in the envelope, keeping nothing', async () => {
    const { supplierid } = await createSupplier(t);
    const { accreditationid } = await createCertificate(t, supplierid);
    const big = Buffer.concat([PDF_MIN, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(accreditationid, pdfForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      error: 'Certificate document is larger than the limit of 20 MB',
    });
    expect(staging()).toEqual([]);
    expect(stored().filter((f) => f.startsWith(`certificates/${supplierid}/`))).toEqual([]);
  });

  it('answers 404 for a missing or deleted certificate, and for one without a document', async () => {
    const { supplierid } = await createSupplier(t);
    const { accreditationid } = await createCertificate(t, supplierid);
    const none = await t.api({ method: 'GET', url: `/api/v1/accreditations/${accreditationid}/document` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ success: false, error: 'Accreditation document not found' });
    await upload(accreditationid, pdfForm());
    await t.api({ method: 'DELETE', url: `/api/v1/accreditations/${accreditationid}` });
    for (const id of [accreditationid, 987654]) {
      const up = await upload(id, pdfForm());
      expect(up.statusCode).toBe(404);
      expect(up.json()).toEqual({ success: false, error: 'Accreditation not found' });
      const get = await t.api({ method: 'GET', url: `/api/v1/accreditations/${id}/document` });
      expect(get.statusCode).toBe(404);
    }
  });

  it('refuses a body that is not multipart with 415', async () => {
    const { supplierid } = await createSupplier(t);
    const { accreditationid } = await createCertificate(t, supplierid);
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/accreditations/${accreditationid}/document`,
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });
});
