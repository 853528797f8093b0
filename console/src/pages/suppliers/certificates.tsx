import { useState } from 'preact/hooks';
import { api, ok, type Schemas, errorText } from '../../api.js';
import { downloadCertificatePdf, uploadCertificatePdf } from '../../certificate-pdf.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Field, SelectField, TextArea } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate } from '../../ui/format.js';
import { CertificateStatus } from '../../ui/badges.js';
import { options, useLookup } from '../../lookups.js';

type Certificate = Schemas['Accreditation'];

/** A supplier's certificates: status badges, the PDFs, and (level 2) recording one. */
export function Certificates({
  supplierid,
  active,
  sites,
  certificates,
  onChange,
}: {
  supplierid: number;
  active: boolean;
  sites: Schemas['Site'][];
  certificates: Certificate[];
  onChange(): void;
}) {
  const { can } = useSession();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function upload(c: Certificate, file: File) {
    setError(null);
    setBusy(c.accreditationid);
    try {
      await uploadCertificatePdf(c, file);
      onChange();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="certificates-title">
      <h2 id="certificates-title">Certificates</h2>
      {can(2) && active && !adding ? (
        <button type="button" onClick={() => setAdding(true)}>
          Add a certificate
        </button>
      ) : null}
      {adding ? (
        <AddCertificate
          supplierid={supplierid}
          sites={sites}
          onDone={(added) => {
            setAdding(false);
            if (added) onChange();
          }}
        />
      ) : null}
      <ErrorMessage error={error} />
      <DataTable
        caption="Certificates"
        columns={[
          { header: 'Standard', cell: (c) => c.standard },
          { header: 'Number', cell: (c) => c.certificatenumber },
          { header: 'Grade', cell: (c) => c.grade },
          { header: 'Certified by', cell: (c) => c.certifyingbody },
          { header: 'Expires', cell: (c) => formatDate(c.expirydate) },
          { header: 'Status', cell: (c) => <CertificateStatus status={c.status} /> },
          {
            header: 'Certificate PDF',
            cell: (c) => (
              <div class="row-actions">
                {c.document ? (
                  <button
                    type="button"
                    class="link"
                    onClick={() => void downloadCertificatePdf(c).catch((e) => setError(errorText(e)))}
                  >
                    {c.document.filename}
                  </button>
                ) : null}
                {can(2) && active ? (
                  <label class="button">
                    {busy === c.accreditationid ? 'Uploading…' : c.document ? 'Replace PDF' : 'Upload PDF'}
                    <input
                      class="sr-only"
                      type="file"
                      accept="application/pdf,.pdf"
                      aria-label={`PDF of certificate ${c.certificatenumber ?? c.accreditationid}`}
                      onChange={(e) => {
                        const f = e.currentTarget.files?.[0];
                        if (f) void upload(c, f);
                        e.currentTarget.value = '';
                      }}
                    />
                  </label>
                ) : null}
              </div>
            ),
          },
        ]}
        rows={certificates}
        rowKey={(c) => c.accreditationid}
        empty="No certificate recorded."
      />
    </section>
  );
}

function AddCertificate({
  supplierid,
  sites,
  onDone,
}: {
  supplierid: number;
  sites: Schemas['Site'][];
  onDone(added: boolean): void;
}) {
  const standards = useLookup('standards');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    setError(null);
    setBusy(true);
    try {
      await ok(
        api.POST('/api/v1/suppliers/{supplierid}/accreditations', {
          params: { path: { supplierid } },
          body: {
            standard: Number(form.get('standard')),
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
      onDone(true);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <form class="inline-form" onSubmit={submit} aria-label="New certificate">
      <div class="form-grid">
        <SelectField
          label="Standard"
          name="standard"
          required
          options={[['', 'Choose a standard'], ...options(standards)]}
        />
        <Field label="Certificate number" name="certificatenumber" required maxLength={100} />
        <Field label="Certifying body" name="certifyingbody" required maxLength={200} />
        <Field label="Grade" name="grade" maxLength={50} />
        <SelectField
          label="Site"
          name="siteid"
          options={[['', 'The whole company'], ...sites.map((s): [number, string] => [s.siteid, s.sitename])]}
        />
        <Field label="Issue date" name="issuedate" type="date" required />
        <Field label="Expiry date" name="expirydate" type="date" required />
      </div>
      <TextArea label="Scope" name="scope" maxLength={2000} />
      <ErrorMessage error={error} />
      <div class="buttons">
        <button type="submit" class="primary" disabled={busy}>
          Save certificate
        </button>
        <button type="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
