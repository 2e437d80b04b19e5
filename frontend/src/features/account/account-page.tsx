import { accountMessages, apiPaths } from '@fairbill/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api/api-error';
import { loadAuth } from '../../lib/auth/auth-client';
import { authedApi } from '../../lib/auth/authed-api';
import type { LoginState } from '../auth';
import { ReminderSettingsSection } from '../reminders';
import { DataExportSection } from './data-export-section';

/** /account: the family's control of their account: its reminder e-mails (issue 14), downloading all of its data, and deleting it (issue 16). */
export function AccountPage() {
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState('');
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const signOutOnLeave = useRef(false);
  // The deleted account's session ends on this browser (the Hub event clears cached data).
  useEffect(
    () => () => {
      if (signOutOnLeave.current) void loadAuth().then(({ auth }) => auth.signOut().catch(() => undefined));
    },
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, error: null });
    try {
      await authedApi(apiPaths.account(), { method: 'DELETE', body: { confirmation }, schema: z.null() });
    } catch (error) {
      setState({ busy: false, error: errorMessage(error) });
      return;
    }
    // The account is gone: say so where a person would look next. The session ends once this page
    // has left the screen (below); ended sooner, the guard of the signed-in pages would send the
    // person to /login itself, without the notice.
    signOutOnLeave.current = true;
    navigate('/login', { replace: true, state: { notice: accountMessages.deletedNotice } satisfies LoginState });
  };

  return (
    <section className="section account-sections">
      <h1>Your account</h1>
      <ReminderSettingsSection />
      <DataExportSection />
      <form className="form card" onSubmit={(event) => void submit(event)} aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading">{accountMessages.deleteTitle}</h2>
        <p>{accountMessages.deleteExplanation}</p>
        <TextField
          label={accountMessages.deleteConfirmLabel}
          type="email"
          autoComplete="off"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={state.error ?? undefined}
        />
        <button type="submit" className="button button--danger" disabled={state.busy || confirmation.trim() === ''}>
          {state.busy ? accountMessages.deleting : accountMessages.deleteButton}
        </button>
      </form>
    </section>
  );
}
