import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * The state of a small form of text inputs, for the sign-in and registration pages: they check
 * their fields with the shared rules (plain functions), so they paint and respond without
 * react-hook-form and zod (bench:web). `bind(name)` goes on the input; `submit(run)` prevents the
 * browser's submission, ignores a second one while `run` is pending and sets `isSubmitting`.
 */
export function useTextFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [isSubmitting, setSubmitting] = useState(false);
  const pending = useRef(false);

  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = useCallback(
    (run: (form: HTMLFormElement) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending.current) return;
      pending.current = true;
      setSubmitting(true);
      try {
        await run(event.currentTarget);
      } finally {
        pending.current = false;
        setSubmitting(false);
      }
    },
    [],
  );

  return { values, bind, submit, isSubmitting };
}
