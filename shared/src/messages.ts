// Every user-facing string that is the output of a rule (product-spec sections 2, 4, 5 and 8), in one
// place so the SPA and the functions import it instead of retyping it. Spec strings are verbatim;
// the few not given by the spec (marked "ours") are kept short and plain.
import { ACCOUNT_EXPORT_RETENTION_DAYS } from './constants';

export const PRODUCT_NAME = 'FairBill';

export const authMessages = {
  errorTitle: 'Error',
  missingCredentials: 'Please enter both email and password',
  signInFailedTitle: 'Sign in failed',
  registrationFailedTitle: 'Registration failed',
  unexpectedError: 'An unexpected error occurred',
  signedIn: 'Signed in successfully',
  accountCreated: 'Account created successfully! Please check your email to verify your account.',
  userNotAuthenticated: 'User not authenticated',
} as const;

export const registrationMessages = {
  missingRequired: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
} as const;

export const passwordHintMessages = {
  tooShort: 'Password too short',
  weak: 'Password strength: Weak',
  good: 'Password strength: Good',
  mismatch: 'Passwords do not match',
} as const;

export const verificationMessages = {
  notConfirmed: 'Email not yet confirmed. Please check your email and click the confirmation link.',
  noUser: 'No user found. Please check your email and try the confirmation link again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const addMemberMessages = {
  // ours: the spec only disables the button.
  missingFields: 'First name, last name and relationship are required',
} as const;

export const contactMessages = {
  // ours: the spec relies on required inputs.
  missingFields: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  tooLong: 'This field is too long',
  sentTitle: 'Message Sent!',
  sentDescription: (name: string = PRODUCT_NAME) => `Your message has been sent to our team. ${name} will get back to you soon.`,
} as const;

export const paymentMessages = {
  // ours: Decision 5 validates the card in the browser.
  invalidAmount: 'Please enter a valid payment amount',
  invalidCardNumber: 'Please enter a valid card number',
  invalidExpiry: 'Please enter the expiry date as MM/YY',
  expired: 'This card has expired',
  invalidCvv: 'CVV must be 3 or 4 digits',
  missingName: 'Please enter the name on the card',
  subtitle: 'Secure payment processing for your medical bills',
  cardEnding: (lastFour: string) => `Card ending ${lastFour}`,
  payButton: (amount: string) => `Pay $${amount}`,
} as const;

export const uploadMessages = {
  failedTitle: 'Upload failed',
  missingBillOrEob: 'Please select at least one file (bill or EOB) and ensure a family member is selected.',
  missingReceipt: 'Please select a file and ensure a family member is selected.',
  /** The toast as one line, e.g. for logs of the SPA's own tests. */
  missingBillOrEobToast: 'Upload failed: Please select at least one file (bill or EOB) and ensure a family member is selected.',
  billUploadFailed: (message: string) => `Bill upload failed: ${message}`,
  eobUploadFailed: (message: string) => `EOB upload failed: ${message}`,
  receiptUploadFailed: (message: string) => `Upload failed: ${message}`,
  successTitle: 'Upload successful!',
  // ours (Decision 10): the server enforces types by content and a 20 MB limit.
  unsupportedType: 'This file type is not supported. Please upload a PDF, JPG, PNG, DOC or DOCX file.',
  contentNotSupported: 'The file content is not a PDF, JPG, PNG, DOC or DOCX document.',
  tooLarge: 'This file is too large. The maximum size is 20 MB.',
  empty: 'This file is empty.',
} as const;

export const aiMessages = {
  noResponse: 'No response from AI service',
  parseFailed: 'Failed to parse AI response as JSON',
  missingField: (field: string) => `Missing ${field} in extracted data`,
  // ours: a present but malformed value.
  invalidField: (field: string) => `Invalid ${field} in extracted data`,
  billFailedTitle: 'AI Processing Failed',
  eobFailedTitle: 'EOB Processing Failed',
  receiptFailedTitle: 'Receipt Processing Failed',
  billFailedFallback: 'Failed to process document with AI',
  eobFailedFallback: 'Failed to process EOB with AI',
  receiptFailedFallback: 'Failed to process receipt with AI',
  billCompleteTitle: 'AI Analysis Complete',
  billReviewTitle: 'AI Analysis Complete - Review Required',
  billReviewDescription: 'The AI found some issues that need your attention. Please review the extracted data.',
  eobCompleteTitle: 'EOB Analysis Complete',
  receiptCompleteTitle: 'Receipt Analysis Complete',
  // ours: the low-confidence variants "ask the user to review the data".
  lowConfidenceDescription: 'Some values were hard to read. Please review the extracted data.',
  billExtractFailed: 'Failed to extract bill data from image',
  eobExtractFailed: 'Failed to extract EOB data from image',
  receiptExtractFailed: 'Failed to extract receipt data from image',
} as const;

// ours: a page the reader could not draw or read (a pdf.js failure inside a file it opened). The
// file, not the AI, is the cause, so the reason says what to upload instead.
export const readerMessages = {
  pageUnreadable: 'A page of this document could not be read. Please upload a new copy: save or scan it again as a PDF, or take a photo of each page.',
} as const;

export const documentMessages = {
  unexpectedError: 'An unexpected error occurred.',
  addFailed: 'Failed to add document',
  addBillFailed: 'Failed to add medical bill',
  addInsurancePaymentFailed: 'Failed to add insurance payment',
  addPaymentFailed: 'Failed to add payment record',
  updateFailed: 'Failed to update document',
  updateBillFailed: 'Failed to update medical bill',
  removeFailed: 'Failed to remove document',
  removeBillFailed: 'Failed to remove medical bill',
  added: 'Document added successfully!',
  billAdded: 'Medical bill added successfully!',
  insurancePaymentAdded: 'Insurance payment added successfully!',
  paymentAdded: 'Payment record added successfully!',
  updated: 'Document updated successfully!',
  billUpdated: 'Medical bill updated successfully!',
  removed: 'Document removed successfully!',
  billRemoved: 'Medical bill removed successfully!',
  downloadFailed: (message: string) => `Failed to download file: ${message}`,
  notFound: 'Document not found',
} as const;

export const analysisMessages = {
  duplicateLineItems: 'Potential duplicate line items detected',
  subtotalMismatch: (subtotal: string, amountBilled: string) =>
    `Bill subtotal (${subtotal}) does not match EOB amount billed (${amountBilled})`,
  lowConfidence: 'Low AI confidence - manual review recommended',
  highAmountDue: 'Amount due is unusually high - verify with provider',
  amountDueMismatch: (amountDue: string, expected: string) =>
    `Amount due (${amountDue}) does not match subtotal minus insurance plan paid (${expected})`,
  clarifyAmountOwed: 'Contact provider to clarify correct amount owed',
  noServiceDate: 'No service date found on the bill',
  noInvoiceNumber: 'No invoice number found on the bill',
} as const;

export const matchMessages = {
  perfect: 'Your EOB and bill match. CLICK HERE TO PAY NOW',
  partial: 'Your EOB and bill do not match. Click here for list of potential explanations and actions',
  none: 'No matching EOB found.',
  historyMatch: 'Your EOB and bill match. Click HERE to pay your bill',
  historyMismatch: 'Your EOB and bill do not match. Click here for list of potential explanations and actions',
  inNetworkOwe: (patientResponsibility: string) =>
    `Your EOB details indicate you owe ${patientResponsibility} on this in-network bill. Send provider copy of EOB. Do not pay at this time.`,
} as const;

export const displayFallbacks = {
  invalidDate: 'Invalid Date',
  unknown: 'Unknown',
  unknownProvider: 'Unknown Provider',
  unknownInsurance: 'Unknown Insurance',
  unknownMethod: 'Unknown Method',
  billNotFound: 'Bill not found.',
  missingRecord: 'null',
  pageNotFound: 'Oops! Page not found',
} as const;

export const searchMessages = {
  beforeResults: 'Use the search form above to find bills and documents.',
  foundResults: (count: number, memberFirstName?: string | null) =>
    `Found ${count} result(s)${memberFirstName ? ` for ${memberFirstName}` : ''}`,
  captionBill: 'Amount billed',
  captionEob: 'Insurance payment',
  captionReceipt: 'Payment amount',
} as const;

export const dashboardMessages = {
  allFamilyMembers: 'All Family Members',
  family: 'Family',
  familyView: 'Family View',
  loadingMembers: 'Loading family members...',
  totalLabel: (year: number) => `Total ${year}`,
  welcome: (name: string) => `Welcome ${name}`,
} as const;

// ours (issue 14): the visit ledger's results and the dashboard's list of what needs doing.
export const ledgerMessages = {
  stillOwe: (amount: string) => `You still owe ${amount}`,
  paidInFull: 'Paid in full',
  refundDue: (amount: string) => `Refund due: ${amount}`,
  paidTwice: 'Paid twice?',
  billedBeforeInsurance: 'Billed before insurance processed',
  needsActionTitle: 'Needs your action',
  nothingNeedsAction: 'Every visit is settled.',
  refundsDueTitle: 'Refunds due',
  refundsDueCaption: 'Paid more than your insurer says you owe',
  atStake: 'Amount at stake',
  insurerSaysYouOwe: 'Your insurer says you owe',
  providerBilledYou: 'The provider billed you',
  youPaid: 'You have paid',
  loadFailed: 'We could not load your visits.',
} as const;

// ours: Decision 15, the arithmetic checks of what was read, in plain words.
export const readingCheckMessages = {
  title: 'Please check these figures',
  doubtful: 'Check this value',
  lineItems: (items: string, subtotal: string) => `The line items add up to ${items}, but the bill's total charges are ${subtotal}.`,
  billBalance: (due: string, left: string) => `The amount due (${due}) is more than the charges minus insurance payments and adjustments (${left}).`,
  allowedOverBilled: (allowed: string, billed: string) => `The allowed amount (${allowed}) is more than the amount billed (${billed}).`,
  paidAndOwed: (paid: string, owed: string, allowed: string) => `What the plan paid (${paid}) and what you owe (${owed}) add up to less than the allowed amount (${allowed}).`,
  sharesOverOwed: (shares: string, owed: string) => `The copay and deductible (${shares}) are more than what you owe (${owed}).`,
} as const;

// ours (issue 16): deleting one's account.
export const accountMessages = {
  deleteTitle: 'Delete my account',
  deleteExplanation:
    'This deletes every family member, document, file, payment and correction in your account, and the account itself. It cannot be undone.',
  deleteConfirmLabel: 'Type your e-mail address to confirm',
  deleteButton: 'Delete my account',
  deleting: 'Deleting...',
  deleteConfirmationMismatch: 'Type the e-mail address of your account to confirm.',
  deletedNotice: 'Your account was deleted.',
  deletedMailSubject: 'Your FairBill account was deleted',
  deletedMailText: (firstName: string | null, documents: number) =>
    `Hello${firstName ? ` ${firstName}` : ''},\n\nAs you asked, your FairBill account was deleted, with its family members and ${documents === 1 ? '1 document' : `${documents} documents`}, their files, payments and corrections. Earlier copies of files that our storage keeps for recovery are removed automatically when their retention period ends.\n\nIf you did not ask for this, reply to this e-mail.\n\nFairBill`,
} as const;

// ours (issue 16): "Download all my data".
export const accountExportMessages = {
  title: 'Download all my data',
  explanation: `A ZIP file with every file you uploaded, and your family members, documents, payments and corrections as JSON and CSV files. We prepare it in the background and e-mail you when it is ready. You can download it for ${ACCOUNT_EXPORT_RETENTION_DAYS} days.`,
  startButton: 'Prepare my download',
  startAgainButton: 'Prepare a new download',
  starting: 'Starting...',
  queued: 'Your download will be prepared in a moment...',
  building: (done: number, total: number | null) =>
    total === null || total === 0 ? 'Preparing your download...' : `Preparing your download: ${done} of ${total} ${total === 1 ? 'file' : 'files'} added.`,
  progressLabel: 'Files added to your download',
  ready: (until: string) => `Your download is ready. You can download it until ${until}.`,
  downloadLink: (size: string) => `Download my data (ZIP, ${size})`,
  failed: 'We could not prepare your download. Please try again.',
  stalled: 'Preparing your download stopped before it finished. Please try again.',
  expired: 'Your last download has expired. You can prepare a new one.',
  notFound: 'You have not prepared a download yet.',
  loadFailed: 'We could not check your download.',
  mailSubject: 'Your FairBill data is ready to download',
  mailText: (firstName: string | null, accountPageUrl: string, until: string) =>
    `Hello${firstName ? ` ${firstName}` : ''},\n\nThe copy of your FairBill data you asked for is ready: every file you uploaded, and your family members, documents, payments and corrections as JSON and CSV files.\n\nSign in and download it from your account page until ${until}:\n${accountPageUrl}\n\nFor your safety this e-mail holds no download link of its own. After that date the file is deleted; you can prepare a new one at any time.\n\nIf you did not ask for this, change your password and reply to this e-mail.\n\nFairBill`,
} as const;
