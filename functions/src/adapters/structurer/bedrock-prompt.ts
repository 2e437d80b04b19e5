import type { DocumentType } from '@fairbill/shared';

/**
 * The extraction prompt, kept as data: its version is recorded with every extraction, so a changed
 * prompt is a new version and older results stay explainable.
 */
export const bedrockPrompt = {
  version: 'extract-2026-12',
  system:
    'You extract data from US medical documents for the patient who owns them. Use only what the document shows. ' +
    'Dates are YYYY-MM-DD. Amounts are numbers in US dollars without symbols. Leave out optional fields the document does not show. ' +
    'Set confidence (0 to 1) to how sure you are of the whole result, and fieldConfidence per field.',
  task: {
    medical_bill: 'Extract the medical bill: provider, patient, invoice number and date, service date, subtotal, insurance paid and discounts, amount due, the due date if the bill states one, line items, and the pay-online link if any.',
    insurance_payment: 'Extract the Explanation of Benefits: insurer, statement date, claim number, member, service date, provider, service, amount billed, allowed amount, copay, deductible, plan paid, patient responsibility, whether the provider is in network, and the appeal deadline if the notice states a date.',
    user_payment: 'Extract the payment receipt: merchant, transaction date, total amount, payment method, transaction id and the items paid for.',
  } satisfies Record<DocumentType, string>,
  toolName: { medical_bill: 'record_medical_bill', insurance_payment: 'record_eob', user_payment: 'record_receipt' } satisfies Record<DocumentType, string>,
  readerTextHeader: 'Text read from the document (one line per row, cells separated by " | "):',
  keyValuesHeader: 'Key/value pairs found by the reader:',
} as const;
