import { describe, expect, it } from 'vitest';
import {
  addMemberFormSchema,
  canSubmitAddMember,
  canSubmitSignIn,
  cardLastFour,
  contactFormSchema,
  createPaymentFormSchema,
  isCardExpired,
  isValidCardNumber,
  isValidEmail,
  normalizePhoneNumber,
  parseCardExpiry,
  passesLuhn,
  passwordHint,
  paymentFormSchema,
  registrationFormSchema,
  signInFormSchema,
} from '../src';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

describe('sign in', () => {
  it.each([
    [{ email: '', password: '' }],
    [{ email: 'a@b.co', password: '' }],
    [{ email: '   ', password: 'secret1' }],
  ])('%j -> Please enter both email and password', (form) => {
    const result = signInFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(messagesOf(result).every((issue) => issue.message === 'Please enter both email and password')).toBe(true);
    expect(canSubmitSignIn(form)).toBe(false);
  });

  it('accepts both fields and trims the email', () => {
    expect(signInFormSchema.parse({ email: ' a@b.co ', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    expect(canSubmitSignIn({ email: 'a@b.co', password: 'x' })).toBe(true);
  });
});

describe('registration', () => {
  const valid = { email: 'jane@example.com', password: 'secret12', confirmPassword: 'secret12', firstName: 'Jane', lastName: 'Doe', phone: '' };

  it.each([
    [{ email: '' }, 'email', 'Please fill in all required fields'],
    [{ password: '' }, 'password', 'Please fill in all required fields'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please fill in all required fields'],
    [{ email: 'jane@example' }, 'email', 'Please enter a valid email address'],
    [{ email: 'jane example@x.com' }, 'email', 'Please enter a valid email address'],
    [{ confirmPassword: 'secret13' }, 'confirmPassword', 'Passwords do not match'],
    [{ password: 'abc12', confirmPassword: 'abc12' }, 'password', 'Password must be at least 6 characters long'],
    // The spec's order: required fields first, then e-mail, then match, then length.
    [{ email: 'bad', password: 'abc', confirmPassword: 'abcd' }, 'email', 'Please enter a valid email address'],
    [{ password: 'abc', confirmPassword: 'abcd' }, 'confirmPassword', 'Passwords do not match'],
  ])('%j -> %s: %s', (change, path, message) => {
    const form = { ...valid, ...change };
    expect(messagesOf(registrationFormSchema.safeParse(form))).toEqual([{ path, message }]);
  });

  it('accepts a 6-character password and optional names', () => {
    const form = { email: 'jane@example.com', password: 'abc123', confirmPassword: 'abc123' };
    expect(registrationFormSchema.parse(form)).toEqual({ ...form, firstName: '', lastName: '', phone: '' });
    expect(registrationFormSchema.parse(valid).firstName).toBe('Jane');
  });

  it.each([
    ['a@b.co', true],
    ['  a@b.co ', true],
    ['a@b', false],
    ['@b.co', false],
    ['a@@b.co', false],
  ])('isValidEmail(%j) = %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('live password hints', () => {
  it.each([
    ['', '', null, null],
    ['a', '', 'Password too short', null],
    ['abcde', '', 'Password too short', null],
    ['abcdef', '', 'Password strength: Weak', null],
    ['abcdefg', '', 'Password strength: Weak', null],
    ['abcdefgh', '', 'Password strength: Good', null],
    ['abcdefgh', 'abcdefg', 'Password strength: Good', 'Passwords do not match'],
    ['abcdefgh', 'abcdefgh', 'Password strength: Good', null],
    ['', 'x', null, 'Passwords do not match'],
  ])('%j / %j -> %s, %s', (password, confirm, strength, mismatch) => {
    const hint = passwordHint(password, confirm);
    expect(hint.strength?.message ?? null).toBe(strength);
    expect(hint.mismatch).toBe(mismatch);
  });

  it('names the level', () => {
    expect(passwordHint('abc').strength?.level).toBe('short');
    expect(passwordHint('abcdef').strength?.level).toBe('weak');
    expect(passwordHint('abcdefgh').strength?.level).toBe('good');
  });
});

describe('phone numbers (Decision 9: kept only when valid)', () => {
  it.each([
    ['(415) 555-0123', '+14155550123'],
    ['415.555.0123', '+14155550123'],
    ['1 415 555 0123', '+14155550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['', null],
    ['555-0123', null],
    ['(015) 555-0123', null],
    ['+0 123 456 789', null],
    ['+1234567', null],
    ['call me', null],
    ['21 415 555 0123', null],
  ])('%j -> %s', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });
});

describe('add member', () => {
  it.each([
    [{ firstName: '', lastName: 'Doe', relationship: 'Child' }],
    [{ firstName: 'Sam', lastName: ' ', relationship: 'Child' }],
    [{ firstName: 'Sam', lastName: 'Doe', relationship: '' }],
  ])('%j is refused', (form) => {
    const result = addMemberFormSchema.safeParse(form);
    expect(messagesOf(result).map((issue) => issue.message)).toEqual(['First name, last name and relationship are required']);
    expect(canSubmitAddMember(form)).toBe(false);
  });

  it('trims and accepts', () => {
    expect(addMemberFormSchema.parse({ firstName: ' Sam ', lastName: 'Doe', relationship: 'Child' })).toEqual({ firstName: 'Sam', lastName: 'Doe', relationship: 'Child' });
    expect(canSubmitAddMember({ firstName: 'Sam', lastName: 'Doe', relationship: 'Child' })).toBe(true);
  });
});

describe('contact form', () => {
  const valid = { fullName: 'Jane Doe', email: 'jane@example.com', subject: 'Hello', message: 'A question' };

  it('accepts all four fields', () => {
    expect(contactFormSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'Please fill in all required fields'],
    [{ email: '' }, 'email', 'Please fill in all required fields'],
    [{ subject: '  ' }, 'subject', 'Please fill in all required fields'],
    [{ message: '' }, 'message', 'Please fill in all required fields'],
    [{ email: 'jane' }, 'email', 'Please enter a valid email address'],
    [{ message: 'x'.repeat(5001) }, 'message', 'This field is too long'],
  ])('case %# -> %s: %s', (change, path, message) => {
    expect(messagesOf(contactFormSchema.safeParse({ ...valid, ...change }))).toEqual([{ path, message }]);
  });
});

describe('payment form (Decision 5)', () => {
  const now = () => new Date(2026, 10, 21, 12); // Nov 21, 2026, local time
  const schema = createPaymentFormSchema(now);
  const valid = { paymentAmount: '$766.40', cardNumber: '4242 4242 4242 4242', expiryDate: '11/26', cvv: '123', nameOnCard: 'Jane Doe' };

  it('accepts a valid card, strips the $ from the amount and gives it in cents', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, paymentAmount: 76640 });
    // 0.29 * 100 is 28.999999999999996 in binary floats: the typed digits are read, not multiplied.
    expect(schema.parse({ ...valid, paymentAmount: '0.29' }).paymentAmount).toBe(29);
    expect(schema.parse({ ...valid, paymentAmount: '1,234.5' }).paymentAmount).toBe(123450);
  });

  it.each([
    [{ paymentAmount: '' }, 'paymentAmount', 'Please enter a valid payment amount'],
    [{ paymentAmount: '0' }, 'paymentAmount', 'Please enter a valid payment amount'],
    [{ paymentAmount: '12.345' }, 'paymentAmount', 'Please enter a valid payment amount'],
    [{ paymentAmount: 'ten' }, 'paymentAmount', 'Please enter a valid payment amount'],
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Please enter a valid card number'],
    [{ cardNumber: '4242-4242-4242-4242-00' }, 'cardNumber', 'Please enter a valid card number'],
    [{ cardNumber: '42424242424242424242' }, 'cardNumber', 'Please enter a valid card number'],
    [{ expiryDate: '10/26' }, 'expiryDate', 'This card has expired'],
    [{ expiryDate: '12/25' }, 'expiryDate', 'This card has expired'],
    [{ expiryDate: '13/27' }, 'expiryDate', 'Please enter the expiry date as MM/YY'],
    [{ expiryDate: '1/27' }, 'expiryDate', 'Please enter the expiry date as MM/YY'],
    [{ expiryDate: '01/2027' }, 'expiryDate', 'Please enter the expiry date as MM/YY'],
    [{ cvv: '12' }, 'cvv', 'CVV must be 3 or 4 digits'],
    [{ cvv: '12a' }, 'cvv', 'CVV must be 3 or 4 digits'],
    [{ nameOnCard: ' ' }, 'nameOnCard', 'Please enter the name on the card'],
  ])('%j -> %s: %s', (change, path, message) => {
    const issues = messagesOf(schema.safeParse({ ...valid, ...change }));
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((issue) => issue.path === path && issue.message === message)).toBe(true);
  });

  it('enforces the 19/5/4 lengths', () => {
    const first = (change: object) => messagesOf(schema.safeParse({ ...valid, ...change }))[0]?.message;
    expect(first({ cardNumber: '4242 4242 4242 4242 4' })).toBe('Please enter a valid card number');
    expect(first({ expiryDate: '11/260' })).toBe('Please enter the expiry date as MM/YY');
    expect(first({ cvv: '12345' })).toBe('CVV must be 3 or 4 digits');
    expect(schema.safeParse({ ...valid, cvv: '1234' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, cardNumber: '4242424242424242' }).success).toBe(true);
  });

  it('the default schema reads the real clock', () => {
    expect(paymentFormSchema.safeParse({ ...valid, expiryDate: '01/99' }).success).toBe(true);
    expect(paymentFormSchema.safeParse({ ...valid, expiryDate: '01/20' }).success).toBe(false);
  });

  it.each([
    ['4242424242424242', true],
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['', false],
    ['4242a', false],
  ])('passesLuhn(%j) = %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it('checks card numbers, expiry and the last four', () => {
    expect(isValidCardNumber('378282246310005')).toBe(true); // Amex, 15 digits
    expect(isValidCardNumber('4242 4242 42')).toBe(false); // too few digits
    expect(cardLastFour('4242 4242 4242 4242')).toBe('4242');
    expect(parseCardExpiry('00/27')).toBeNull();
    expect(parseCardExpiry('02/28')).toEqual({ month: 2, year: 2028 });
    expect(isCardExpired({ month: 11, year: 2026 }, now())).toBe(false);
    expect(isCardExpired({ month: 12, year: 2026 }, now())).toBe(false);
    expect(isCardExpired({ month: 1, year: 2027 }, now())).toBe(false);
  });
});
