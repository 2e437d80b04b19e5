// Wording of the EOB families: real US Explanation of Benefits vocabulary per field (national
// carriers, regional plans, Medicare-style notices, dental plans, member portals), as a dev pool and
// a held-out-only pool. Held-out families draw most of their labels from the held-out pool, so the
// held-out score also measures wording the reading rules were never developed against. No label of a
// held-out pool may appear in a dev pool or in the original layouts (the family test checks both).

export type WordPool = { readonly dev: readonly string[]; readonly heldout: readonly string[] };

export const EOB_WORDS = {
  /** Document title under the insurer's name. */
  title: {
    dev: ['Explanation of Benefits', 'EXPLANATION OF BENEFITS', 'Your Explanation of Benefits', 'Health Care Claim Summary', 'Explanation of Benefits Statement', 'Benefits Statement', 'Claim Summary Statement', 'Member Explanation of Benefits'],
    heldout: ['Explanation of Health Care Benefits', 'Statement of Benefits', 'Claims Processing Statement', 'Your Health Statement', 'Medical Claim Statement', 'Benefit Explanation', 'Member Claim Statement', 'Summary of Benefits Paid', 'Claim Detail Report', 'Your Benefits Summary'],
  },
  /** The "this is not a bill" banner. */
  notBill: {
    dev: ['THIS IS NOT A BILL', 'This is not a bill', 'THIS IS NOT A BILL - KEEP FOR YOUR RECORDS', 'Please keep this for your records. This is not a bill.', 'NOT A BILL'],
    heldout: ['DO NOT PAY - THIS IS NOT A BILL', 'This statement is not a bill', 'No payment is due to us', 'THIS IS NOT AN INVOICE', 'Save this statement for your tax records', 'Your provider may bill you. This is not a bill.'],
  },
  /** The patient the claim is for (the memberName). */
  member: {
    dev: ['Member', 'Member Name', 'Patient', 'Patient Name', 'Name', 'Patient Name:', 'Member:', 'For'],
    heldout: ['Claim for', 'Patient/Member', 'Covered Person', 'Enrollee', 'Insured Member', 'Services for', 'Member/Patient', 'Person Receiving Care', 'Dependent Name', 'Care Recipient'],
  },
  /** The subscriber or addressee printed next to the patient (a distractor for memberName). */
  holder: {
    dev: ['Prepared for', 'Subscriber', 'Policyholder', 'Employee', 'Primary Member'],
    heldout: ['Statement prepared for', 'Contract Holder', 'Insured', 'Plan Holder', 'Primary Insured', 'Account Holder', 'Mailed to'],
  },
  memberId: {
    dev: ['Member ID', 'ID Number', 'Member ID #', 'Identification Number', 'Subscriber ID', 'Member Number'],
    heldout: ['Enrollee ID', 'Member No.', 'ID #', 'Insured ID', 'Health Plan ID', 'Card ID', 'Unique Member Number'],
  },
  group: {
    dev: ['Group Number', 'Group #', 'Group', 'Group No.', 'Plan'],
    heldout: ['Employer Group', 'Plan Group', 'Grp No', 'Policy Number', 'Group ID', 'Coverage Group'],
  },
  claimNumber: {
    dev: ['Claim Number', 'Claim #', 'Claim ID', 'Claim No.', 'Claim', 'Claim Nbr'],
    heldout: ['Claim Reference', 'Document Control Number', 'ICN', 'Claim Ref #', 'Claim Control #', 'Reference No.', 'Claim Identifier', 'Claim Tracking Number'],
  },
  provider: {
    dev: ['Provider', 'Provider Name', 'Rendering Provider', 'Doctor/Facility', 'Billing Provider', 'Treating Provider', 'Provider of Service'],
    heldout: ['Service Provided By', 'Servicing Provider', 'Health Care Provider', 'Physician/Supplier', 'Care Provided By', 'Facility/Provider', 'Practitioner', 'Attending Provider'],
  },
  /** The provider's own account number for the patient (a distractor for the claim number). */
  account: {
    dev: ['Patient Account No.', 'Account No.', 'Provider Account #', 'Patient Account'],
    heldout: ['Patient Acct #', 'Your Account at Provider', 'Patient Control Number', 'Acct No.', 'Provider Reference'],
  },
  /** The processing date (the statementDate). */
  statementDate: {
    dev: ['Statement Date', 'Date Processed', 'Processed On', 'Processed Date', 'Date', 'Notice Date', 'Date Issued'],
    heldout: ['Date of this notice', 'Date Prepared', 'Issue Date', 'Printed On', 'Run Date', 'Processing Date', 'Date Finalized', 'Statement Issued', 'Adjudication Date'],
  },
  /** When the claim arrived (a distractor date). */
  received: {
    dev: ['Date Received', 'Received', 'Claim Received'],
    heldout: ['Received On', 'Date Claim Received', 'Date Logged', "Rec'd Date", 'Received by Plan'],
  },
  serviceDate: {
    dev: ['Date of Service', 'Service Date', 'Dates of Service', 'DOS', 'Date(s) of Service', 'Service Dates'],
    heldout: ['Svc Date', 'From Date', 'Date Svc', 'Service From', 'Date Care Received', 'Treatment Date', 'Service Begin Date', 'When'],
  },
  service: {
    dev: ['Service', 'Service Description', 'Description', 'Procedure', 'Type of Service', 'Service Provided'],
    heldout: ['Procedure Description', 'What Was Done', 'Service Details', 'Treatment', 'Care Received', 'Svc Description', 'Procedure/Service', 'Services Received'],
  },
  code: {
    dev: ['Code', 'CPT', 'Procedure Code', 'Proc Code', 'CPT/HCPCS'],
    heldout: ['Svc Code', 'Billing Code', 'Proc', 'HCPCS Code', 'Procedure No.'],
  },
  billed: {
    dev: ['Amount Billed', 'Billed', 'Charges', 'Amount Charged', 'Billed Amount', 'Total Charges', 'Provider Charges', 'Charged'],
    heldout: ['Provider Billed', 'Submitted Charges', 'Amount Provider Billed', 'Claim Charge', 'Submitted Amount', 'Charge Amount', 'Gross Charge', 'Total Submitted'],
  },
  discount: {
    dev: ['Discount', 'Network Savings', 'Network Discount', 'Plan Discount', 'Savings', 'Provider Discount', 'Discount/Savings'],
    heldout: ['Amount Not Allowed', 'Negotiated Savings', 'Contract Savings', 'Allowance Reduction', 'Amount Saved', 'Your Savings', 'Provider Write-Off', 'Reduction'],
  },
  notCovered: {
    dev: ['Not Covered', 'Non-covered', 'Amount Not Covered', 'Non-Covered Charges', 'Not Payable'],
    heldout: ['Excluded Amount', 'Ineligible Charges', 'Amount Not Eligible', 'Denied Charges', 'Non-Covered Amount', 'Services Not Covered', 'Not Covered by Plan'],
  },
  allowed: {
    dev: ['Allowed', 'Allowed Amount', 'Approved', 'Plan Allowance', 'Eligible Amount', 'Approved Amount', 'Covered Amount', 'Allowed Charges'],
    heldout: ['Negotiated Rate', 'Maximum Allowable', 'Amount Allowed', 'Eligible Expense', 'Contracted Amount', 'Covered Charges', 'Benefit Allowance', 'Recognized Amount', 'Considered Amount'],
  },
  deductible: {
    dev: ['Deductible', 'Applied to Deductible', 'Deductible Amount', 'Ded', 'Deductible Applied'],
    heldout: ['Amount Applied to Deductible', 'Deduct', 'Toward Deductible', 'Annual Deductible Applied', 'Ded Amt', 'Your Deductible'],
  },
  copay: {
    dev: ['Copay', 'Copayment', 'Co-pay', 'Copay Amount'],
    heldout: ['Co-payment', 'Fixed Copay', 'Copay Applied', 'Flat Fee', 'Your Copay', 'Copay Amt'],
  },
  coinsurance: {
    dev: ['Coinsurance', 'Co-ins', 'Coinsurance Amount', 'Your Coinsurance'],
    heldout: ['Co-insurance', 'Coins', 'Coinsurance Applied', 'Cost Share', 'Member Coinsurance', 'Coins Amt'],
  },
  planPaid: {
    dev: ['Plan Paid', 'Paid by Plan', 'Benefit Amount', 'Amount We Paid', 'Plan Payment', 'Plan Pays', 'Amount Paid', 'Paid'],
    heldout: ["Plan's Share", 'Health Plan Payment', 'Total Benefits Paid', 'We Paid', 'Amount Paid to Provider', 'Payment Amount', 'Benefits Payable', 'Amount Payable', 'Net Payment'],
  },
  patient: {
    dev: ['Your Responsibility', 'You Owe', 'Patient Resp', 'What You May Owe the Provider', 'Patient Responsibility', 'Amount You Owe', 'Member Responsibility', 'You May Owe'],
    heldout: ['Your Share', 'Your Total Cost', 'Patient Portion', 'Member Owes', 'Amount You May Owe', 'Your Cost', 'Patient Balance', 'Your Out-of-Pocket', 'Total Member Responsibility', 'Pt Resp'],
  },
  network: {
    dev: ['Network Status', 'Network', 'Provider Status', 'In Network?'],
    heldout: ['Network Tier', 'Provider Network', 'Benefit Level', 'Participation', 'Par Status', 'Provider Participation'],
  },
  remarks: {
    dev: ['Remarks', 'Remark Code', 'Notes', 'Message Codes', 'Remark'],
    heldout: ['Explanation Codes', 'Reason Codes', 'Msg', 'See Note', 'Comments', 'Adj Reason'],
  },
  /** Heading of the remark-code explanations. */
  remarkHead: {
    dev: ['Remark Code Descriptions', 'Notes about your claim', 'What the remark codes mean', 'Claim Remarks'],
    heldout: ['Explanation of Codes', 'Messages About This Claim', 'Code Glossary', 'Reason Code Key', 'Notes and Explanations'],
  },
  totals: {
    dev: ['Totals', 'Claim Totals', 'Total', 'Total for this claim'],
    heldout: ['Claim Total', 'Totals for Claim', 'TOTAL CLAIM', 'Sum of Services', 'Claim Summary Total'],
  },
  phone: {
    dev: ['Customer Service', 'Questions? Call', 'Member Services', 'Call us'],
    heldout: ['Member Help Line', 'Need help? Call', 'Contact Us', 'Customer Care', 'For questions call', 'Toll-free'],
  },
  paidTo: {
    dev: ['Payment sent to', 'Paid to', 'Payee'],
    heldout: ['Check issued to', 'Payment issued to', 'Remitted to', 'Pay-To'],
  },
  checkNumber: {
    dev: ['Check Number', 'Check #', 'EFT Number'],
    heldout: ['Payment Reference', 'Trace Number', 'Check/EFT No.', 'Remittance #'],
  },
  /** Heading of a summary box. */
  glance: {
    dev: ['Your claim at a glance', 'Claim Summary', 'Summary', 'Here is a summary of this claim'],
    heldout: ['At a Glance', 'Quick Look at Your Claim', 'Your Costs in Brief', 'Claim Snapshot', 'The Bottom Line', 'What this means for you'],
  },
  /** Year-to-date accumulators (distractor amounts). */
  accDeductible: {
    dev: ['Deductible met', 'Annual deductible met to date', 'Deductible Met'],
    heldout: ['Deductible Satisfied', 'Individual Deductible to Date', 'Year-to-Date Deductible', 'Deductible Accumulated'],
  },
  accOop: {
    dev: ['Out-of-pocket met', 'Out-of-Pocket Maximum Met', 'OOP Met'],
    heldout: ['Out-of-Pocket Accumulated', 'OOP Year to Date', 'Spending Toward Your Limit', 'Out-of-Pocket Limit Used'],
  },
  /** Medicare-style notice columns. */
  msnCharged: {
    dev: ['Amount Provider Charged', 'Amount Charged'],
    heldout: ['Amount the Provider Billed', 'Provider Billed Amount', 'What the Provider Charged'],
  },
  msnApproved: {
    dev: ['Medicare-Approved Amount', 'Medicare Approved'],
    heldout: ['Plan-Approved Amount', 'Amount Approved by Plan', 'Plan Approved'],
  },
  msnPaid: {
    dev: ['Medicare Paid', 'Amount Medicare Paid'],
    heldout: ["Plan's Payment", 'Amount Plan Paid', 'Our Payment'],
  },
  msnMax: {
    dev: ['Maximum You May Be Billed', 'You May Be Billed'],
    heldout: ['Most You Can Be Billed', 'The Most You May Owe', 'Maximum You Owe'],
  },
  /** Dental plan columns. */
  dentalPercent: {
    dev: ['Plan %', 'Covered %', 'Benefit %'],
    heldout: ['Pct Paid', 'Coverage Level', 'Benefit Percentage'],
  },
  tooth: {
    dev: ['Tooth', 'Tooth #'],
    heldout: ['Tooth No.', 'Tooth/Area', 'Th'],
  },
  annualMax: {
    dev: ['Annual Maximum', 'Annual Max Used', 'Calendar Year Maximum'],
    heldout: ['Yearly Benefit Limit', 'Annual Benefit Maximum', 'Benefit Year Max'],
  },
} as const satisfies Record<string, WordPool>;

export type EobField = keyof typeof EOB_WORDS;

/** How a plan prints network status: [in network, out of network]. */
export const NETWORK_VALUES: { readonly dev: readonly (readonly [string, string])[]; readonly heldout: readonly (readonly [string, string])[] } = {
  dev: [
    ['In-Network', 'Out-of-Network'],
    ['In Network', 'Out of Network'],
    ['Participating', 'Non-Participating'],
    ['Network Provider', 'Non-Network Provider'],
    ['IN', 'OUT'],
  ],
  heldout: [
    ['Preferred', 'Non-Preferred'],
    ['Par', 'Non-Par'],
    ['Contracted', 'Non-Contracted'],
    ['Participating Provider', 'Non-Participating Provider'],
    ['Inside Network', 'Outside Network'],
    ['Tier 1 - Preferred', 'Out of Plan'],
  ],
};

/** Why a remark code was printed. */
export type RemarkReason = 'discount' | 'overMax' | 'deductible' | 'copay' | 'coinsurance' | 'notCovered' | 'inNetwork' | 'outNetwork';

/** Remark-code explanations per reason (no amounts in them). */
export const REMARK_TEXTS: Record<RemarkReason, WordPool> = {
  discount: {
    dev: ['Your provider agreed to accept a lower amount for this service. You do not owe the discount.', 'Network discount applied. The provider may not bill you for this amount.'],
    heldout: ['This reduction reflects the rate your provider accepted under contract with your plan.', 'Charge exceeds the negotiated fee schedule. Member is not responsible for the difference.'],
  },
  overMax: {
    dev: ['The charge is more than the maximum allowed amount for an out-of-network provider. You may be billed the difference.', 'Out-of-network charges above the allowed amount are not covered.'],
    heldout: ['Billed amount exceeds the recognized amount for non-contracted providers; the provider may balance bill you.', 'Amount above the plan maximum is the member responsibility.'],
  },
  deductible: {
    dev: ['This amount was applied to your annual deductible.', 'Deductible applies to this service.'],
    heldout: ['Member cost share: amount credited toward the calendar year deductible.', 'You have not yet met your deductible; this amount counts toward it.'],
  },
  copay: {
    dev: ['A copay applies to this service under your plan.', 'Your copayment for this type of visit.'],
    heldout: ['Fixed-dollar cost share per your benefit plan.', 'Office visit copayment per your schedule of benefits.'],
  },
  coinsurance: {
    dev: ['Coinsurance is your share of the allowed amount after the deductible.', 'Your plan pays a percentage of the allowed amount; you pay the rest.'],
    heldout: ['Member percentage share of the eligible expense.', 'Cost sharing after deductible, per your plan design.'],
  },
  notCovered: {
    dev: ['This service is not covered under your plan.', 'Benefit exclusion: this service is not a covered expense.'],
    heldout: ['Non-covered service per the terms of your certificate of coverage.', 'Charges for this service are excluded from your benefits.'],
  },
  inNetwork: {
    dev: ['This provider is in your network. You cannot be billed more than the allowed amount.', 'Participating provider: network pricing applied.'],
    heldout: ['Your provider has a contract with your plan and accepted the plan rate.', 'Claim priced at the preferred-provider rate for this contracted provider.'],
  },
  outNetwork: {
    dev: ['This provider is not in your network. Out-of-network benefits were applied.', 'Non-participating provider: out-of-network benefits apply.'],
    heldout: ['Your provider does not have a contract with your plan; non-preferred benefits were used.', 'Processed at the out-of-network benefit level; balance billing may apply.'],
  },
};

/** Marketing and service lines printed on real EOBs (noise, no truth). */
export const EOB_MARKETING: WordPool = {
  dev: [
    'Go paperless! Sign up for electronic EOBs on our member website.',
    'Download our mobile app to see claims, ID cards and benefits.',
    'Find a network doctor and save: use our online provider search.',
    'Preventive care is covered at no cost when you see a network provider.',
    'Language assistance services are available free of charge.',
  ],
  heldout: [
    'Get a flu shot at no cost at participating pharmacies.',
    'Compare costs before your next procedure with our cost estimator.',
    'Talk to a nurse any time, day or night, at the number on your ID card.',
    'Earn wellness rewards by completing your annual health assessment.',
    'Virtual visits may cost less than an urgent care center.',
    'Report suspected fraud to our special investigations unit.',
  ],
};

/** Insurer name stems: dev stems, and held-out-only invented stems. */
export const INSURER_STEMS: WordPool = {
  dev: ['Bluecrest', 'Evergreen Mutual', 'Northstar', 'Summit Care', 'Tidewater', 'Keystone', 'Prairie Shield', 'Clearbrook'],
  heldout: ['Quarrystone', 'Marrowbay', 'Oakhurst Valley', 'Sablecreek', 'Cindermoor', 'Halcyon Ridge', 'Vantorra', 'Lumenfield', 'Grantham Bay', 'Silverlake Prairie'],
};

/** Insurer name endings per style of carrier. */
export const INSURER_SUFFIXES = {
  national: { dev: ['Health Plan', 'Insurance Company', 'Health Partners', 'Life and Health'], heldout: ['Health Mutual', 'Medical Assurance', 'National Health', 'Benefit Life'] },
  regional: { dev: ['Health Alliance', 'HealthCare', 'Health Plan of the Midlands'], heldout: ['Health Cooperative', 'Care Network', 'Health Plan of the Valley', 'Community Health Plan'] },
  medicare: { dev: ['Medicare Services', 'Medicare Plans'], heldout: ['Senior Advantage', 'Medicare Advantage (PPO)', 'Senior Health Plan (HMO)'] },
  dental: { dev: ['Dental Plan', 'Dental Benefits'], heldout: ['Dental Mutual', 'Dental Network', 'Smile Benefits'] },
  administrator: { dev: ['Benefit Plans', 'Benefit Services'], heldout: ['Benefit Administrators', 'Health Trust', 'Plan Services LLC'] },
} as const satisfies Record<string, WordPool>;

export type InsurerStyle = keyof typeof INSURER_SUFFIXES;

/** Provider name stems: the held-out-only ones are invented for these families. */
export const PROVIDER_STEMS: WordPool = {
  dev: ['Harbor Point', 'Elmhurst', 'Riverside Glen', 'Oak Terrace'],
  heldout: ['Rosewick', 'Brambleton', 'Glenmora', 'Sparrowhill', 'Ashgrove Commons', 'Tamarind Bay', 'Larchmont Heights', 'Foxhaven', 'Moonrise Valley', 'Cresthaven', 'Wildbrook'],
};

/** Provider name endings per kind of provider. */
export const PROVIDER_SUFFIXES = {
  physician: { dev: ['Family Medicine', 'Internal Medicine Associates', 'Medical Group', 'Pediatrics'], heldout: ['Primary Care Partners', 'Physicians PC', 'Medical Associates PLLC'] },
  facility: { dev: ['Medical Center', 'Regional Hospital', 'Community Hospital'], heldout: ['Memorial Health Center', 'General Hospital', 'Hospital & Clinics'] },
  lab: { dev: ['Clinical Labs', 'Diagnostic Laboratories'], heldout: ['Reference Lab', 'Laboratory Partners', 'Pathology Group'] },
  imaging: { dev: ['Imaging Center', 'Radiology Associates'], heldout: ['Diagnostic Imaging LLC', 'Open MRI', 'Radiology Group PA'] },
  dental: { dev: ['Family Dentistry', 'Dental Group'], heldout: ['Dental Studio', 'Smile Dental PC', 'Dental Arts'] },
  ambulance: { dev: ['Ambulance Service', 'EMS'], heldout: ['Fire Rescue', 'Medical Transport Inc', 'Air & Ground Ambulance'] },
  therapy: { dev: ['Physical Therapy', 'Rehab Partners'], heldout: ['Sports & Spine Therapy', 'Rehabilitation Services'] },
  emergency: { dev: ['Emergency Physicians', 'ER Physicians Group'], heldout: ['Emergency Medicine Associates', 'Acute Care Physicians PA'] },
} as const satisfies Record<string, WordPool>;

export type ProviderKind = keyof typeof PROVIDER_SUFFIXES;

/** More invented person names for held-out families. */
export const HELDOUT_FIRST_NAMES = ['Anselm', 'Briony', 'Cassius', 'Delphine', 'Ezra', 'Florentina', 'Gideon', 'Honora', 'Ignatius', 'Jessamy', 'Lorcan', 'Mireille'];
export const HELDOUT_LAST_NAMES = ['Ashcombe', 'Blackwood', 'Carrington', 'Eddington', 'Farrow', 'Greenhalgh', 'Hartigan', 'Inglewood', 'Jessop', 'Kilbride', 'Lockhart', 'Merriweather'];

/** Places for addresses: [city, state, ZIP prefix]. */
export const EOB_CITIES = [
  ['Springfield', 'IL', '627'],
  ['Fairview', 'OR', '970'],
  ['Georgetown', 'TX', '786'],
  ['Madison', 'WI', '537'],
  ['Columbia', 'SC', '292'],
  ['Rochester', 'MN', '559'],
  ['Albany', 'NY', '122'],
  ['Tulsa', 'OK', '741'],
  ['Fresno', 'CA', '937'],
  ['Savannah', 'GA', '314'],
] as const;
export const EOB_STREETS = ['Oak Street', 'Elm Avenue', 'Lakeview Drive', 'Mill Road', 'Orchard Lane', 'Church Street', 'Pinecrest Court', 'Hillside Avenue', 'Meadow Lane', 'Cedar Street'];
/** Insurers' mailing addresses. */
export const PO_BOXES = ['PO Box', 'P.O. Box', 'P O BOX'];
