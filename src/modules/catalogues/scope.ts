import type { SupplierAccess } from '../../http/scope.js';
import { specOwner } from '../products/spec.repository.js';

/**
 * The supplier scope sees where its own specs are listed and may export them; wholesalers, their catalogues
 * and publications are the organisation's (403). Another company's psid answers as a missing one.
 */
export const ownSpec: SupplierAccess = { owner: specOwner, in: 'params', field: 'psid' };
