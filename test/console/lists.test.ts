import { describe, expect, it } from 'vitest';
import { csvCell, listHref, toCsv } from '../../console/src/ui/lists.js';

// The lists' CSV export (console/src/ui/list-export.tsx): cells a spreadsheet would run as formulas open as text.

describe('csvCell', () => {
  it('prefixes text starting with = + - @, a tab or a carriage return with a quote', () => {
    for (const text of ['=1+1', '+44 113', '-2', '@SUM(A1)', '\tx', '\rx', "=cmd|' /C calc'!A0"]) {
      expect(csvCell(text).replace(/^"|"$/g, '').startsWith(`'`), text).toBe(true);
    }
    expect(csvCell('Harbour Smokehouse')).toBe('Harbour Smokehouse');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('keeps numbers as numbers, quotes commas, quotes and line breaks, leaves null empty', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(64.5)).toBe('64.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('Smith, Jones & "Co"')).toBe('"Smith, Jones & ""Co"""');
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe('toCsv and listHref', () => {
  it('writes a header then one line per row, CRLF, with a byte-order mark', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { n: string; s: number | null }) => r.n },
        { header: 'Score', value: (r) => r.s },
      ],
      [
        { n: 'A', s: 1 },
        { n: '@B', s: null },
      ],
    );
    expect(csv).toBe("\ufeffName,Score\r\nA,1\r\n'@B,\r\n");
  });

  it('leaves empty values out of the address', () => {
    expect(
      listHref('/suppliers', { risk: '3', country: '', inactive: false, page: 2, sort: undefined }),
    ).toBe('/suppliers?risk=3&page=2');
    expect(listHref('/suppliers', {})).toBe('/suppliers');
  });
});
