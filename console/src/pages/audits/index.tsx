/** The audit screens: the list, a new audit, and conducting one (offline-tolerant, console/src/offline/). */
export { AuditList } from './list.js';
export { AuditCreate } from './create.js';
export { AuditConduct } from './conduct.js';
