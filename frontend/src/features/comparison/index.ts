// The comparison feature's public entry: a bill against its EOB, as the bill detail, payment,
// explanation, history and patient-actions pages show it.
export { useBillComparison } from './api/bill-comparison';
export { ComparisonGrid } from './comparison-grid';
export { billRow, eobRow, type ComparisonRow } from './comparison-rows';
