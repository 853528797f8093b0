export { SupplierList } from './list.js';
export { SupplierCreate } from './create.js';
export { SupplierImport } from './import.js';
export { SupplierDetail } from './detail.js';
