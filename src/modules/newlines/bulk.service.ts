import type { Db } from '../../db/index.js';
import type { BulkImport } from '../../http/bulk-import.js';
import { insertAll, lookupProblems } from './bulk.repository.js';
import { readNewlineRow } from './newline-row.js';
import { companySiteProblems, insertNewline } from './newlines.repository.js';
import { CreateNewlineBody } from './newlines.schemas.js';

/**
 * createNewlineBulk's part of the bulk pipeline (http/bulk-import.ts): a row read as POST /newlines reads its
 * body, a batch's good rows checked for their company and site then their lookups, then written in three
 * statements whatever their number; one transaction per row should that fail.
 */
export function newlineImport(
  db: Db,
  userid: number,
): BulkImport<CreateNewlineBody, CreateNewlineBody, { newlineid: number; psid: number }> {
  return {
    what: 'newline',
    nameField: 'productname',
    columns: Object.keys(CreateNewlineBody.properties),
    checkRow: readNewlineRow,
    checkBatch: async (bodies) => {
      const sites = await companySiteProblems(db, bodies);
      const lookups = await lookupProblems(db, bodies);
      return bodies.map((body, k) => {
        const problem = sites[k] ?? lookups[k];
        return problem ? { ok: false as const, message: problem } : { ok: true as const, value: body };
      });
    },
    insertBatch: (bodies) => db.transaction((tx) => insertAll(tx, bodies, userid)),
    insertOne: (body) => db.transaction((tx) => insertNewline(tx, body, userid)),
    failedProblem: () => ({ fields: [], message: 'Database error during newline creation' }),
  };
}
