export { AdminUsers } from './users.js';
export { AdminKeys } from './keys.js';
export { AdminWebhooks } from './webhooks.js';
export { AdminApprovalRules } from './approval-rules.js';
