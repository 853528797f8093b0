import { useState } from 'preact/hooks';
import { api, ok, type Schemas } from '../../api.js';
import { downloadCertificatePdf, uploadCertificatePdf } from '../../certificate-pdf.js';
import { ErrorMessage, Field, SelectField, TextArea } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate } from '../../ui/format.js';
import { CertificateStatus } from '../../ui/badges.js';
import { lookup, options } from '../../lookups.js';
import { useAsync } from '../../ui/hooks.js';

type Certificate = Schemas['Accreditation'];
type Site = Schemas['Site'];

/** The company's certificates: their state, their PDF (upload, download), and a new one. */
export function Certificates({
  supplierid,
  certificates,
  sites,
  writable,
  onChanged,
}: {
  supplierid: number;
  certificates: Certificate[];
  sites: Site[];
  writable: boolean;
  onChanged(): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function upload(c: Certificate, input: HTMLInputElement) {
    const file = input.files?.[0];
    setError(null);
    setNotice(null);
    if (!file) {
      setError('Choose the certificate’s PDF first.');
      return;
    }
    try {
      await uploadCertificatePdf(c, file);
      input.value = '';
      setNotice(`${file.name} uploaded for certificate ${c.certificatenumber ?? c.accreditationid}.`);
      onChanged();
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <section aria-labelledby="certificates-title">
      <h2 id="certificates-title">Certificates</h2>
      <DataTable
        caption="Certificates"
        columns={[
          {
            header: 'Standard',
            cell: (c) => (
              <>
                {c.standard}
                {c.grade ? ` (${c.grade})` : ''}
              </>
            ),
          },
          { header: 'Number', cell: (c) => c.certificatenumber ?? '–' },
          { header: 'Certified by', cell: (c) => c.certifyingbody ?? '–' },
          { header: 'Expires', cell: (c) => formatDate(c.expirydate) || '–' },
          { header: 'State', cell: (c) => <CertificateStatus status={c.status} /> },
          {
            header: 'PDF',
            cell: (c) => (
              <>
                {c.document ? (
                  <button
                    type="button"
                    class="link"
                    onClick={() => void downloadCertificatePdf(c).catch((e: Error) => setError(e.message))}
                  >
                    {c.document.filename}
                  </button>
                ) : (
                  <span class="muted">none</span>
                )}
                {writable ? (
                  <form
                    class="upload"
                    onSubmit={(e) => {
                      e.preventDefault();
                      const input = (e.currentTarget as HTMLFormElement).elements.namedItem(
                        'file',
                      ) as HTMLInputElement;
                      void upload(c, input);
                    }}
                  >
                    <input
                      type="file"
                      name="file"
                      accept="application/pdf,.pdf"
                      aria-label={`PDF of certificate ${c.certificatenumber ?? c.accreditationid}`}
                    />
                    <button type="submit">{c.document ? 'Replace PDF' : 'Upload PDF'}</button>
                  </form>
                ) : null}
              </>
            ),
          },
        ]}
        rows={certificates}
        rowKey={(c) => c.accreditationid}
        empty="No certificate recorded."
      />
      <ErrorMessage error={error} />
      {notice ? <p role="status">{notice}</p> : null}
      {writable ? <NewCertificate supplierid={supplierid} sites={sites} onCreated={onChanged} /> : null}
    </section>
  );
}

function NewCertificate({
  supplierid,
  sites,
  onCreated,
}: {
  supplierid: number;
  sites: Site[];
  onCreated(): void;
}) {
  const standards = useAsync(() => lookup('standards'), []);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: Event) {
    e.preventDefault();
    const formEl = e.currentTarget as HTMLFormElement;
    const f = new FormData(formEl);
    const text = (n: string) => String(f.get(n) ?? '').trim();
    setError(null);
    setDone(null);
    try {
      const r = await ok(
        api.POST('/api/v1/suppliers/{supplierid}/accreditations', {
          params: { path: { supplierid } },
          body: {
            standard: Number(text('standard')),
            certificatenumber: text('certificatenumber'),
            certifyingbody: text('certifyingbody'),
            grade: text('grade') || null,
            siteid: text('siteid') ? Number(text('siteid')) : null,
            issuedate: text('issuedate'),
            expirydate: text('expirydate'),
            scope: text('scope') || null,
          },
        }),
      );
      formEl.reset();
      setDone(`Certificate ${r.data.certificatenumber ?? ''} recorded: upload its PDF above.`);
      onCreated();
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <details class="card">
      <summary>Add a certificate</summary>
      <form onSubmit={submit}>
        <div class="form-grid">
          <SelectField label="Standard" name="standard" required options={options(standards.data ?? [])} />
          <Field label="Certificate number" name="certificatenumber" required maxLength={100} />
          <Field label="Certifying body" name="certifyingbody" required maxLength={200} />
          <Field label="Grade" name="grade" maxLength={50} />
          <SelectField
            label="Site"
            name="siteid"
            options={[
              ['', 'The whole company'],
              ...sites.map((s): [number, string] => [s.siteid, s.sitename]),
            ]}
          />
          <Field label="Issue date" name="issuedate" type="date" required />
          <Field label="Expiry date" name="expirydate" type="date" required />
        </div>
        <TextArea label="Scope" name="scope" maxLength={2000} rows={2} />
        <ErrorMessage error={error ?? standards.error} />
        {done ? <p role="status">{done}</p> : null}
        <button type="submit" class="primary">
          Record certificate
        </button>
      </form>
    </details>
  );
}
