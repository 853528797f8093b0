/**
 * The report uses the PDF standard fonts (Helvetica), which encode WinAnsi (Windows-1252) only: no font file
 * to ship or embed, and the same bytes on every machine. Text outside it is folded to its base letter where
 * Unicode has one (`ő` → `o`) and shown as `?` otherwise (docs/audit-report.md).
 */
const WIN_ANSI_EXTRA = new Set(
  [
    8364, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, 381, 8216, 8217, 8220, 8221, 8226,
    8211, 8212, 732, 8482, 353, 8250, 339, 382, 376,
  ].map((c) => String.fromCharCode(c)),
);

function encodable(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (ch.length !== 1) return false;
  if (code === 10) return true;
  if (code < 32 || (code >= 127 && code < 160)) return false;
  return code < 256 || WIN_ANSI_EXTRA.has(ch);
}

/** Text the standard fonts can show, tabs as spaces, other control characters dropped. */
export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (encodable(ch)) {
      out += ch;
      continue;
    }
    const code = ch.codePointAt(0)!;
    if (code < 32 || (code >= 127 && code < 160)) continue;
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every(encodable) ? base : '?';
  }
  return out;
}
