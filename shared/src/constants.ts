// Business constants of product-spec section 9 (and ARCHITECTURE.md Decisions), in one place.
export const MIN_PASSWORD_LENGTH = 6;
export const GOOD_PASSWORD_LENGTH = 8;
export const MANUAL_REVIEW_CONFIDENCE = 0.7;
/** Below this a field's value is shown as doubtful: the user is asked to check it (Decision 15). */
export const DOUBTFUL_FIELD_CONFIDENCE = 0.9;
/** $50,000, in cents like every amount (Decision 13). */
export const HIGH_AMOUNT_DUE_CENTS = 5_000_000;
/** The spec's 0.01 tolerance, in cents. */
export const AMOUNT_TOLERANCE_CENTS = 1;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const VERIFICATION_WAIT_MS = 1_000;
export const VERIFICATION_REDIRECT_MS = 3_000;
export const AI_TEMPERATURE = 0.1;
export const AI_MAX_TOKENS = { medical_bill: 2000, insurance_payment: 2000, user_payment: 1500 } as const;
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CARD_EXPIRY_MAX_LENGTH = 5;
export const CARD_CVV_MAX_LENGTH = 4;
export const DOCUMENT_BUCKETS = ['medical-documents', 'insurance-documents'] as const;
/** Days a "Download all my data" ZIP can be downloaded before it is deleted (issue 16). */
export const ACCOUNT_EXPORT_RETENTION_DAYS = 7;
