// The visit ledgers' public entry (issue 14): what the dashboard shows of them.
export { NeedsActionList } from './needs-action-list';
export { PaymentLinksList } from './payment-links';
export { RefundsDueCard } from './refunds-due-card';
export { ledgerQueries } from './api/ledgers';
