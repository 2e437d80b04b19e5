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

// ours (issue 14): payments linked to a visit by hand (shared/src/rules/visit-link.ts), on the
// dashboard and in a document's history.
export const visitLinkMessages = {
  title: 'Receipts and payments',
  intro: 'Each payment counts in the visit it pays. FairBill matches a receipt to a visit by its provider, date and amount; link or unlink one yourself when that is wrong.',
  nothingThisYear: 'No receipts or payments this year.',
  /** 'the visit at Lakeside Clinic on 3/4/2025'; either part may be missing. */
  visit: (providerName: string | null, date: string | null) =>
    providerName && date ? `the visit at ${providerName} on ${date}` : providerName ? `the visit at ${providerName}` : date ? `the visit on ${date}` : 'a visit',
  /** Where a listed payment counts, and why. */
  inVisit: (visit: string) => `Counts in ${visit}.`,
  joinedBy: { bill: 'Paid on its bill.', hand: 'Linked by you.', match: 'Matched by FairBill.' },
  notLinked: 'Not linked to a visit: it counts in no visit.',
  unlinkedByYou: 'Unlinked by you: it counts in no visit.',
  linkLabel: 'Link to a visit',
  chooseVisit: 'Choose a visit',
  noVisits: 'There is no visit of this family member this year or the year before to link it to.',
  /** The visits to choose from are grouped by year: a payment often comes in the year after its visit. */
  visitsOf: (year: number) => `Visits of ${year}`,
  link: 'Link',
  unlink: 'Unlink',
  automatic: 'Let FairBill match it',
  saving: 'Saving...',
  saveFailed: 'We could not save that change. Please try again.',
  /** A revision of the payment, in the words of the person who made it. */
  history: {
    linked: (visit: string) => `You linked this payment to ${visit}.`,
    moved: (from: string, to: string) => `You moved this payment from ${from} to ${to}.`,
    unlinkedFrom: (visit: string) => `You unlinked this payment from ${visit}: it counts in no visit.`,
    unlinked: 'You unlinked this payment: it counts in no visit.',
    automatic: 'You removed your link: FairBill matches this payment to a visit by its provider, date and amount again.',
  },
  /** Where a payment stood before or after a change, in a few words (the auditors' record of a revision). */
  state: {
    visit: (visit: string) => `linked to ${visit}`,
    unlinked: 'unlinked by hand',
    automatic: 'automatic match',
  },
} as const;

// ours: a document's history on its page (every revision: a reading, a correction, a link).
export const revisionMessages = {
  title: 'History',
  extraction: 'Read by FairBill.',
  correction: 'Corrected by you.',
  none: 'Nothing yet: the document has not been read.',
  loadFailed: 'We could not load the history of this document.',
} as const;

// ours (issue 14): letters written from a visit's ledger (shared/src/rules/letters.ts).
export const letterMessages = {
  writeLetter: 'Write a letter',
  /** The dashboard link's full name, for screen readers: which visit the letter is about. */
  writeLetterAbout: (visit: string) => `Write a letter about ${visit}`,
  pageTitle: 'Write a letter',
  backToDashboard: 'Back to the dashboard',
  loadFailed: 'We could not load this visit.',
  nothingToWrite: 'This visit is paid in full: there is nothing to dispute.',
  kindLegend: 'Kind of letter',
  kinds: {
    billing_dispute: { label: 'Billing dispute', description: "To the provider's billing office: dispute the balance and ask for an itemized bill." },
    rebill_after_insurance: { label: 'Re-bill after insurance', description: "To the provider's billing office: the bill came before your insurance processed the claim." },
    insurer_appeal: { label: 'Appeal to your insurer', description: 'To your insurer: appeal a denial or the amount it says you owe.' },
  },
  editHint: 'This draft uses the figures of your documents. Read every sentence, change anything that is not right, and add what you know.',
  senderLabel: 'From',
  senderHint: 'Your name, and your address if you want a reply by mail.',
  recipientLabel: 'To',
  subjectLabel: 'RE',
  textLabel: 'Letter',
  save: 'Save and make the PDF',
  saving: 'Saving...',
  saved: 'Letter saved. You can download its PDF below.',
  required: (field: string) => `${field} is required.`,
  tooLong: (field: string, max: number) => `${field} can have at most ${max.toLocaleString('en-US')} characters.`,
  unprintable: (characters: string) => `The PDF cannot print ${characters}. Please remove or replace it.`,
  lettersTitle: 'Letters for this visit',
  noLetters: 'No letters for this visit yet.',
  lettersLoadFailed: 'We could not load the letters of this visit.',
  written: (date: string) => `Written ${date}`,
  notSent: 'Not sent yet',
  sentOn: (date: string) => `Sent on ${date}`,
  followUpOn: (date: string) => `Follow up on ${date}`,
  download: 'Download PDF',
  downloadFailed: 'The download link could not be made.',
  sentOnLabel: 'Sent on',
  followUpLabel: 'Follow up on (optional)',
  recordSent: 'Record sent on',
  updateSent: 'Update',
  sentSaved: 'Saved.',
  sentOnInFuture: 'The day you sent it cannot be later than today.',
  followUpBeforeSent: 'The follow-up day must be on or after the day you sent it.',
  followUpWithoutSent: 'Say when you sent it first.',
  kindNotAvailable: 'This kind of letter does not fit this visit.',
  letterDateOutOfRange: "The letter's date must be today.",
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

// ours (issue 14): deadlines and their e-mail reminders. An e-mail names no amount and no provider,
// only the family member's first name, and links to the app.
type ReminderKind = 'bill_due' | 'appeal' | 'follow_up';
const inDays = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);
// Without a first name (the account holder's own default member): 'your'.
const whose = (firstName: string | null) => (firstName ? `${firstName}'s` : 'your');
// After a line about the sample member's made-up documents: the e-mail is about the demo, not a real bill.
const SAMPLE_REMINDER_NOTE = 'This deadline is from the sample documents, made up to show how FairBill works.';
export const reminderMessages = {
  title: 'Reminders',
  intro: 'Deadlines from your bills, EOBs and letters, soonest first. We e-mail you 14 days and 3 days before each one, and on the day.',
  nothingUpcoming: 'No upcoming deadlines.',
  loadFailed: 'We could not load your reminders.',
  kinds: { bill_due: 'Bill due', appeal: 'Last day to appeal', follow_up: 'Follow up on your letter' } satisfies Record<ReminderKind, string>,
  forMember: (firstName: string) => `For ${firstName}`,
  estimate: 'Estimate',
  estimateReasons: {
    bill_due: 'The bill prints no due date: 30 days from its statement date.',
    appeal: "The EOB prints no appeal deadline: 180 days from its date, the shortest window the law allows for an internal appeal.",
  },
  when: (daysLeft: number) => (daysLeft === 0 ? 'Today' : daysLeft === 1 ? 'Tomorrow' : `In ${daysLeft} days`),
  toggle: 'E-mail reminders',
  toggleLabel: (what: string, day: string) => `E-mail reminders: ${what}, ${day}`,
  accountOff: 'E-mail reminders are off for your account.',
  accountOffLink: 'Turn them on in Your account',
  saveFailed: 'We could not save your change. Please try again.',
  settingsTitle: 'E-mail reminders',
  settingsExplanation:
    'We e-mail you 14 days and 3 days before each deadline of your bills, EOBs and letters, and on the day. The e-mails name only the family member\'s first name and link to FairBill: no amounts, no providers.',
  settingsToggle: 'E-mail me reminders before deadlines',
  timeZone: (zone: string) => `Reminder days follow the calendar of ${zone}.`,
  useDeviceTimeZone: (zone: string) => `Use this device's time zone (${zone})`,
  settingsSaved: 'Your reminder settings are saved.',
  settingsLoadFailed: 'We could not load your reminder settings.',
  mailSubject: (due: readonly { kind: ReminderKind; daysLeft: number }[]) => {
    const [only] = due;
    if (due.length !== 1 || !only) return `FairBill reminders: ${due.length} deadlines coming up`;
    const what = { bill_due: `a bill is due ${inDays(only.daysLeft)}`, appeal: `the last day to appeal is ${inDays(only.daysLeft)}`, follow_up: `follow up on your letter ${inDays(only.daysLeft)}` };
    return `FairBill reminder: ${what[only.kind]}`;
  },
  sampleNote: SAMPLE_REMINDER_NOTE,
  mailLine: (line: { kind: ReminderKind; firstName: string | null; day: string; daysLeft: number; estimated: boolean; sample?: boolean }) => {
    const when = `${line.day} (${inDays(line.daysLeft)})`;
    const sample = line.sample ? ` ${SAMPLE_REMINDER_NOTE}` : '';
    switch (line.kind) {
      case 'bill_due':
        return `${line.firstName ? `${line.firstName}'s` : 'Your'} bill is due on ${when}.${line.estimated ? ' That day is an estimate: the bill prints no due date, so we count 30 days from its statement date.' : ''}${sample}`;
      case 'appeal':
        return `The last day to appeal ${whose(line.firstName)} EOB is ${when}.${line.estimated ? " That day is an estimate: 180 days from the EOB's date, the shortest window the law allows for an internal appeal." : ''}${sample}`;
      case 'follow_up':
        return `Follow up on the letter you sent about ${whose(line.firstName)} visit: ${when}.${sample}`;
    }
  },
  mailText: (lines: readonly string[], dashboardUrl: string, accountUrl: string) =>
    `Hello,\n\nA reminder from FairBill:\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\nSee the details in FairBill:\n${dashboardUrl}\n\nYou can turn off the reminders of one deadline in the Reminders list on your dashboard, or every reminder e-mail on your account page:\n${accountUrl}\n\nFairBill`,
} as const;

// ours (issue 14): "Try it with sample documents", a new user's first run.
export const sampleMessages = {
  /** The sample member's name wherever it is shown. */
  memberName: (name: string) => `Sample: ${name}`,
  badge: 'Sample',
  documentNote: 'A sample document, made up to show how FairBill works.',
  offerTitle: 'See FairBill at work in a minute',
  offerExplanation:
    'Add a sample family member with made-up bills, EOBs and receipts. FairBill reads them as it reads yours, and shows totals, a bill that matches its EOB, one that does not, a refund due and a reminder. Removing the sample member deletes them all.',
  tryIt: 'Try it with sample documents',
  adding: 'Adding the sample documents...',
  addFailed: 'We could not add the sample documents. Please try again.',
  title: 'Sample documents',
  explanation: (name: string) => `${name}'s bills, EOBs and receipts are samples, made up to show how FairBill works. Removing the sample member deletes them all.`,
  progressLabel: 'Reading the sample documents',
  progress: (read: number, total: number) => `Reading the sample documents: ${read} of ${total} read.`,
  failed: (count: number) => `${count === 1 ? '1 sample document' : `${count} sample documents`} could not be read.`,
  visitsTitle: 'The sample visits',
  billMatches: 'The bill matches its EOB',
  billDoesNotMatch: 'The bill does not match its EOB',
  remove: 'Remove the samples',
  loadFailed: 'We could not load the sample documents.',
  notEmpty: 'Sample documents can only be added to an account that has no documents yet.',
} as const;
