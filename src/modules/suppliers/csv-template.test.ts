import { describe, expect, it } from 'vitest';
import { csvLine } from '../../lib/csv.js';
import { supplierCsvTemplate, TEMPLATE_EXAMPLE } from './csv-template.js';

describe('supplierCsvTemplate', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvLine(['=SUM(A1:A9)', '+44 1', '-2', '@cmd', 'plain'])).toBe(
      "'=SUM(A1:A9),'+44 1,'-2,'@cmd,plain\r\n",
    );
  });

  it('has an example row with nothing to neutralise, so it imports unchanged', () => {
    for (const v of Object.values(TEMPLATE_EXAMPLE)) expect(String(v)).not.toMatch(/^[=+\-@\t\r]/);
    expect(supplierCsvTemplate()).not.toContain("'");
  });
});
