// Invented names: first and last names are combined at random, and organisations are made up.
export const FIRST_NAMES = ['Avery', 'Jordan', 'Marisol', 'Theo', 'Priya', 'Dmitri', 'Keanu', 'Lucia', 'Omar', 'Hazel', 'Silas', 'Nadia', 'Rowan', 'Imani', 'Caleb', 'Yara', 'Felix', 'Juniper', 'Mateo', 'Opal', 'Quentin', 'Wren', 'Elias', 'Sunny'];
export const LAST_NAMES = ['Whitlock', 'Okonkwo', 'Brightwater', 'Castellano', 'Lindqvist', 'Parekh', 'Moreau', 'Halvorsen', 'Tanaka', 'Abernathy', 'Quill', 'Ferreira', 'Nakamura', 'Delacroix', 'Rasmussen', 'Oyelaran', 'Vance', 'Kowalczyk', 'Marlowe', 'Ibarra'];
export const MIDDLE_INITIALS = ['A', 'B', 'C', 'D', 'J', 'K', 'L', 'M', 'R', 'T'];
export const PROVIDER_STEMS = ['Maple Ridge', 'Silver Creek', 'Harborview Lane', 'Cedar Hollow', 'Blue Heron', 'Stonebridge', 'Willow Bend', 'Granite Peak', 'Foxglove', 'Lakeshore Pines', 'Amberfield', 'Juniper Valley'];
export const HOSPITAL_SUFFIX = ['Medical Center', 'Regional Hospital', 'Community Hospital', 'Health System'];
export const CLINIC_SUFFIX = ['Family Medicine', 'Internal Medicine Associates', 'Pediatrics', 'Orthopedic Group', 'Dermatology Clinic'];
export const LAB_SUFFIX = ['Diagnostic Laboratories', 'Clinical Labs', 'Pathology Services'];
export const URGENT_SUFFIX = ['Urgent Care', 'Walk-In Clinic', 'Express Care'];
export const AMBULANCE_SUFFIX = ['Ambulance Service', 'Emergency Transport', 'EMS'];
export const THERAPY_SUFFIX = ['Physical Therapy', 'Rehab Partners', 'Sports Therapy'];
export const INSURERS = ['Bluecrest Health Plan', 'Evergreen Mutual Insurance', 'Northstar Health Partners', 'Summit Care Assurance', 'Tidewater Health Insurance', 'Keystone Benefit Plans', 'Prairie Shield Health'];
export const PHARMACIES = ['Corner Leaf Pharmacy', 'RiverRx Drugstore', 'Pillbox & Co Pharmacy', 'Greenway Apothecary'];
export const STREETS = ['Oak Street', 'Elm Avenue', 'Lakeview Drive', 'Mill Road', 'Sunset Boulevard', 'Orchard Lane', 'Church Street', 'Bayside Court'];
export const CITIES = [['Springfield', 'IL', '627'], ['Riverton', 'WY', '825'], ['Fairview', 'OR', '970'], ['Georgetown', 'TX', '786'], ['Clinton', 'NC', '283'], ['Madison', 'WI', '537']] as const;
export const SERVICES = [
  ['Office visit, established patient', '99213', 80, 220],
  ['Office visit, new patient', '99203', 120, 320],
  ['Comprehensive metabolic panel', '80053', 25, 140],
  ['Complete blood count', '85025', 15, 90],
  ['Lipid panel', '80061', 20, 110],
  ['Chest X-ray, 2 views', '71046', 90, 380],
  ['Electrocardiogram', '93000', 40, 210],
  ['Flu vaccine administration', '90686', 20, 60],
  ['Urinalysis', '81003', 8, 45],
  ['Emergency department visit', '99284', 450, 1900],
  ['Laceration repair, simple', '12002', 180, 700],
  ['Physical therapy evaluation', '97161', 110, 260],
  ['Therapeutic exercise, 15 min', '97110', 45, 120],
  ['Ambulance transport, ALS', 'A0427', 600, 2400],
  ['Ground mileage, per mile', 'A0425', 12, 40],
  ['Hemoglobin A1c', '83036', 15, 75],
  ['MRI lumbar spine', '72148', 900, 3200],
  ['Pharmacy supplies', '99070', 10, 80],
  ['Room and board, semi-private', '0120', 1200, 3800],
  ['IV infusion, first hour', '96365', 150, 520],
] as const;
export const RECEIPT_ITEMS = [
  ['Amoxicillin 500mg caps', 8, 40],
  ['Ibuprofen 200mg 100ct', 6, 14],
  ['Copay - office visit', 20, 60],
  ['Lisinopril 10mg 30 tabs', 4, 25],
  ['Blood glucose strips', 18, 60],
  ['Bandages assorted', 3, 12],
  ['Prescription copay', 5, 45],
  ['Vitamin D3 2000 IU', 7, 19],
  ['Thermometer digital', 9, 25],
] as const;
