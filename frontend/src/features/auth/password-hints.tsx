import { passwordHint } from '@fairbill/shared';
import type { ComponentPropsWithRef } from 'react';
import { TextField } from '../../components/text-field';

const levelClass = { short: 'hint--bad', weak: 'hint--weak', good: 'hint--good' } as const;

/** Live password feedback (spec section 5): strength, then a mismatch warning. */
export function PasswordHints({ password, confirmPassword }: { password: string; confirmPassword: string }) {
  const { strength, mismatch } = passwordHint(password, confirmPassword);
  if (!strength && !mismatch) return null;
  return (
    <div aria-live="polite" className="field__hint">
      {strength && <p className={levelClass[strength.level]} style={{ margin: 0 }}>{strength.message}</p>}
      {mismatch && <p className="hint--bad" style={{ margin: 0 }}>{mismatch}</p>}
    </div>
  );
}

type PasswordPairProps = {
  labels: { password: string; confirm: string };
  values: { password: string; confirm: string };
  errors: { password?: string | undefined; confirm?: string | undefined };
  /** What binds each input to its form: react-hook-form's register() or the page's own state. */
  fields: { password: ComponentPropsWithRef<'input'>; confirm: ComponentPropsWithRef<'input'> };
};

/** A new password and its confirmation, with the live hints (registration and password reset). */
export function NewPasswordFields({ labels, values, errors, fields }: PasswordPairProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        hint={<PasswordHints password={values.password} confirmPassword={values.confirm} />}
        {...fields.password}
      />
      <TextField label={labels.confirm} type="password" autoComplete="new-password" required error={errors.confirm} {...fields.confirm} />
    </>
  );
}
