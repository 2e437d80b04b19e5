import { checkRegistrationForm, registrationFormSchema } from '@fairbill/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// The registration page checks its fields with checkRegistrationForm (no zod on the page); the
// shared schema stays the reference: both must give the same form, or the same first issue.
const text = fc.string({ unit: fc.constantFrom('a', 'b', '1', ' ', '@', '.', 'x'), maxLength: 12 });
const forms = fc
  .tuple(fc.record({ email: text, password: text, confirmPassword: text, firstName: text, lastName: text, phone: text }), fc.boolean())
  // Half the time the passwords match, so the later rules (length) and valid forms come up too.
  .map(([form, same]) => (same ? { ...form, confirmPassword: form.password } : form));

describe('checkRegistrationForm agrees with registrationFormSchema', () => {
  it('on any form', () => {
    fc.assert(
      fc.property(forms, (input) => {
        const checked = checkRegistrationForm(input);
        const parsed = registrationFormSchema.safeParse(input);
        if (parsed.success) {
          expect(checked).toEqual({ form: parsed.data, issue: null });
        } else {
          expect(parsed.error.issues.map(({ path, message }) => ({ path: path.join('.'), message }))).toEqual([checked.issue]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('on the spec examples', () => {
    const valid = { email: ' jane@example.com ', password: 'secret12', confirmPassword: 'secret12', firstName: ' Jane ', lastName: '', phone: '' };
    expect(checkRegistrationForm(valid)).toEqual({ form: { ...valid, email: 'jane@example.com', firstName: 'Jane' }, issue: null });
    expect(checkRegistrationForm({ ...valid, confirmPassword: 'secret13' }).issue).toEqual({ path: 'confirmPassword', message: 'Passwords do not match' });
  });
});
