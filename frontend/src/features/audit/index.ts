// The audit feature's public entry: the staff screens' shared words.
export { documentTypeLabels, engineLabels, formatInstant } from './audit-labels';
