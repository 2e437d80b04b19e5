// The letters' public entry (issue 14): the dashboard links each visit that needs action to its letter page.
export { WriteLetterLink, letterPagePath } from './write-letter-link';
