import type { DocumentType } from '@fairbill/shared';
import { labelTokens } from './text';

// What US bills, EOBs and receipts call each figure. Phrases are matched word by word (with OCR
// slips forgiven) anywhere in a label, and the longest phrase wins: "Maximum You May Be Billed" is
// what you owe, not what was billed. A weight is how surely a phrase means its field.
// Fields that are not part of the extracted data (discount, coinsurance, tax...) are read too:
// they are what the arithmetic checks need to choose and verify the others.

export type FieldKind = 'money' | 'date' | 'name' | 'text' | 'id' | 'network' | 'payment-method';

export type Concept = {
  field: string;
  kind: FieldKind;
  /** `first`: the phrase is a label only where its cell starts with it ("Bar" pays cash; a "CANDY BAR" is bought). */
  phrases: readonly (readonly [phrase: string, weight: number, first?: boolean])[];
  /** A label holding any of these words is not this field ("Total Tax" is no total). */
  unless?: readonly string[];
};

const c = (field: string, kind: FieldKind, phrases: string, options: { weight?: number; unless?: string } = {}): Concept => ({
  field,
  kind,
  phrases: phrases
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => {
      const [phrase = '', weight] = p.split('@');
      const first = phrase.startsWith('^');
      return [phrase.replace(/^\^/, '').trim(), weight ? Number(weight) : (options.weight ?? 1), first] as const;
    }),
  ...(options.unless ? { unless: options.unless.split('|') } : {}),
});

const SERVICE_DATE = c(
  'serviceDate',
  'date',
  'service period|when was the care|date of the care|period of service|when you got care|date you got care|incident date|date of incident|trip date|date of trip|pickup date|visit on|visited on|seen in clinic on|statement covers period@0.8|covers period@0.8|period covered@0.8|seen on|date seen|seen|specimen collected|specimen date|date of care|dates of care|date s of care|service dt|svc dt|visit dt|date of service|dates of service|date s of service|service date|service dates|dos|visit date|date of visit|admission date|admit date|admitted|collection date|date collected|date of transport|transport date|procedure date|exam date|encounter date|treatment date|date of treatment|svc date|serv date|service from|from date|from@0.6|date rendered|first visit|appt date|appointment date|date of appointment|when you received care|date care received|date incurred|incurred date|date dispensed@0.8',
);

const bill: readonly Concept[] = [
  c('patientName', 'name', 'name@0.55|child s name|child name|child@0.8|minor s name|patient name|patient|name of patient|patient transported|patient s name|pt name|statement for@0.9|bill to@0.6|guarantor@0.55|guarantor name@0.55|responsible party@0.5|account holder@0.5|prepared for@0.45|client@0.6|member@0.6|services for|service for|care for@0.7|resident@0.7|resident name|customer name@0.6|beneficiary@0.7|dependent@0.6|patient full name|patient legal name|re patient@0.8|re@0.6|regarding@0.6|dear@0.7|services rendered to|service rendered to|services provided to|care provided to|rendered to@0.8|^for@0.5|person receiving care|patient receiving care|name of person receiving care', {
    unless: 'number|no|id|#|account|acct|balance|payments|payment|responsibility|address|phone|dob|birth|date|portion|owes|due|paid|signature|questions|billing',
  }),
  c('providerName', 'text', 'services provided by|service provided by|your provider@0.8|provider name|facility name|practice name|provider@0.7|facility@0.7|make checks payable to|checks payable to|payable to|remit to|remit payment to|pay to|original creditor|creditor@0.8|original provider|service provider|rendering provider|treating provider|billing provider|billing provider name|hospital name|billed by|physician group|clinic name|physician name|billing entity|laboratory name|lab name|organization name|ambulance provider|ambulance service', {
    unless: 'number|no|id|#|npi|phone|address|tax',
  }),
  c(
    'invoiceNumber',
    'id',
    'invoice number|invoice #|invoice no|invoice id|invoice|superbill #|superbill no|superbill number|superbill id|resident no|resident number|resident #|resident id|har #|har number|hospital account record|hospital account number|hospital account #|statement number|statement #|statement no|statement id|bill number|bill #|bill no|account number@0.95|account #@0.95|account no@0.95|acct #@0.95|acct no@0.95|acct number@0.95|acct id@0.95|patient account@0.95|patient account number@0.95|account@0.8|customer number@0.85|customer #@0.85|customer no@0.85|customer id@0.85|guarantor number@0.8|guarantor #@0.8|accession number@0.9|accession #@0.9|accession@0.9|reference number@0.8|ref #@0.8|encounter number@0.8|encounter #@0.8|visit number@0.8|visit #@0.8|case number@0.8|run number@0.9|run #@0.9|run no@0.9|trip number@0.9|trip #@0.9|incident number@0.85|incident #@0.85|receipt #@0.85|receipt number@0.85|claim number@0.6|rx #@0.7|record number@0.7|mrn@0.5',
    { unless: 'date|balance|due|total|amount' },
  ),
  c(
    'invoiceDate',
    'date',
    'billed on|issued on|printed on|prepared on|statement as of|invoice date|invoice dt|statement date|statement dt|stmt date|billing date|bill date|bill dt|date billed|date of statement|date of bill|date issued|issue date|issued|print date|date printed|notice date|date of notice|statement period@0.45|date@0.5|as of@0.6|statement generated|generated on|date generated',
    { unless: 'service|due|birth|dob|visit|admission|transport|collection|payment|paid|received' },
  ),
  SERVICE_DATE,
  // Issue 14's deadlines: the day the statement asks to be paid by.
  c(
    'dueDate',
    'date',
    'due date|payment due date|payment due|payment due by|due by|due on|due on or before|pay by|please pay by|pay on or before|payment requested by|pay in full by|please remit by|remit by|due@0.7|pay before|please pay before|payment must be received by|must be received by|balance due date|bill due date|payable by|last day to pay|send payment by|please send payment by|make payment by|payment by',
    { unless: 'service|birth|dob|visit|admission|past|overdue' },
  ),
  c(
    'subtotal',
    'money',
    'total charges|total charge|subtotal|sub total|charges@0.8|debits@0.7|total debits|total billed|billed amount|amount billed|total amount billed|gross charges|total fees|total services|total service charges|current charges|new charges|total amount of charges|original charges|charges this statement|total of charges|account charges|billed charges|total hospital charges|amount charged|billed to insurance@0.9|amount submitted to insurance@0.9|submitted to insurance@0.9|sum of charges|charges before insurance|total before insurance|provider charges|fee amount@0.8|total fee',
    { unless: 'insurance|plan|payment|payments|paid|adjustment|adjustments' },
  ),
  c(
    'insurancePaid',
    'money',
    'insurance paid|insurance payment|paid by your plan|paid by your health plan|paid by health plan|your plan paid|your health plan paid|insurance payments|paid by insurance|insurance paid amount|ins paid|ins payment|ins payments|ins pmt|ins pmts|insurer paid|paid by insurer|payments by insurance|insurance credits@0.8|plan paid|paid by plan|health plan paid|medicare paid|medicaid paid|primary insurance paid|primary paid|secondary insurance paid|insurance reimbursement|insurance reimbursed|payer paid|payer payments|insurance@0.6|insurance received|medicare payment|medicare payments|medicaid payment|medicaid payments|plan payment|plan payments|insurer payment|carrier payment|primary insurance payment|secondary insurance payment|carrier paid|paid by carrier|insurance pd|third party payments|third party payment|third party paid|paid by@0.7',
    { unless: 'adjustment|adjustments|discount|pending|billed|estimated|expected|balance|responsibility|patient|you|guarantor|self|cash|check|card' },
  ),
  c(
    'insuranceDiscount',
    'money',
    'insurance discount|insurance adjustment|insurance adjustments|contractual adjustment|contractual adjustments|contractual allowance|contractual|adjustment|adjustments|adjust|adjusted|discount|discounts|write off|write offs|writeoff|network discount|plan discount|provider discount|insurance savings|network savings|savings|allowance|courtesy discount@0.8|prompt pay discount@0.8|self pay discount@0.8|uninsured discount@0.8|not allowed|disallowed|amount not allowed|reduction|insurance write off|managed care adjustment|insurance reduction|contractual reduction',
    { unless: 'payment|payments|paid' },
  ),
  c(
    'patientPayments',
    'money',
    'patient payments|patient payment|patient receipts|patient paid|payments received|payment received|your payments|your payment|paid by you|you paid|payments made|previous payments|payments credits@0.6|payments@0.7|payment@0.6|amount paid@0.7|paid@0.5|patient credits|self pay payments|self pay payment',
    { unless: 'insurance|ins|plan|insurer|payer|medicare|medicaid|due|method|date|online|pay online|address|link' },
  ),
  c(
    'amountDue',
    'money',
    'amount due|balance due|total due|please pay|pay this amount|please pay this amount|you owe|amount you owe|patient owes|patient balance|patient balance due|patient responsibility|your responsibility|your balance|balance@0.8|current balance|new balance|total balance|account balance|statement balance|total amount due|amount due from patient|due from patient|due now|now due|pay now|remaining balance|balance remaining|net amount due|your portion|patient portion|total patient responsibility|balance owed|amount owed|total now due|responsible party balance|responsible party balance due|please remit|amount to remit|remit this amount|remit@0.7',
    { unless: 'previous|prior|forward|minimum|insurance|plan|pending|past|enclosed|from insurance' },
  ),
  // The balance carried from the last statement: what is due now counts it in (no extracted field of its own).
  c('previousBalance', 'money', 'previous balance|prior balance|balance forward|balance brought forward|prior statement balance|previous statement balance|beginning balance|opening balance|balance from last statement|last statement balance|previous amount due|starting balance|old balance|forward balance|balance as of last statement|last bill amount|amount of last statement|last statement amount|carried forward|balance carried forward'),
  // Payments and adjustments counted together ("TOTAL PAYMENTS/ADJUSTMENTS"): a label, so the sum is taken for neither.
  c('totalCredits', 'money', 'payments adjustments|total payments adjustments|total credits|credits adjustments|total payments credits adjustments'),
  c('phoneNumber', 'text', 'phone|telephone|tel|billing questions|questions call|call us|customer service|billing office|billing department|contact us', { unless: 'fax' }),
  c('patientAddress', 'text', 'patient address|address of patient|mailing address@0.6|guarantor address@0.6'),
  c('payOnlineLink', 'text', 'pay online at|pay online|pay your bill online|online payments|online payment|pay at|pay by web|pay on the web|pay your bill at|visit us online|www@0.5'),
];

const eob: readonly Concept[] = [
  c('memberName', 'name', 'who got the care|who received the care|who got care|who was treated|injured person|injured party|injured worker|name@0.55|patient name|patient|member name@0.95|member@0.95|enrollee@0.85|enrollee name@0.85|beneficiary@0.85|beneficiary name@0.85|claim for|patient s name|name of patient|covered person|dependent@0.8|dear@0.8|prepared for@0.7|for@0.3|patient member|member patient|person served|person treated|recipient@0.8|family member@0.8|covered member|claimant@0.85|who got care|care received by|person who received care|patient who received care|received care|care recipient|covered individual|individual@0.7|customer@0.7|customer name@0.8|notice for@0.8|services for|service for|person receiving care|patient receiving care|who received care', {
    unless: 'number|no|id|#|account|acct|responsibility|resp|owe|share|address|dob|birth|date|portion|paid|pays|liability|cost|group|plan|identification|ssn|relationship|total|amount|discount|savings',
  }),
  // "Relation to subscriber: Child": a heading of its own, never a name's value (its own value is never used).
  c('relationship', 'text', 'relationship|relation to subscriber|relationship to subscriber|relation to member|relationship to member|relation to insured|relationship to insured|relation to employee|relationship to employee|relation to student|relationship to student|relationship to patient|relation to participant|relationship to participant|relation to policyholder|relationship to policyholder|relation to enrollee|relationship to enrollee'),
  // The plan's subscriber (the employee, the policyholder): the member only where the EOB names no patient.
  c('subscriberName', 'name', 'subscriber name@0.8|subscriber@0.8|insured name@0.8|insured@0.75|employee@0.6|primary insured@0.5|coverage holder@0.5|policy holder@0.5|policyholder@0.5|cardholder@0.7|plan subscriber@0.8|contract holder@0.6|name of insured@0.8|sponsor name@0.6|participant@0.6|primary enrollee@0.6|covered employee@0.6', {
    unless: 'number|no|id|#|account|acct|responsibility|resp|owe|share|address|dob|birth|date|portion|paid|pays|liability|cost|group|plan|identification|ssn|relationship|total|amount|discount|savings',
  }),
  c('insuranceCompany', 'text', 'insurance company|insurer|insurance carrier|carrier|payer|payor|plan name|insurance plan name|health plan name|name of plan|name of insurer|health plan@0.8|insurance plan@0.8|underwritten by|insured by|coverage provided by|dental plan@0.8|vision plan@0.8|insurance provider|insurance name|your health plan@0.8|primary insurance@0.8|issuer@0.7|insurance co', {
    unless: 'insured|holder|subscriber|number|no|id|#|phone|address|paid|pays|payment|group|type|member|discount|savings|allowed|responsibility|share|provider',
  }),
  // "Administered by Prairie Shield Benefit Plans": a self-funded employer plan's claims are paid by
  // its administrator, the company the member deals with, not the employer named in the heading.
  // "HOSPITAL" over "Elmhurst Medical Center": a facility where a clinician is also named (structureEob).
  c('facilityName', 'text', 'hospital|admitting facility|admitted to'),
  c('administrator', 'text', 'administered by|claims administered by|claims administrator|plan administrator@0.8|third party administrator'),
  c('claimNumber', 'id', 'claim number|claim #|claim no|claim id|claim identifier|claim reference|claim ref|claim@0.7|icn|internal control number|document control number|dcn|reference number@0.6|ref #@0.6|control number@0.8|tcn|transaction control number|internal control no|icn no', {
    unless: 'date|status|received|processed|total|totals|amount|detail|details|summary',
  }),
  c('providerName', 'text', 'clinic@0.8|who provided the care|who provided care|who gave the care|who treated you|provider name|provider@0.9|rendering provider|service provider|treating provider|billing provider|billing practice|billing group|provider office|provider location|practice location|provider of service|provider of services|health care provider|physician@0.8|physician group|provider group|practice group|doctor@0.8|facility@0.8|facility name|hospital name|paid to@0.6|payee@0.6|practitioner|rendered by|servicing provider|attending physician@0.75|attending provider@0.75|performing provider|clinician|health care professional|healthcare professional|professional@0.7|care provider|provider facility|doctor facility|physician facility|facility provider|supplier@0.7|services by|services provided by|claim from@0.7|seen by|visit with@0.8|visit to@0.8|you visited@0.9|visited@0.7|where you got care|care from|care received from|billed by@0.9|care provided by|provided by@0.9|doctor or facility|provider or facility|dentist|treating dentist|dental office|optometrist|eye doctor|rendering physician|eye care provider|pharmacy name|pharmacy@0.7', {
    unless: 'number|no|id|#|npi|phone|address|tax|charges|charged|billed|discount|savings|paid by|network|status|type|responsibility|owe|may|total|amount|directory|call|questions|status|code',
  }),
  c(
    'statementDate',
    'date',
    'eor date|date of review|decided on|date decided|decision date|statement date|date processed|date adjudicated|adjudicated on|adjudication date|processed on|claim processed|processed@0.8|processed this claim on|claim processed on|finalized on|date finalized|processed date|processing date|date of notice|notice date|date issued|issue date|issued|print date|date printed|letter date|mail date|date mailed|mailed on|mailing date|date sent|sent on|run date|report date|eob date|notice of|date prepared|notice prepared|prepared on|payment date@0.6|check date@0.6|date paid@0.6|date@0.5',
    { unless: 'service|services|birth|dob|received|from|through|thru|admission|primary|other|prior' },
  ),
  SERVICE_DATE,
  // Issue 14's deadlines: the last day to appeal, when the notice prints one.
  c('appealDeadline', 'date', 'appeal by|appeal deadline|deadline to appeal|deadline to file an appeal|file an appeal by|file your appeal by|request an appeal by|appeal must be received by|appeals must be received by|appeal must be filed by|last day to appeal|last day to file an appeal|appeal due date|appeal before|appeal no later than'),
  c('service', 'text', 'what kind of care|kind of care|what you got|care received|service details|item or service|benefit description|drg assigned|diagnosis related group|drg description|items or services|care you received|what you received|services you received|service you received|what was done|what was provided|service rendered|services rendered|service performed|services performed|service description|description of service|description of services|service provided|services provided|type of service|service type|service@0.8|services@0.8|description@0.8|procedure@0.9|procedure description|treatment@0.7|benefit type@0.5|medication@0.8|drug name|visit type|type of visit|proc description', {
    unless: 'date|dates|from|to|place|location|provider|code|number|#|no|charges|charged|billed|amount|paid|owe|center|questions|call|type of provider|customer',
  }),
  c('amountBilled', 'money', 'what did the provider charge|provider charge|amount billed|billed amount|billed|billed charges|billed charge|charges|charge@0.9|provider charges|provider charged|amount provider charged|amount charged|charged|total charges|submitted charges|submitted amount|submitted|claim amount@0.8|total billed|provider billed|provider bill|gross charges|charged amount|amount charged by provider|provider s charge|charges submitted|fees charged|fee@0.8|fees@0.8|original charges|original charge|billed to plan|cost of service@0.8|list price@0.7|full price@0.7|retail price@0.6|what was billed|what was charged|what your provider billed|what your provider charged|what the provider billed|what the provider charged|amount claimed|claimed amount|claimed@0.8|doctor price|provider price|doctor charge|doctor charged', {
    unless: 'may|maximum|not|allowed|approved|covered|paid',
  }),
  c('discount', 'money', 'discount|network discount|network savings|savings|plan discount|provider discount|amount not allowed|not allowed|disallowed|disallowed amount|adjustment|adjustments|provider adjustment|contractual adjustment|reduction|amount saved|you saved|negotiated savings|member savings|discounts|write off|provider write off', {
    unless: 'total you owe|paid',
  }),
  c('notCovered', 'money', 'amount not payable|above the allowance|above allowance|above the allowed amount|ineligible amount|amount over allowance|over allowance|amount over the allowance|over the allowance|not covered|non covered|noncovered|amount not covered|not payable|excluded|excluded amount|ineligible|non covered charges|other amounts not covered|not eligible|amounts not covered|denied amount|amount denied|denied@0.8|denied charges|non covered amount|not covered amount|amount your plan does not cover|does not cover|non eligible expense|non eligible|n c@0.8|not cov|non cov|amount above allowed|above allowed|above the allowed'),
  c('allowedAmount', 'money', 'what amount does your plan allow|your plan allow|plan allow|allowed amount|amount allowed|allowed|reasonable amount|reasonable charge|approved amount|approved|plan allowance|allowance@0.9|eligible amount|eligible expense|eligible@0.9|allowable|allowable amount|medicare approved amount|medicare approved|negotiated rate|negotiated amount|covered amount|covered charges|amount covered|plan allowed|qualifying payment amount|qpa|contracted rate|contracted amount|maximum allowable|considered amount|accepted amount|allowed charges|allowed charge|approved charges|eligible charges|covered expenses|negotiated price|network price|plan price|network rate|repriced amount|repriced|plan approved|what your plan allows|what the plan allows|plan allows|amount your plan allows|out of network allowance|in network allowance|network allowance|non network allowance|our rate|our allowed amount|our price', {
    unless: 'not|non|dis',
  }),
  c('copay', 'money', 'copay|co pay|copayment|co payment|copays|copayments|copay amount|your copay|office copay|applied to copay'),
  // What another plan paid first (coordination of benefits): part of the allowed amount, not this plan's payment.
  c('otherPaid', 'money', 'other insurance paid|other insurance|paid by other insurance|other coverage paid|other health insurance paid|primary paid|primary payer paid|paid by primary|primary insurance paid|prior payer paid|other carrier paid|other payer paid|cob paid|cob amount|other insurer paid|other plan paid|oi paid|other insurance payment|prior carrier paid|amount paid by other plan|paid by other plan|coordination of benefits|cob@0.8|tpl amount|third party liability|other carrier payment'),
  c('deductible', 'money', 'deductible|deductibles|applied to deductible|amount applied to deductible|deductible amount|ded|medical deductible|part b deductible|part a deductible|deductible applied|applied toward deductible|toward deductible|amount toward deductible'),
  c('coinsurance', 'money', 'coinsurance|co insurance|coins|co ins|your coinsurance|coinsurance amount|part b coinsurance|part a coinsurance|applied to coinsurance'),
  c('planPaid', 'money', 'what did your plan pay|your plan pay|did the plan pay|plan paid|paid by plan|plan payment|fund payment|fund paid|paid by fund|plan pays|plan paid amount|benefit paid|benefits paid|benefit amount|benefit payment|amount paid@0.85|paid amount@0.85|amount we paid|we paid|what we paid|what your plan paid|your plan paid|health plan paid|insurance paid|paid by insurance|insurer paid|medicare paid|medicaid paid|payment amount@0.8|total paid@0.8|paid to provider|amount paid to provider|total benefit|total benefits|net paid|net payment|claim payment|paid@0.6|plan share|plan responsibility|payable@0.6|insurance payment|payment to provider|plan s payment|plan s share|amount plan paid|what plan paid|health plan s share|benefits payable|amount payable@0.8|paid to you@0.8|paid to provider amount|^plan benefit|dental payment|dental paid|dental plan paid|dental plan payment|vision plan paid|payment@0.55|pays@0.55|payer paid|payor paid|paid by payer|reimbursed|reimbursement|amount reimbursed|reimbursed amount|reimbursement amount', {
    unless: 'you|patient|member|not|previously|your share|deductible|coinsurance|copay|may|owe|other|primary|prior',
  }),
  c(
    'patientResponsibility',
    'money',
    'what do you owe|do you owe|patient responsibility|your responsibility|member responsibility|participant balance|participant responsibility|participant owes|cost share|your cost share|in network cost share|your in network cost share|you owe|what you owe|amount you owe|total you owe|you may owe|what you may owe|may owe|may be billed|maximum you may be billed|you may be billed|patient resp|pt resp|patient owes|patient share|your share|member share|your cost|your total cost|patient amount|patient portion|your portion|amount owed by patient|total patient responsibility|patient liability|member liability|owed by you|your total|amount you may owe|you pay|patient pays|member pays|patient balance|patient cost share|cost share|your costs|your share of cost|what you may be billed|member owes|you could be billed|amount you could owe|balance you may owe|amount due from you|due from patient|patient due|your amount due|your out of pocket|out of pocket@0.8|your bill@0.7|you are responsible for|responsible for@0.7|member cost|member cost share|your total share|what i owe|i owe|amount i owe|what i may owe|i may owe|you are responsible',
    { unless: 'maximum|max|limit' }
  ),
  // "In-network cost", "network deductible": a figure's heading, not whether the provider is in network.
  c('isInNetwork', 'network', 'network status|status@0.6|in ppo|network|network level|network tier|provider level|provider tier|in network@0.8|provider status|ppo status|par status|participating|participation|provider network|network provider|network doctor|network physician|network dentist|network facility|facility network|hospital network|in out of network|par non par|inn oon|provider participation|network participation', {
    unless: 'cost|costs|deductible|rate|rates|price|prices|savings|discount|amount|limit|maximum|share|out of pocket|allowance|allowed|claim|payment|account|processing|marital|student|order|transaction|appeal',
  }),
];

const receipt: readonly Concept[] = [
  c('transactionDate', 'date', 'paid on|transaction date|payment date|receipt date|date paid|date of payment|sale date|purchase date|txn date|trans date|date time|date@0.9|datum@0.9|fecha@0.9|data@0.7|visit date@0.8|date of service@0.7|service date@0.7|posted@0.7|posting date@0.8|processed@0.6|processed on@0.95|payment processed|date processed|tanggal|tgl|charge date|payment submitted on|submitted on|payment made on|date charged|payment sent on|payment received|received on|date received', {
    unless: 'expiration|exp|expires|due|birth|print|printed|return|returns|valid|rx',
  }),
  c('totalAmount', 'money', 'total amount|total paid|amount paid|grand total|total charged|total sale|total sales|sale total|sale amount|fuel sale|fuel total|payment amount|amount charged|charged|total@0.9|amount@0.75|total due@0.8|amount due@0.7|balance due@0.85|bal due@0.85|paid@0.7|payment@0.6|purchase@0.6|amount received|this payment|total payment|balance paid|you paid|total tendered@0.4|net total|nett total|net amount|nett amount|order total|total usd|amount usd|total rm|rounded total|total rounded|total after rounding|total incl|total inclusive|total including|total inclusive of gst|total incl gst|total amount payable|amount payable|total payable|copay collected|copay paid|total collected|amount collected|paid today|payments today|total payments today|payment received|summe|zu zahlen|gesamt|gesamtbetrag|gesamtsumme|endbetrag|betrag@0.7|total ttc|montant|montant ttc|net a payer|a payer|importe|total a pagar|totale|totale complessivo|te betalen|totaal|total bayar|total belanja|jumlah bayar|jumlah|total harga', {
    unless: 'sub|subtotal|tax|taxes|savings|saved|discount|items|item|qty|quantity|count|change|tip|gratuity|points|rewards|before|previous|remaining|owed|credits|excl|exclusive|excluding|exempt|zero|rated|gst summary|round|rounding|adj|adjustment|zwischensumme|netto|mwst|ht|rabatt',
  }),
  c('balance', 'money', 'patient portion|your portion|balance|remaining balance|new balance|previous balance|prior balance|balance before payment|balance after payment|account balance|balance forward|amount applied|applied to account|applied to balance|payments to date|total payments|credit balance|outstanding balance|remaining amount due|amount remaining|left to pay|total remaining|amount still owed|remaining due|still owed|patient responsibility|your responsibility|paid to date|total paid to date|next installment|next payment|next payment amount|next draft amount|paid so far|plan total|plan amount|total plan amount|original plan balance|original balance|paid before this payment|previously paid|paid previously', { unless: 'payment' }),
  c('rounding', 'money', 'rounding|rounding adj|rounding adjustment|round off|round adj|rounding amt|pembulatan'),
  c('subtotal', 'money', 'subtotal|sub total|zwischensumme|sous total|total ht|subtotale|merchandise total|items total|total before tax|pretax total|net sales@0.6|total excl gst|total excluding gst|total excl tax|total exclusive of gst|total excluding tax|total before gst|amount excl gst|total sales excl gst|sales excl gst|pre tax total|total pre tax|pretax amount|pre tax amount|amount before tax|sales before tax|goods total|product total|total charges|visit charges'),
  c('tax', 'money', 'tax|sales tax|total tax|state tax|tax amount|gst|vat|hst|pst|local tax|city tax|gst amount|total gst|gst payable|service tax|sst|service charge@0.6|mwst|ust|mehrwertsteuer|tva|iva|btw|ppn|pajak|sales tax amount|sales tx', { unless: 'incl|inclusive|including|excl|exclusive|excluding|id|no|reg|number|summary' }),
  c('tip', 'money', 'tip|gratuity|tip amount'),
  // What a health plan paid toward the bill (a pharmacy's "Your plan covered"): a label, so its row is no item.
  c('planCovered', 'money', 'plan covered|your plan covered|insurance covered|covered by insurance|covered by plan|third party paid|third party|insurance paid|plan paid|amount owed before payment|owed before payment'),
  // The amount a tax is counted on: a label, so its row is no item; no equation uses it.
  c('taxBase', 'money', 'dpp|dasar pengenaan pajak|taxable amount|taxable sales|taxable total|amount subject to tax'),
  // What a health account may pay for (an IIAS summary on a drugstore receipt): a label, so its row is no item.
  c('eligibleTotal', 'money', 'eligible@0.7|fsa hsa eligible|fsa eligible|hsa eligible|rx eligible|otc eligible|eligible total|total eligible|eligible items|iias eligible|fsa hsa total|hsa fsa total|qualified total|hsa fsa qualified total|fsa hsa qualified total|qualified amount'),
  // A prescription's price before the plan paid ("RETAIL PRICE 61.89" under the Rx): a label, so its row is no item.
  c('retailPrice', 'money', 'retail price|regular price|usual price|usual and customary|list price|price without insurance|cash price@0.8'),
  c('discount', 'money', 'discount|discounts|savings|you saved|ins saved|insurance saved|plan saved|total savings|coupon|coupons|instant savings|insurance savings|member savings|promotion|promo|diskon|potongan|store discount|total discounts|card savings|prompt pay discount|self pay discount|markdown|markdowns|adjustment@0.8|adjustments@0.8|self pay adjustment', { unless: 'account' }),
  c('tendered', 'money', 'cash|cash tendered|tendered|amount tendered|cash received|payment received@0.5|^bar|gegeben|^bar gegeben|especes|efectivo|contanti|tunai|bayar|dibayar|uang diterima|amount given|money received|tender amount|tendered amount|cash given', { unless: 'back|change|ruckgeld' }),
  // What the card terminal charged (on the receipt or its slip): the total again, to the cent.
  // Card brands are left out: "Payment method: VISA" names a method, not an amount.
  c('cardPaid', 'money', 'card payment|card amount|card paid|paid by card|card sale|card total|kartenzahlung|girocard|ec karte|ec cash|carte bancaire|paiement carte|pago con tarjeta|pago tarjeta|contactless@0.7|contact less@0.7', {
    weight: 0.8,
    unless: 'number|no|id|#|type|ending|exp|expiry|holder|entry|method|account|balance|points|rewards|tip|cash|change|ruckgeld',
  }),
  c('change', 'money', 'change|change due|cash back|change given|your change|ruckgeld|wechselgeld|zuruck|rendu|monnaie rendue|cambio|resto|kembali|kembalian|uang kembali|amount returned|cash returned|returned to customer|change amount'),
  c('merchantName', 'text', 'merchant|merchant name|store|store name|vendor|sold by|business name|paid to|payee|pay to|payment made to|dba|doing business as|retailer|seller|biller|biller name|company name|dispensing pharmacy|pharmacy name|clinic name|practice name|provider name@0.7|facility name@0.7', { unless: 'number|no|id|#|copy|address|phone' }),
  c('paymentMethod', 'payment-method', 'payment source|bank account|paid via|paid using|payment via|payment method|paid with|paid by|card type|card|tender|tender type|method of payment|payment type|paid from|funding source|funded by|from account|from@0.7|payment@0.8|form of payment|pay method|account@0.6|method|pay type|payment card|pay from|paying from|pay from account', {
    // "PERKS CARD XXXXXX7031": a loyalty card's number, not what paid.
    unless: 'perks|rewards|reward|club|loyalty|points|bonus|membership|expiration|expires|expiry|successful|status|payee',
  }),
  c('transactionId', 'id', 'transaction id|transaction #|identifier@0.8|no@0.6|payment identifier|transaction number|trans id|trans #|trans no|trans number|transaction no|txn no|txn id|txn #|tr #|tr no|trx #|trx id|ref #@0.85|ref no@0.85|reference number@0.9|reference #@0.9|reference@0.85|confirmation number|confirmation #|confirmation|confirmation code|receipt no|receipt #|receipt number|receipt id|bill no|bill #|bill number|inv no@0.85|inv #@0.85|invoice no@0.85|transaction@0.8|trans@0.7|order number@0.8|order #@0.8|order id@0.8|invoice #@0.8|invoice number@0.8|payment id|sequence number@0.6|seq #@0.6|trace #@0.6|trace number@0.6|no struk|no nota|nomor struk|nomor nota|no transaksi|no faktur|payment reference|payment confirmation number|payment confirmation|rrn|retrieval reference number|receipt@0.7|sale #|sale no|sale number|serial number@0.8|serial no@0.8', {
    unless: 'date|time|total|amount',
  }),
];

export const CONCEPTS: Record<DocumentType, readonly Concept[]> = { medical_bill: bill, insurance_payment: eob, user_payment: receipt };

/**
 * Words that make up labels on any of the three documents, and the headings printed beside them
 * ("Insurance Carrier", "Ordering Physician", "Provider TIN"): a text made only of these is a label,
 * never a name or a service.
 */
const LABEL_WORDS: ReadonlySet<string> = new Set([
  ...Object.values(CONCEPTS).flatMap((concepts) => concepts.flatMap((concept) => concept.phrases.flatMap(([phrase]) => labelTokens(phrase)))),
  ...labelTokens('address name information details phone fax tin npi ssn ein id number no # dob birth sex gender age ordering referring attending rendering primary secondary carrier type status code codes proveedor paciente miembro plan s share cost'),
]);

/** Every label phrase as its tokens joined by spaces ("amount", "total charges"). */
const LABEL_PHRASES: ReadonlySet<string> = new Set(Object.values(CONCEPTS).flatMap((concepts) => concepts.flatMap((concept) => concept.phrases.map(([phrase]) => labelTokens(phrase).join(' ')))));

/** A text that is a whole label phrase of some field ("Amount", "Charges"), not a word that only helps make one ("Laboratory"). */
export function isLabelPhrase(text: string): boolean {
  return LABEL_PHRASES.has(labelTokens(text).join(' '));
}

/** A text that is itself a label: it ends in a colon, or every word of it is a label's. */
export function isLabelText(text: string): boolean {
  if (/:\s*$/.test(text)) return true;
  const tokens = labelTokens(text);
  return tokens.length > 0 && tokens.every((token) => LABEL_WORDS.has(token));
}

/** A concept's phrases as tokens, computed once. */
export type CompiledConcept = Concept & {
  compiled: readonly { tokens: readonly string[]; weight: number; first: boolean }[];
  /** One-word exclusions, and those of several words ("from insurance"), which count only as that run of words. */
  unlessTokens: ReadonlySet<string>;
  unlessRuns: readonly (readonly string[])[];
};

export const compileConcepts = (concepts: readonly Concept[]): CompiledConcept[] =>
  concepts.map((concept) => ({
    ...concept,
    compiled: concept.phrases.map(([phrase, weight, first]) => ({ tokens: labelTokens(phrase), weight, first: first === true })),
    unlessTokens: new Set((concept.unless ?? []).map(labelTokens).filter((tokens) => tokens.length === 1).flat()),
    unlessRuns: (concept.unless ?? []).map(labelTokens).filter((tokens) => tokens.length > 1),
  }));

/** Every word the vocabulary uses: a word read exactly as one of them is no OCR slip of another. */
export const VOCABULARY_WORDS: ReadonlySet<string> = new Set(Object.values(CONCEPTS).flatMap((concepts) => concepts.flatMap((concept) => concept.phrases.flatMap(([phrase]) => labelTokens(phrase)))));
