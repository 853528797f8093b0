import type { Queryable } from '../../db/index.js';
import { NotFound } from '../../http/errors.js';
import { composeLabel, type Label } from '../../lib/label/label.js';
import { APPROVED } from '../products/workflow.js';
import * as repo from './label.repository.js';
import { NO_FROZEN_LABEL, VERSION_NOT_FOUND } from './label.schemas.js';

/** A label as answered: which spec and version, whether approved, and the label itself. */
export type LabelView = {
  psid: number;
  versionno: number | null;
  approved: boolean;
  draft: boolean;
  productname: string | null;
} & Label;

/**
 * The label of version `version` as frozen at its approval, or of the working copy (composed now): 404
 * `Product not found` for no such spec, `Version not found`, or a version approved before labels were frozen.
 */
export async function labelOf(db: Queryable, psid: number, version: number | undefined): Promise<LabelView> {
  const working = await repo.findWorkingCopy(db, psid);
  if (!working) throw new NotFound('Product not found');
  if (version === undefined) {
    const approved = working.statusid === APPROVED;
    return {
      psid,
      // An approved spec's working copy is its latest version.
      versionno: approved ? working.latest : null,
      approved,
      draft: !approved,
      productname: working.input.productname,
      ...composeLabel(working.input),
    };
  }
  const frozen = await repo.findFrozenLabel(db, psid, version);
  if (!frozen) throw new NotFound(VERSION_NOT_FOUND);
  if (!frozen.label) throw new NotFound(NO_FROZEN_LABEL);
  return {
    psid,
    versionno: version,
    approved: true,
    draft: false,
    productname: frozen.productname,
    ...frozen.label,
  };
}
