// Wording of the receipt families: real US receipt vocabulary per field (pharmacy registers, card
// terminals, patient and hospital billing portals, practice-management receipts, receipt books), as
// a dev pool and a held-out-only pool. Held-out families draw most of their labels from the held-out
// pool, so the held-out score also measures wording the reading rules were never developed against.
// No held-out label may appear in a dev pool or in the original layouts (the family test checks both).

export type WordPool = { readonly dev: readonly string[]; readonly heldout: readonly string[] };

export const RECEIPT_WORDS = {
  /** Document title under the business name. */
  title: {
    dev: ['RECEIPT', 'Payment Receipt', 'Sales Receipt', 'Customer Receipt', 'Patient Receipt', 'Receipt for Payment', 'Payment Confirmation'],
    heldout: ['Proof of Payment', 'Payment Acknowledgment', 'Transaction Record', 'Record of Payment', 'Payment Summary', 'Paid Receipt', 'Official Receipt', 'Payment Verification', 'Receipt of Payment', 'Transaction Receipt'],
  },
  /** The transaction date (the truth's transactionDate). */
  date: {
    dev: ['Date', 'Transaction Date', 'Payment Date', 'Date Paid', 'Trans Date', 'Date of Payment'],
    heldout: ['Paid On', 'Payment Dt', 'Txn Date', 'Sale Date', 'Payment Received', 'Date Received', 'Payment Made', 'Purchase Date', 'Transaction Dt', 'Pmt Date', 'Paid Date'],
  },
  /** When the copy was printed or generated: a distractor date. */
  printDate: {
    dev: ['Printed', 'Print Date', 'Reprinted on', 'Printed on'],
    heldout: ['Report Generated', 'Copy Produced', 'Run Date', 'Generated On', 'Output Date', 'Document Created'],
  },
  /** The visit or service the payment is for: a distractor date. */
  visitDate: {
    dev: ['Visit Date', 'Date of Service', 'Service Date', 'DOS'],
    heldout: ['Appointment Date', 'Encounter Date', 'Seen On', 'Svc Dt', 'Treatment Date', 'Incident Date'],
  },
  /** What was paid in total (the truth's totalAmount). */
  total: {
    dev: ['TOTAL', 'Total', 'Amount Paid', 'Total Paid', 'Payment Amount', 'Total Amount', 'AMOUNT', 'Amount'],
    heldout: ['Amount Charged', 'Grand Total', 'Amount Received', 'Total Payment', 'You Paid', 'Charged to Card', 'Paid Today', 'Payment Total', 'Net Amount Paid', 'TOTAL SALE', 'Purchase Total', 'Transaction Amount', 'Amount Collected', 'Total Charged', 'Order Total'],
  },
  subtotal: {
    dev: ['Subtotal', 'SUBTOTAL', 'Sub Total', 'SUB-TOTAL'],
    heldout: ['Merchandise Total', 'Items Total', 'Sale Subtotal', 'Net Sales', 'Before Tax', 'Item Subtotal'],
  },
  tax: {
    dev: ['Tax', 'Sales Tax', 'TAX'],
    heldout: ['State Tax', 'Tax Amount', 'Sales & Use Tax', 'Total Tax', 'TX', 'Taxes'],
  },
  tip: {
    dev: ['Tip', 'TIP', 'Gratuity'],
    heldout: ['Driver Tip', 'Added Tip', 'Tip Amount', 'Tip Added', 'Gratuity Added'],
  },
  /** The amount before the tip on a slip that lists no items. */
  base: {
    dev: ['BASE AMOUNT', 'SALE AMOUNT', 'Purchase', 'Base'],
    heldout: ['Amount Before Tip', 'Service Amount', 'Sale Amt', 'Fare Amount', 'Pre-Tip Total'],
  },
  discount: {
    dev: ['Discount', 'Coupon', 'Savings', 'Self-Pay Discount', 'Instant Savings'],
    heldout: ['Member Savings', 'Promo', 'Loyalty Reward', 'Prompt Pay Discount', 'Manufacturer Coupon', 'Rewards Applied', 'Store Coupon', 'Cash Discount', 'Vision Plan Allowance'],
  },
  /** What insurance paid on a prescription (not part of the arithmetic): a distractor amount. */
  savingsNote: {
    dev: ['Your insurance saved you', 'Insurance Savings', 'Insurance Paid'],
    heldout: ['Your plan covered', 'Third Party Paid', 'Benefit Savings', 'Your prescription savings', 'Plan Pays'],
  },
  /** A store's "you saved" summary (sale prices plus coupons already counted): a distractor amount. */
  storeSavings: {
    dev: ['YOU SAVED', 'Savings Today', 'Your Savings'],
    heldout: ['Total Savings Today', 'You Saved Today', 'Savings This Trip', 'Your Total Savings'],
  },
  method: {
    dev: ['Payment Method', 'Paid With', 'Card', 'Tender', 'Payment Type', 'Method'],
    heldout: ['Paid By', 'Funding Source', 'Method of Payment', 'Tender Type', 'Form of Payment', 'Account Used', 'Charged To', 'Pay Type', 'Payment Source'],
  },
  /** The receipt's own number (the truth's transactionId). */
  txnId: {
    dev: ['Transaction ID', 'Confirmation Number', 'Receipt #', 'Ref #', 'Trans ID', 'Receipt No.', 'Reference Number', 'Confirmation #'],
    heldout: ['Confirmation Code', 'Payment ID', 'Trace #', 'Sequence No.', 'Transaction Number', 'Receipt ID', 'Payment Reference', 'Conf #', 'Txn #', 'Transaction Ref', 'Tracking ID', 'Payment Confirmation No.'],
  },
  auth: {
    dev: ['AUTH CODE', 'APPROVAL CODE', 'AUTH #', 'Auth Code'],
    heldout: ['APPR CODE', 'AUTH NO', 'Authorization', 'APPROVAL #', 'AUTHORIZATION CODE'],
  },
  /** Account numbers next to the payer: distractor ids. */
  account: {
    dev: ['Account No.', 'Account #', 'Patient Account', 'Acct #', 'Account Number'],
    heldout: ['Billing Account', 'Guarantor ID', 'Account Ref', 'Patient Acct No', 'Guarantor Account No.', 'Hospital Account'],
  },
  /** The person who paid or was seen: a distractor name near the business name. */
  payer: {
    dev: ['Patient', 'Patient Name', 'Prepared for', 'Received from', 'Guarantor'],
    heldout: ['Payer', 'Account Holder', 'Customer', 'Cardholder', 'Remitter', 'Payor Name', 'Responsible Party'],
  },
  itemHeader: {
    dev: ['Description', 'Item', 'Service'],
    heldout: ['Details', 'Applied To', 'Particulars', 'Item Description', 'Charge Description'],
  },
  amountHeader: {
    dev: ['Amount', 'Price', 'Paid'],
    heldout: ['Amt', 'Payment Applied', 'Line Total', 'Ext Price', 'Applied'],
  },
  tendered: {
    dev: ['CASH', 'Cash Tendered', 'Tendered', 'CASH TEND'],
    heldout: ['Amount Tendered', 'Cash Received', 'Cash Given', 'TENDER CASH'],
  },
  change: {
    dev: ['CHANGE', 'Change Due', 'Change'],
    heldout: ['Change Given', 'CHANGE BACK', 'Your Change', 'Change Returned'],
  },
  balanceAfter: {
    dev: ['Remaining Balance', 'New Balance', 'Balance Due'],
    heldout: ['Balance After Payment', 'Outstanding Balance', 'Account Balance', 'Remaining Amount Owed', 'Current Balance'],
  },
  balanceBefore: {
    dev: ['Previous Balance', 'Balance Before Payment', 'Prior Balance'],
    heldout: ['Beginning Balance', 'Balance Forward', 'Opening Balance', 'Amount Owed Before Payment'],
  },
  entry: {
    dev: ['ENTRY METHOD', 'Entry Method', 'ENTRY'],
    heldout: ['ENTRY MODE', 'POS ENTRY', 'Read Method', 'CARD ENTRY'],
  },
  cashier: {
    dev: ['Cashier', 'Clerk', 'Associate'],
    heldout: ['Served by', 'Operator', 'Team Member', 'Staff', 'Your cashier today was'],
  },
  store: {
    dev: ['Store #', 'Store', 'Location'],
    heldout: ['Site', 'Branch', 'Loc #', 'Store No.', 'Unit'],
  },
  register: {
    dev: ['Register', 'Terminal', 'Lane', 'REG'],
    heldout: ['Term ID', 'Station', 'POS', 'Workstation', 'Till'],
  },
  merchantId: {
    dev: ['MID', 'Merchant ID'],
    heldout: ['MERCH #', 'Merchant No.', 'MERCHANT NUMBER'],
  },
  rx: {
    dev: ['RX#', 'Rx Number', 'Rx #'],
    heldout: ['Prescription #', 'RX NO', 'Script #', 'Rx No.'],
  },
  provider: {
    dev: ['Provider', 'Physician', 'Doctor'],
    heldout: ['Clinician', 'Seen By', 'Attending', 'Practitioner'],
  },
  phone: {
    dev: ['Phone', 'Tel', 'Billing questions'],
    heldout: ['Call us', 'Customer Service', 'Questions? Call', 'Ph'],
  },
  check: {
    dev: ['Check #', 'Check No.'],
    heldout: ['Chk #', 'Check Number', 'Check Ref'],
  },
  /** A second number that is not the receipt's: order, invoice or requisition. */
  otherId: {
    dev: ['Invoice #', 'Order #', 'Requisition #'],
    heldout: ['Work Order', 'Ticket No.', 'Encounter #', 'Order No.', 'Batch #'],
  },
} as const satisfies Record<string, WordPool>;

export type ReceiptField = keyof typeof RECEIPT_WORDS;

/** Business name stems of the families: dev stems beside names.ts, and held-out-only stems. */
export const MERCHANT_STEMS: WordPool = {
  dev: ['Brookhaven', 'Cobalt Bay', 'Tamarack', 'Clearwater Bend', 'Hawthorne Hill', 'Copperleaf', 'Millbrook', 'Orchard Crest'],
  heldout: ['Wrenfield', 'Quarry Glen', 'Sable Ridge', 'Briarwood Hollow', 'Osprey Landing', 'Elderberry Row', 'Windmere', 'Tallgrass', 'Pebble Fork', 'Lanternfield', 'Starling Bay', 'Coldwater Mesa', 'Fennimore', 'Bramblewood'],
};

/** Business name suffixes per kind of merchant. */
export const MERCHANT_SUFFIXES = {
  pharmacy: { dev: ['Pharmacy', 'Drug', 'Apothecary', 'Drugs'], heldout: ['Rx Center', 'Family Pharmacy', 'Chemists', 'Prescription Shop'] },
  drugstore: { dev: ['Drug Store', 'Pharmacy & Market', 'Discount Drugs'], heldout: ['Drug & Variety', 'Corner Drug', 'Pharmacy + Goods'] },
  clinic: { dev: ['Family Medicine', 'Medical Group', 'Primary Care', 'Pediatrics'], heldout: ['Health Associates', 'Medical Clinic PA', 'Physicians PLLC', 'Care Partners'] },
  hospital: { dev: ['Medical Center', 'Regional Hospital', 'Health'], heldout: ['Memorial Health', 'Hospital District', 'Health Network'] },
  dental: { dev: ['Dental Group', 'Family Dentistry'], heldout: ['Dental Studio', 'Smile Center', 'Dental Arts PC'] },
  lab: { dev: ['Clinical Labs', 'Diagnostic Laboratory'], heldout: ['Lab Partners', 'Laboratory Services'] },
  transport: { dev: ['Medical Transport', 'Wheelchair Van Service'], heldout: ['Care Rides', 'Mobility Transit'] },
  ems: { dev: ['EMS', 'Ambulance Service'], heldout: ['Fire Rescue', 'Emergency Services District'] },
  supply: { dev: ['Medical Supply', 'Home Medical Equipment'], heldout: ['Mobility & Home Care', 'DME Outlet'] },
  optical: { dev: ['Eye Care', 'Optical'], heldout: ['Vision Center', 'Eyewear Gallery'] },
  cafe: { dev: ['Hospital Cafe'], heldout: ['Health Cafe', 'Atrium Cafe', 'Wellness Cafe'] },
  telehealth: { dev: ['Virtual Clinic'], heldout: ['Virtual Care', 'Telehealth', 'Online Clinic'] },
  urgent: { dev: ['Urgent Care', 'Walk-In Clinic'], heldout: ['Immediate Care', 'After Hours Clinic'] },
} as const satisfies Record<string, WordPool>;

export type MerchantKind = keyof typeof MERCHANT_SUFFIXES;

/** Marketing, survey and policy lines printed on receipts (noise, no truth). */
export const RECEIPT_NOISE: WordPool = {
  dev: [
    'Go paperless! Sign up for e-statements today.',
    'Flu shots available - no appointment needed.',
    'Thank you for choosing us for your care.',
    'Ask about our prescription savings club.',
    'Refill prescriptions online or with our app.',
  ],
  heldout: [
    'Tell us how we did and enter to win a $500 gift card.',
    'Save time next visit: check in online before you arrive.',
    'Financial assistance is available. Ask any team member.',
    'Earn double reward points on wellness products this week.',
    'Our patient app lets you view results and pay in one place.',
    'Text REFILL to our pharmacy line to refill by phone.',
  ],
};
