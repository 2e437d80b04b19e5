// Wording of the bill families: real US statement vocabulary per field, as a dev pool and a
// held-out-only pool. Held-out families draw most of their labels from the held-out pool, so the
// held-out score also measures wording the reading rules were never developed against. No label of a
// held-out pool may appear in a dev pool or in the original layouts (the family test checks both).

export type WordPool = { readonly dev: readonly string[]; readonly heldout: readonly string[] };

export const BILL_WORDS = {
  /** Document title. */
  title: {
    dev: ['PATIENT STATEMENT', 'Statement', 'Itemized Statement', 'Billing Statement', 'Patient Invoice', 'Statement of Account', 'INVOICE', 'Itemized Bill'],
    heldout: ['Summary of Charges', 'Patient Balance Statement', 'Statement of Services', 'Guarantor Statement', 'Detail Bill', 'Account Statement', 'Bill for Services', 'Patient Account Summary', 'Notice of Balance', 'Charges Summary'],
  },
  patient: {
    dev: ['Patient', 'Patient Name', 'Name', 'Patient:', 'Patient Name:', 'Re: Patient'],
    heldout: ['Services provided to', 'Name of Patient', 'Pt Name', 'Client', 'Client Name', 'Services rendered to', 'Patient Full Name', 'For'],
  },
  /** Statement, account or invoice number (the bill's invoiceNumber). */
  account: {
    dev: ['Account Number', 'Account #', 'Statement Number', 'Invoice #', 'Invoice Number', 'Acct No.', 'Account No.', 'Statement No.', 'Account', 'Invoice No.', 'Statement #', 'Bill Number', 'Account Nbr'],
    heldout: ['Patient Account No.', 'Guarantor Account', 'Billing ID', 'Reference Number', 'Hospital Account #', 'Encounter Number', 'Visit #', 'Acct #', 'Account ID', 'Statement ID', 'Patient Acct', 'Your Account Number', 'Ref #'],
  },
  /** Ambulance trip or run number (the invoiceNumber of a transport bill). */
  trip: {
    dev: ['Run Number', 'Trip Number', 'Incident #', 'Trip #'],
    heldout: ['Transport ID', 'Call Number', 'Run Report #', 'Incident No.', 'Dispatch Number'],
  },
  statementDate: {
    dev: ['Statement Date', 'Invoice Date', 'Billing Date', 'Bill Date', 'Date', 'Date Issued', 'Date of Invoice', 'Billed On'],
    heldout: ['Date of Statement', 'Issue Date', 'Date Prepared', 'Date Billed', 'Stmt Date', 'Statement Generated', 'Invoice Dt', 'Date of Bill'],
  },
  serviceDate: {
    dev: ['Date of Service', 'Service Date', 'Visit Date', 'DOS', 'Date of Visit', 'Date of Treatment', 'Seen On'],
    heldout: ['Treatment Date', 'Encounter Date', 'Svc Date', 'Appointment Date', 'Date Seen', 'Date(s) of Service', 'Service Dt'],
  },
  /** A service period (hospital stays, therapy courses): the start is the serviceDate. */
  servicePeriod: {
    dev: ['Dates of Service', 'Service Period', 'Admission - Discharge'],
    heldout: ['Statement Covers Period', 'Service From / Through', 'Admit / Discharge', 'Stay Dates', 'Treatment Period'],
  },
  dueDate: {
    dev: ['Due Date', 'Payment Due', 'Please pay by', 'Due', 'Payment Due By'],
    heldout: ['Due By', 'Pay By', 'Payment Due Date', 'Remit By', 'Pay On or Before'],
  },
  /** Total charges (the bill's subtotal). */
  charges: {
    dev: ['Total Charges', 'Charges', 'Amount Charged', 'Total Billed', 'Subtotal', 'Total Fees', 'Current Charges', 'Total Service Charges'],
    heldout: ['Provider Charges', 'Gross Charges', 'Total Amount Billed', 'Total Services', 'Sum of Charges', 'Total Current Charges', 'Charges This Period', 'Original Charges', 'Total of Services'],
  },
  insurancePaid: {
    dev: ['Insurance Paid', 'Insurance Payments', 'Paid by Insurance', 'Insurance Payment', 'Ins. Payment', 'Insurance Pmt', 'Ins Paid', 'Payment from Insurance'],
    heldout: ['Health Plan Paid', 'Payer Payments', 'Plan Payment', 'Insurance Credits', 'Received from Insurance', 'Primary Insurance Paid', 'Amount Paid by Your Plan', 'Insurer Payment', 'Third Party Payments', 'Ins Pmts'],
  },
  /** Adjustments, discounts and write-offs (the bill's insuranceDiscount). */
  adjustments: {
    dev: ['Adjustments', 'Contractual Adjustment', 'Insurance Discount', 'Discount', 'Write-off', 'Insurance Adjustment', 'Adjustment', 'Ins. Adjustment', 'Contractual Write-off', 'Discount Applied'],
    heldout: ['Network Savings', 'Plan Discount', 'Contractual Allowance', 'Provider Adjustments', 'Courtesy Discount', 'Discounts & Adjustments', 'Amount Not Allowed', 'Negotiated Savings', 'Allowance', 'Adj'],
  },
  /** The patient's own payments (no truth field: they only enter the arithmetic). */
  patientPaid: {
    dev: ['Patient Payments', 'Payments', 'Your Payments', 'Payment Received', 'Patient Payment', 'Less Payments'],
    heldout: ['Paid by You', 'Patient Paid', 'Payments Received - Thank You', 'Copay Collected', 'Amount You Paid', 'Guarantor Payments', 'Pt Pmts'],
  },
  amountDue: {
    dev: ['Amount Due', 'Balance Due', 'Total Due', 'Patient Balance', 'Please Pay', 'Patient Balance Due', 'Amount Owed', 'Balance', 'Total Balance Due', 'Now Due'],
    heldout: ['Pay This Amount', 'Your Balance', 'Current Balance Due', 'Amount Now Due', 'Balance Owed', 'Total Amount Due', 'New Balance', 'Please Remit', 'Amount You Owe', 'Due From Patient', 'Your Share'],
  },
  phone: {
    dev: ['Billing questions', 'Phone', 'Questions? Call', 'Tel', 'Customer Service', 'Call', 'Billing Phone'],
    heldout: ['Billing Office', 'Call us at', 'Patient Financial Services', 'Billing Inquiries', 'Telephone', 'Business Office', 'Contact us', 'Billing Dept'],
  },
  payOnline: {
    dev: ['Pay online at', 'Pay your bill online', 'Online payments', 'Pay Online', 'Pay at', 'Visit us online at'],
    heldout: ['Pay securely at', 'To pay by web', 'Manage your account at', 'Quick Pay', 'Make a payment at', 'Pay anytime at', 'Web payments'],
  },
  /** A second person on the bill (parent, spouse): a distractor for the patient name. */
  guarantor: {
    dev: ['Guarantor', 'Responsible Party', 'Bill To', 'Account Holder', 'Subscriber', 'Parent/Guardian'],
    heldout: ['Prepared for', 'Guarantor Name', 'Statement For', 'Insured Party', 'Policyholder'],
  },
  insurer: {
    dev: ['Primary Insurance', 'Insurance', 'Insurance on File', 'Insurance Carrier', 'Insurance Plan'],
    heldout: ['Health Plan', 'Payer', 'Coverage', 'Plan Name', 'Carrier'],
  },
  colDate: {
    dev: ['Date', 'Service Date', 'DOS', 'Date of Service', 'Svc Dt', 'Visit Date'],
    heldout: ['Svc Date', 'Posted', 'Trans Date', 'Date Svc', 'Serv. Date'],
  },
  colCode: {
    dev: ['Code', 'CPT', 'CPT Code', 'HCPCS', 'Procedure Code', 'Service Code', 'Code #'],
    heldout: ['CPT/HCPCS', 'Proc', 'Billing Code', 'Svc Code', 'Item Code', 'Proc Code'],
  },
  colDescription: {
    dev: ['Description', 'Service', 'Service Description', 'Procedure', 'Services', 'Procedure Description'],
    heldout: ['Description of Service', 'Item Description', 'Details', 'Services Rendered', 'Treatment', 'Service Provided'],
  },
  colAmount: {
    dev: ['Amount', 'Charges', 'Charge', 'Fee', 'Billed', 'Amount Charged', 'Total', 'Fees'],
    heldout: ['Charge Amount', 'Total Charge', 'Gross', 'Ext. Amount', 'Price', 'Line Total'],
  },
  enclosed: {
    dev: ['Amount Enclosed', 'Amount Paid', 'Amount Remitted'],
    heldout: ['Enter Amount Paid', 'Payment Amount', 'Amount of Payment', 'Show Amount Paid Here'],
  },
  detach: {
    dev: ['Please detach and return this portion with your payment', 'Detach and return with payment', 'Please return this portion with your payment'],
    heldout: ['Tear off and return the bottom portion with your check', 'Return this stub with your payment', 'Fold, tear here and mail with your check'],
  },
} as const satisfies Record<string, WordPool>;

export type BillField = keyof typeof BILL_WORDS;

/** Marketing and service lines that print on real statements (noise, no truth). */
export const BILL_MARKETING: WordPool = {
  dev: [
    'Go paperless! Sign up for e-statements today.',
    'Ask us about interest-free payment plans.',
    'Thank you for choosing us for your care.',
    'Financial assistance may be available. Ask us how to apply.',
    'We accept Visa, Mastercard, Discover and American Express.',
  ],
  heldout: [
    'Flu shots are here - no appointment needed.',
    'Save time: set up automatic monthly payments.',
    'You may qualify for charity care. Applications are free.',
    'Our new patient app lets you check results and pay in one place.',
    'Please update your insurance information at every visit.',
    'Text PAY to our billing line to pay by phone.',
  ],
};

/** Organisation name stems of the families: dev stems beside names.ts, and held-out-only stems. */
export const ORG_STEMS: WordPool = {
  dev: ['Hollis Creek', 'Westbrook', 'Red Alder', 'Pine Hollow', 'Sycamore Point', 'Northgate'],
  heldout: ['Saltmarsh', 'Ravenmoor', 'Thistledown', 'Larkspur Point', 'Ironwood Falls', 'Bellhaven', 'Marigold Basin', 'Kestrel Bluff', 'Driftwood Cove', 'Sagebrush Flats', 'Heronsgate', 'Oxbow Prairie', 'Alder Crossing', 'Whistler Pines'],
};

/** Organisation suffixes per kind of provider. */
export const ORG_SUFFIXES = {
  hospital: { dev: ['Medical Center', 'Regional Hospital', 'Community Hospital', 'Health System'], heldout: ['Memorial Hospital', 'General Hospital', 'Medical Pavilion', 'Hospital & Clinics', 'Health Campus'] },
  physician: { dev: ['Family Medicine', 'Internal Medicine Associates', 'Medical Group', 'Physicians Group'], heldout: ['Physician Partners', 'Medical Associates PC', 'Primary Care PLLC', 'Specialists LLC'] },
  lab: { dev: ['Diagnostic Laboratories', 'Clinical Labs'], heldout: ['Reference Laboratory', 'Pathology Associates', 'Laboratory Services LLC'] },
  imaging: { dev: ['Imaging Center', 'Radiology Associates'], heldout: ['Diagnostic Imaging', 'MRI & CT Center', 'Radiology Partners PA'] },
  ambulance: { dev: ['Ambulance Service', 'Emergency Transport', 'EMS'], heldout: ['Fire Rescue District', 'Air Medical Transport', 'Mobile Medical Services'] },
  dental: { dev: ['Family Dentistry', 'Dental Group'], heldout: ['Dental Arts', 'Smile Studio', 'Dental Care PLLC'] },
  pharmacy: { dev: ['Pharmacy', 'Drug Co.'], heldout: ['Specialty Pharmacy', 'Compounding Pharmacy', 'Apothecary & Infusion'] },
  anesthesia: { dev: ['Anesthesia Associates', 'Anesthesia Group'], heldout: ['Anesthesia Partners PC', 'Anesthesiology Consultants'] },
  behavioral: { dev: ['Counseling Center', 'Behavioral Health'], heldout: ['Psychological Services', 'Counseling Collective', 'Mind & Wellness Therapy'] },
  therapy: { dev: ['Physical Therapy', 'Rehab Partners'], heldout: ['Rehabilitation Institute', 'Movement & PT', 'Spine & Sport Therapy'] },
  urgent: { dev: ['Urgent Care', 'Walk-In Clinic'], heldout: ['Immediate Care', 'Walk-In Care Center', 'After Hours Clinic'] },
  surgery: { dev: ['Surgery Center'], heldout: ['Ambulatory Surgery Center', 'Surgical Suites', 'Outpatient Surgery LLC'] },
  collection: { dev: ['Collection Services'], heldout: ['Recovery Services', 'Receivables Management', 'Credit Bureau Inc.', 'Collection Bureau'] },
} as const satisfies Record<string, WordPool>;

export type ProviderKind = keyof typeof ORG_SUFFIXES;

/** More invented person names for held-out families (first and last names combined at random). */
export const HELDOUT_FIRST_NAMES = ['Beatriz', 'Desmond', 'Ingrid', 'Kofi', 'Leontine', 'Marcus', 'Noor', 'Percival', 'Rosalind', 'Tobias', 'Valentina', 'Winslow'];
export const HELDOUT_LAST_NAMES = ['Achterberg', 'Bellweather', 'Cordero', 'Dunmore', 'Esterhazy', 'Fairbanks', 'Gallagher', 'Holloway', 'Iwasaki', 'Jaramillo', 'Kettering', 'Lindgren'];

/** Places for addresses: [city, state, ZIP prefix]. Out-of-state families use the second list. */
export const MORE_CITIES = [
  ['Lexington', 'KY', '405'],
  ['Dayton', 'OH', '454'],
  ['Boise', 'ID', '837'],
  ['Duluth', 'MN', '558'],
  ['Macon', 'GA', '312'],
  ['Tacoma', 'WA', '984'],
  ['Provo', 'UT', '846'],
  ['Bangor', 'ME', '044'],
] as const;
export const MORE_STREETS = ['Main Street', 'Park Avenue', 'Hospital Drive', 'Medical Parkway', 'Commerce Way', 'Ridge Road', 'Highland Avenue', 'Valley View Drive', 'Washington Street', 'Maple Avenue'];
