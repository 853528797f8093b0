import '../admin/admin.css';
import '../suppliers/suppliers.css';
import '../traceability/traceability.css';
import './incidents.css';

export { IncidentList } from './list.js';
export { IncidentNew } from './new.js';
export { IncidentAlert } from './alert.js';
export { IncidentPage } from './incident-page.js';
