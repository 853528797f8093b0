import { api, download, formData, ok, type Schemas } from './api.js';

type Certificate = Schemas['Accreditation'];

/** Attaches a certificate's PDF (replacing any earlier one); an ApiError with the server's message if refused. */
export async function uploadCertificatePdf(c: Certificate, file: File): Promise<void> {
  await ok(
    api.POST('/api/v1/accreditations/{accreditationid}/document', {
      params: { path: { accreditationid: c.accreditationid } },
      body: { file },
      bodySerializer: formData,
    }),
  );
}

/** Saves a certificate's PDF as a file, under the name it was uploaded with. */
export function downloadCertificatePdf(c: Certificate): Promise<void> {
  return download(
    api.GET('/api/v1/accreditations/{accreditationid}/document', {
      params: { path: { accreditationid: c.accreditationid } },
      parseAs: 'blob',
    }),
    c.document?.filename ?? 'certificate.pdf',
  );
}
