import { findDates, findMoney } from '../../../domain/reading/values';
import { findPhone, findUrl, parseValue, STREET_SUFFIX, type ParseContext } from './fields';
import type { Candidate } from './labels';
import { bodyTextHeight, type Cell, type Grid } from './grid';
import { isLabelText } from './vocabulary';

/** Titles, greetings and boilerplate printed at the top that are never the organisation's name. */
const GENERIC =
  /^(patient |itemized |billing |account |monthly |final |customer |merchant |duplicate |original |cash |tax |simplified tax |full tax |official |retail )?(statement|invoice|bill|superbill|receipt|sale|sales receipt|explanation of (?:[a-z]+ ){0,3}benefits|statement of benefits|this is not a bill|payment confirmation|payment receipt|patient payment receipt|summary|notice|copy|customer copy|merchant copy|duplicate|reprint|transaction record|medicare summary notice|eob|claim summary|statement of account|remittance|important|past due|final notice|totals?|subtotal|grand total|balance|self[- ]?checkout|express lane)\b|\b(statement|invoice|receipt|bill|id|no\.?|number|name|explanation of benefits|information|summary)$|^(thank|thanks|welcome|please|questions|page \d|continued|dear|hi,|hello|to:|from:|re:|for:|notice|important|keep|save this|not a bill|your |this is|we |if you|visit|call)(?![a-z])|^(?:www\.|http)|^(?:visit |account |claim |service |charge )?details?$/i;
const ADDRESS = /\b\d{1,6}\s+[A-Za-z0-9.' ]+\b(street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|way|court|ct|suite|ste|parkway|pkwy|highway|hwy|place|pl|plaza|circle|cir|square|sq|terrace|trail|floor|fl)\b|\b[A-Z]{2}\s+\d{5}(-\d{4})?\b|\bp\.?\s?o\.?\s+box\b|,\s*[A-Z]{2}\s*$|(stra(ss|ß)e|str\.|weg|platz|allee|gasse|damm|straat)\s*\d+|\b(rue|via|calle|jalan|jln\.?|lorong|taman|persiaran|lebuhraya|kampung|blk|jl\.)\s|^\d{4,5}\s+\p{Lu}\p{L}+/iu;
export const ORG_WORDS =
  /\b(medical|hospital|clinic|health|healthcare|care|lab|labs|laboratory|laboratories|therapy|rehab|rehabilitation|ambulance|ems|transport|associates|group|center|centre|pharmacy|drug|drugs|drugstore|apothecary|rx|medicine|pediatrics|dermatology|orthopedic|orthopaedic|diagnostic|diagnostics|imaging|radiology|pathology|insurance|plan|plans|hsa|hdhp|ppo|hmo|epo|assurance|mutual|benefit|benefits|partners|physicians|surgery|surgical|dental|dentistry|family|practice|services|system|systems|network|llc|inc|corp|co|company|mart|market|store|shop|foods|grocery|cross|shield|medicare|medicaid|life|anesthesia|cardiology|urgent|emergency|er|nursing|nurse|hospice|association|counseling|counselling|psychotherapy|psychiatry|collective|specialists|institute|university|county|regional|community|memorial|vision|eye|optical|wellness|pllc|pc|pa|md|sdn|bhd|berhad|enterprise|enterprises|trading|restaurant|restoran|cafe|bakery|hardware|stationery|supermarket|hypermarket|minimart|kedai|food|foods|bistro|kitchen|mall|outlet|station|petrol|pharmacie|ltd|limited|plc|gmbh|pte|tbk|pt|clinics|hospitals|pharmacies|therapies|dentists|surgeons|doctors|chiropractic|acupuncture|physiotherapy|obstetrics|optometry|\p{L}+olog(?:y|ists?)|\p{L}+cent(?:er|re)|\p{L}+iatrics?|\p{L}+iatry|orthop(?:a)?edics)\b/iu;

/**
 * "Little Oaks Pediatrics, PA", "Lakeshore Family Physicians, P.C.": a practice named with the letters of
 * its kind of company, which end it as a state's do a city's line ("Savannah, GA").
 */
const ENTITY_SUFFIX = /,\s*(?:P\.?A|P\.?C|S\.?C|L\.?L\.?P)\.?$/i;
const entitySuffixed = (text: string): boolean => ENTITY_SUFFIX.test(text) && !/\d/.test(text) && ORG_WORDS.test(text.replace(ENTITY_SUFFIX, ''));

/** An office of the organisation printed under its name ("Patient Financial Services - Cashier's Office"): not the organisation. */
const DEPARTMENT = /\b(patient financial services|patient business services|patient accounts?|business office|billing (office|department|dept|services)|central billing office|cashier'?s? (office|window|desk)|revenue cycle|admitting office|registration desk)\b/i;
export const isDepartment = (name: string): boolean => DEPARTMENT.test(name);

/** A patient portal or a payment service that prints its own name above the payee's ("MyChart", "Square"): not the organisation paid. */
const PLATFORM = /^(?:my\s?chart|instamed|patientco|cedar|flywire|accessone|carecredit|square|stripe|paypal|venmo|zelle|clover|toast|paymentus|healow|athenahealth|follow\s?my\s?health|patient\s?portal)$/i;

/** A name that ends in an abbreviation ("Drug Co.", "Physicians, P.A."): its full stop ends no sentence. */
const ABBREVIATED_END = /\b(co|inc|corp|ltd|llc|pllc|bhd|assoc|bros)\.$|\b(?:[a-z]\.){1,3}$/i;

export type NameGuess = { value: string; confidence: number; cell: Cell };

/**
 * A company or tax registration number printed after the name ("KEDAI MAJU SDN BHD (123456-K)",
 * "ACME PTE LTD (UEN: 201912345K)", "... Co. Reg. No. 1234567-X"): the register's, not the name's.
 */
const REGISTRATION = /\s*(\((?=(?:[^()]|\([^()]*\))*\d{3})(?:[^()]|\([^()]*\))*\)|,?\s*\b(co\.?|company|reg\.?|registration|uen|gst|sst|abn|vat)\b[\s.:#-]*(reg\.?|registration)?[\s.:#-]*(no\.?|number|id)?[\s.:#-]*[\dA-Z][\dA-Z./-]*\d[\dA-Z./-]*)\s*$/i;

/** An organisation's office named after its name ("Billing Services", "Business Office", "Patient Accounts"). */
const OFFICE = /^(?:billing|business|patient\s+(?:accounts?|financial)|cashier'?s?|central\s+billing)(?:\s+(?:services?|office|department|dept\.?|unit))?$/i;

/** A branch's number after a chain's name ("Walgreens #05123", "CVS/pharmacy Store 1234"). */
const STORE_NUMBER = /\s*(\b(store|shop|branch|location|loc)\.?\s*(#|no\.?)?\s*\d+|#\s*\d+|\s[-–]\s*#?\d{2,6})\s*$/i;

/** What a payment confirmation says before the payee's name, or a shop's greeting before its own. */
const PAYEE = /^(?:you paid|you sent|payment to|paid to|sent to|pay to|to|welcome to)\s+(?=\S)/i;

/** Company forms written without vowels. */
const LEGAL_FORM = /^(sdn|bhd|llc|plc|ltd|pte|pllc|gmbh|tbk|cv|pt|kg)\.?,?$/i;

/** Words that repeat on any document, so their repeating says nothing about a name. */
const COMMON_WORD = /^(total|amount|date|time|card|cash|change|thank|thanks|receipt|invoice|statement|customer|store|station|branch|outlet|location|number|payment|balance|price|items?|page|copy|street|tel|phone|fax|www|http|https|com|net|org|und|der|die|das|the|and|for|you|your|with|from)$/i;

/** Plausible words of at least two letters: OCR noise ("Voi) Ld BJT", "(gg |") has few. */
function wordShare(text: string): number {
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  // Legal forms have no vowels to show for themselves ("SDN BHD", "LLC").
  const words = tokens.filter((t) => /^[("'“]?\p{L}[\p{L}&'.-]*[)"'”.,]?$/u.test(t) && (/[aeiouyäöüéèáíóú]/i.test(t) || LEGAL_FORM.test(t)));
  return tokens.length === 0 ? 0 : words.length / tokens.length;
}

/**
 * Words of a name that the document prints again elsewhere: a shop's brand recurs in its legal
 * name, its web address or its loyalty card's ("SATURN" ... "www.saturncard.de"); a logo's OCR
 * fragment does not.
 */
function echoed(text: string, cellText: string, documentText: string): boolean {
  const count = (haystack: string, word: string) => haystack.split(word).length - 1;
  return text
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4 && !COMMON_WORD.test(w))
    .some((w) => count(documentText, w.toLowerCase()) > count(cellText.toLowerCase(), w.toLowerCase()));
}

/**
 * The organisation a document comes from, as a person finds it: the prominent name at the top of
 * the first page (larger than the body text, high up, named like an organisation), never a title,
 * a label, an address, a phone number, an amount or a person named by a label.
 */
/** A line of nothing but the words a specialty is described with: no proper name among them. */
const SPECIALTY_ONLY =
  /^(?:(?:general|family|internal|medicine|medical|care|foot|ankle|hand|knee|spine|back|pain|sports|and|&|individual|couples|marriage|child|adolescent|adult|therapy|psychotherapy|psychiatry|counseling|counselling|pediatrics|pediatric|dentistry|dental|vision|eye|physical|occupational|speech|primary|urgent|behavioral|mental|health|services|wellness|chiropractic|orthopedics|orthopaedics|podiatry|podiatric|dermatology|allergy|asthma|immunology|women's|obstetrics|gynecology|ear|nose|throat|skin|management|surgery|acupuncture|massage|nutrition|of|the|for)[\s,]*)+$/i;

export function organisationName(grid: Grid, exclude: ReadonlySet<Cell>, options: { prefer?: RegExp; topShare?: number; shop?: boolean } = {}): NameGuess | undefined {
  const firstPage = grid.cells[0]?.page;
  const pageHeight = grid.pageHeights.get(firstPage ?? 1) ?? 792;
  const bodyHeight = bodyTextHeight(grid);
  const top = grid.cells.filter((c) => c.page === firstPage && c.y < pageHeight * (options.topShare ?? 0.3));
  const scored: { cell: Cell; score: number; text: string }[] = [];
  // A name printed again counts; a street named like it ("5 Mercy Hill Dr") does not.
  const documentText = options.shop ? grid.cells.filter((c) => !ADDRESS.test(c.text)).map((c) => c.text.toLowerCase()).join('\n') : '';
  // "Claim Details | Prairie Shield Health Partners": a portal's breadcrumb; each part is judged alone.
  // "Harborview Health Plan - Claim Summary": a title after a dash is the document's, not the name's.
  // "TRI-COUNTY EMS AUTHORITY - BILLING SERVICES": nor is the office that sent it.
  const untitled = (text: string) => text.split(/\s+[-–—]\s+/).filter((part, i) => !GENERIC.test(part.trim()) && !(i > 0 && OFFICE.test(part.trim()))).join(' - ') || text;
  const pieces = top.flatMap((cell) => cell.text.split(/\s+\|\s+/).map((text) => ({ cell, text: untitled(text) })));
  for (const [index, { cell, text: raw }] of pieces.entries()) {
    const printed = raw.replace(/\s+/g, ' ').replace(/^[*\-=#<‹«\s]+|[*\-=#:\s]+$/g, '').replace(REGISTRATION, '');
    const payee = options.shop ? PAYEE.exec(printed) : null;
    const named = printed.slice(payee?.[0].length ?? 0).trim();
    const text = named.replace(STORE_NUMBER, '').trim();
    // "Sponsor:" with its value read apart: a label of a word or two, not a name; so is
    // "Shipping & Handling:" before its amount. A line priced on its row is an item, not a name.
    const after = (grid.rows[cell.row] ?? []).filter((other) => other.x > cell.x);
    const priced = after.some((other) => findMoney(other.text).length > 0);
    if (priced || (/:\s*$/.test(raw) && (text.split(/\s+/).length <= 2 || after.some((other) => findDates(other.text).length > 0)))) continue;
    if (exclude.has(cell) || text.length < 3 || !/[a-z]{3}/i.test(text) || COMMON_WORD.test(text)) continue;
    if (GENERIC.test(text) || isLabelText(text) || (ADDRESS.test(text) && !entitySuffixed(text)) || findPhone(text) || findUrl(text) || /@/.test(text)) continue;
    if (findMoney(text).length > 0 || findDates(text).length > 0 || (text.match(/\d/g) ?? []).length > 2) continue;
    if (text.split(' ').length > 8 || (/[.!?]$/.test(text) && !ABBREVIATED_END.test(text)) || text.includes(':')) continue;
    let score = 0;
    // A large print counts as far as it was read: a logo OCR could not read is no name.
    score += Math.min(2.5, cell.height / bodyHeight) * 1.2 * Math.min(1, cell.confidence + 0.1);
    // A shop's name heads its address block ("Marktkauf Lehr" / "Detmolder Str. 4") where the logo
    // above is a picture. (Statements and EOBs print titles there too: "Health Care Claim Summary".)
    if (options.shop && [cell.row + 1, cell.row + 2].flatMap((r) => grid.rows[r] ?? []).some((c) => c.page === cell.page && ADDRESS.test(c.text))) score += 1;
    score += (1 - cell.y / (pageHeight * 0.3)) * 1.2;
    if (ORG_WORDS.test(text)) score += 1.2;
    if (DEPARTMENT.test(text) || PLATFORM.test(text)) score -= 2;
    // A numbered branch ("Patient Service Center #0412") usually sits under the chain's own name.
    if (text !== named) score -= 0.8;
    // A payment app names whom the money went to ("You paid Lakeshore Pines Medical Group").
    if (payee) score += 1.5;
    if (options.prefer?.test(text)) score += 1;
    // OCR noise and logo fragments: short, few letters, or low recognition confidence.
    // A short brand in capitals, read cleanly ("ALDI", "CVS"), is a name all the same.
    if ((text.match(/[a-z]/gi) ?? []).length < 5 && !(/^[A-Z&'-]{3,4}$/.test(text) && cell.confidence >= 0.8)) score -= 1;
    score -= (1 - cell.confidence) * 2;
    score -= (1 - wordShare(text)) * 1.5;
    const specialty = SPECIALTY_ONLY.test(text);
    if (options.shop && !specialty && echoed(text, ADDRESS.test(cell.text) ? '' : cell.text, documentText)) score += 0.8;
    // A clinician who signs ("Rowan Nakamura, LPC") works for the practice; the practice is the organisation.
    // (A solo practice's letterhead, its first line, is the clinician's own name: "THEO A. LINDQVIST, LPC".)
    if (CREDENTIAL.test(text) && index > 0) score -= 1.2;
    // "GENERAL & FAMILY MEDICINE", "FOOT AND ANKLE CARE": a specialty under the letterhead, no one's name
    // (its words may well come back among the services sold).
    if (specialty) score -= 2;
    // A description in sentence case ("Skilled nursing and therapy in your home", "Post-traumatic stress
    // disorder, unspecified"): an organisation capitalises its name's words, bar the small ones.
    if (text.split(/\s+/).slice(1).some((word) => /^[a-z]/.test(word) && !NAME_JOINER.test(word))) score -= 1.2;
    score -= index * 0.03;
    scored.push({ cell, score, text });
  }
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best) return undefined;
  const margin = best.score - (scored[1]?.score ?? best.score - 2);
  const confidence = Math.max(0.4, Math.min(0.95, 0.6 + margin * 0.15 + (ORG_WORDS.test(best.text) ? 0.1 : 0))) * Math.min(1, best.cell.confidence + 0.08);
  return { value: wrappedName(grid, best.cell, nameAbove(grid, best.cell, best.text)), confidence, cell: best.cell };
}

/**
 * A name too long for its line, its last word wrapped under it ("Payment to Lakeshore Pines Walk-In" /
 * "Clinic"): a word or two alone on the next line, in the same print, under the name, that make it end
 * as an organisation's name does.
 */
function wrappedName(grid: Grid, cell: Cell, text: string): string {
  const next = grid.rows[cell.row + 1] ?? [];
  const [below] = next;
  if (next.length !== 1 || !below || below.page !== cell.page) return text;
  const words = below.text.trim().split(/\s+/);
  const sameSize = Math.abs(below.height - cell.height) <= cell.height * 0.15;
  const close = below.y - cell.y < cell.height * 1.8;
  const under = below.x >= cell.x - 2 && below.x + below.width <= cell.x + cell.width + 2;
  // "RIDGEWAY MEDICAL SUPPLY" / "& COMPOUNDING PHARMACY": a line that starts with "&" goes on with the name.
  const goesOn = /^(?:&|and)$/i.test(words[0] ?? '') && words.length <= 4 && words.slice(1).every((w) => /^[A-Z][A-Za-z&.'-]*$/.test(w));
  if (goesOn && sameSize && close && (under || centred(cell, below))) return `${text} ${below.text.trim()}`;
  if (/\b(?:[A-Z][a-z]+|[A-Z]+)\s*$/.test(text) && ORG_WORDS.test(text.split(/\s+/).at(-1) ?? '')) return text;
  const name = words.length <= 2 && words.every((w) => /^[A-Z][A-Za-z&.'-]*$/.test(w)) && ORG_WORDS.test(words.at(-1) ?? '');
  return sameSize && close && under && name ? `${text} ${below.text.trim()}` : text;
}

const centred = (a: Cell, b: Cell): boolean => Math.abs(a.x + a.width / 2 - (b.x + b.width / 2)) <= Math.max(4, Math.min(a.width, b.width) * 0.1);
/** Words that say what kind of organisation, not which one ("District Hospital", "Community Hospital"). */
const KIND_WORD = /^(?:district|general|area|&)$/i;

/**
 * A name split over a centred letterhead's two lines ("Good Shepherd" / "Community Hospital"): where the
 * line read names only a kind of organisation, its own words are on the line above, in the same print.
 */
function nameAbove(grid: Grid, cell: Cell, text: string): string {
  if (!text.split(/\s+/).every((w) => ORG_WORDS.test(w) || KIND_WORD.test(w) || NAME_JOINER.test(w.toLowerCase()))) return text;
  const previous = grid.rows[cell.row - 1] ?? [];
  const [above] = previous;
  if (previous.length !== 1 || !above || above.page !== cell.page) return text;
  const words = above.text.trim().split(/\s+/);
  const sameSize = Math.abs(above.height - cell.height) <= cell.height * 0.15;
  const close = cell.y - above.y < cell.height * 2.2;
  const aligned = centred(above, cell) || Math.abs(above.x - cell.x) <= 2;
  const name = words.length <= 3 && words.every((w) => /^[A-Z][A-Za-z&.'-]*$/.test(w)) && !GENERIC.test(above.text.trim()) && !isLabelText(above.text.trim());
  return sameSize && close && aligned && name ? `${above.text.trim()} ${text}` : text;
}

/** The small words inside an organisation's name ("The Gardens at Elm", "Visiting Nurse Association of ..."). */
const NAME_JOINER = /^(of|and|at|the|for|in|on|by|de|du|la|le|van|von|y|e|&)$/;

/** A clinician's letters after a name ("Caleb Lindqvist, LMFT"): the provider who signs, not the patient. */
const CREDENTIAL = /,?\s+\b(md|do|np|pa-c|rn|lcsw|lmft|lpc|lpcc|lmhc|phd|psyd|dds|dmd|dpt|od|dc|aprn|fnp|cnm|crna|lcpc|lisw|licsw)\.?$|,\s*(?:pt|lac|l\.ac|ot|otr(?:\/l)?|slp|ccc-slp|dpm|lmt)\.?$/i;

/** A clinician's name: "Dr. ..." or a credential after it ("Rowan Vance, DO", "Silas Ibarra, PA-C"). */
export const isClinician = (name: string): boolean => CREDENTIAL.test(name) || /^dr\.?\s/i.test(name);
/** A clinician's own name ("Hazel Whitlock, MD", "Dr. Lucia Parekh"), not a practice named with a credential ("Lakeside Pediatrics, PA"). */
export function isClinicianOnly(name: string): boolean {
  // ("Jordan Ferreira, PT, DPT": every credential goes before the name is judged.)
  let bare = name.replace(/^dr\.?\s+/i, '');
  while (CREDENTIAL.test(bare)) bare = bare.replace(CREDENTIAL, '');
  return isClinician(name) && !ORG_WORDS.test(bare);
}

export const STREET = new RegExp(String.raw`^\d{1,6}\s+\S.*\b(${STREET_SUFFIX})\b\.?(\s+(apt|unit|#|suite|ste)\.?\s*\S+)?$|^p\.?\s?o\.?\s+box\s+\d+`, 'i');

const NAME_WITH_PHONE = /^(\p{L}[^,]{2,60}),\s*\(?(\d{3})\)?[\s.-]*\d{3}[\s.-]\d{4}(?:,\s*\d+\s+\S.*)?$/u;
const TOLL_FREE = /^8(?:00|33|44|55|66|77|88)$/;
const NOT_A_PROVIDER = /\b(insurance|plan|medicare|medicaid|member|customer|services?|help|call|billing)\b/i;

/**
 * "Pinnacle Coast Health Plans, Inc.  |  400 Harbor Blvd, Oakland, CA 94607  |  pinnaclecoast.example": an
 * organisation named in a footer, with its address or web site on the same line, below everything else.
 */
export function footerName(grid: Grid, kind: RegExp): NameGuess | undefined {
  for (const row of [...grid.rows].reverse().slice(0, 6)) {
    const parts = row.flatMap((cell) => cell.text.split(/\s+\|\s+/).map((text) => ({ cell, text: text.trim().replace(/^\|\s*|\s*\|$/g, '') })));
    if (!parts.some((p) => ADDRESS.test(p.text) || findUrl(p.text))) continue;
    const named = parts.find((p) => kind.test(p.text) && !/\d/.test(p.text) && !ADDRESS.test(p.text) && !findUrl(p.text) && p.text.split(/\s+/).length <= 8);
    if (named) return { value: named.text, confidence: 0.6 * Math.min(1, named.cell.confidence + 0.08), cell: named.cell };
  }
  return undefined;
}

/**
 * "Lakeside Cardiology Group, (941) 555-0183": a practice named with its local number (and its street
 * address after it) on a line of its own, as a Medicare notice lists each claim's provider. (A toll-free number is the insurer's.)
 */
export function providersWithPhone(grid: Grid): Candidate[] {
  return grid.cells.flatMap((cell): Candidate[] => {
    const m = NAME_WITH_PHONE.exec(cell.text.trim());
    const name = m?.[1]?.trim();
    if (!m || !name || TOLL_FREE.test(m[2] ?? '') || !ORG_WORDS.test(name) || NOT_A_PROVIDER.test(name)) return [];
    return [{ field: 'providerName', kind: 'text', value: name, cell, how: 'pattern', confidence: 0.6 * Math.min(1, cell.confidence + 0.08) }];
  });
}

/**
 * The person a letter is addressed to: a name printed right above a street address (the mailing
 * window of a statement or an EOB). The sender's own address sits under an organisation's name instead.
 */
export function addressBlockNames(grid: Grid, field: string, context: ParseContext, weight = 0.6): Candidate[] {
  const found: Candidate[] = [];
  for (const cell of grid.cells) {
    if (!STREET.test(cell.text.trim())) continue;
    const above = (grid.rows[cell.row - 1] ?? []).find((c) => c.page === cell.page && Math.abs(c.x - cell.x) < 12);
    if (!above || cell.y - above.y > above.height * 2.5) continue;
    const name = parseValue('name', above.text, context);
    if (typeof name === 'string' && !ORG_WORDS.test(name) && !CREDENTIAL.test(above.text)) found.push({ field, kind: 'name', value: name, cell: above, how: 'pattern', confidence: weight * Math.min(1, above.confidence + 0.08) });
  }
  return found;
}
