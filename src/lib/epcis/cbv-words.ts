/**
 * The CBV 2.0 business transaction types in words, as the CBV names them (section 8.5), for a person's eyes: the
 * console's event card and the FSMA 204 spreadsheet's "Reference document type" read the same words.
 */
export const BIZ_TRANSACTION_TYPE_WORDS: Readonly<Record<string, string>> = {
  bol: 'Bill of lading',
  cert: 'Certificate',
  desadv: 'Despatch advice',
  inv: 'Invoice',
  pedigree: 'Pedigree',
  po: 'Purchase order',
  poc: 'Purchase order confirmation',
  prodorder: 'Production order',
  recadv: 'Receiving advice',
  rma: 'Return merchandise authorisation',
  testprd: 'Test procedure description',
  testres: 'Test result',
  upevt: 'Upstream EPCIS event',
};
