import { dashboardMessages, FAMILY_SELECTION, familyMemberLabel, selectionAfterRemoval, welcomeHeading, type FamilyMember } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { UploadIcon } from '../../components/icons';
import { LoadError } from '../../components/load-error';
import { useSession } from '../../lib/auth/session';
import { familyQueries, useMemberSelection } from '../family';
import { NeedsActionList, PaymentLinksList } from '../ledgers';
import { RemindersList } from '../reminders';
import { SampleDocumentsCard } from '../samples';
import './dashboard.css';
import { MemberFormDialog } from './member-form-dialog';
import { LazyMonthlyChart } from './monthly-chart-lazy';
import { RemoveMemberDialog } from './remove-member-dialog';
import { TotalCards } from './total-cards';
import { UploadDocumentsDialog } from './upload-documents-dialog';
import { UploadReceiptDialog } from './upload-receipt-dialog';

/** The years offered: this one and the five before it. */
const YEARS_OFFERED = 6;

type OpenDialog = { kind: 'upload' } | { kind: 'receipt' } | { kind: 'add' } | { kind: 'edit'; member: FamilyMember } | { kind: 'remove'; member: FamilyMember } | null;

/** Spec section 2, "Dashboard": the family selection, the yearly totals, uploads and the members. */
export function DashboardPage() {
  const { user } = useSession();
  const members = useQuery(familyQueries.list());
  const { members: list, selection, member, pick } = useMemberSelection();
  const currentYear = new Date().getFullYear();
  const [year, setYear] = useState(currentYear);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const memberSelectId = useId();
  const yearSelectId = useId();

  return (
    <>
      <div className="dashboard-head">
        <h1>{members.data ? welcomeHeading(member) : 'Welcome'}</h1>
        <div className="upload-buttons">
          <button type="button" className="button" onClick={() => setDialog({ kind: 'upload' })}>
            <UploadIcon /> Upload a new bill &amp; EOB
          </button>
          <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'receipt' })}>
            <UploadIcon /> Upload a new receipt
          </button>
        </div>
      </div>

      {members.isError && (
        <LoadError onRetry={() => void members.refetch()}>We could not load your family members.</LoadError>
      )}

      <SampleDocumentsCard onAdded={pick} onRemove={(sample) => setDialog({ kind: 'remove', member: sample })} />

      <div className="dashboard-controls">
        <div className="field">
          <label htmlFor={memberSelectId}>Family member</label>
          {list.length === 0 ? (
            <select id={memberSelectId} disabled aria-busy={!members.isError || undefined}>
              <option>{dashboardMessages.loadingMembers}</option>
            </select>
          ) : (
            <select id={memberSelectId} value={selection ?? FAMILY_SELECTION} onChange={(event) => pick(event.currentTarget.value)}>
              <option value={FAMILY_SELECTION} aria-label="All family members">
                {dashboardMessages.familyView}
              </option>
              {list.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {familyMemberLabel(entry)}
                </option>
              ))}
            </select>
          )}
        </div>
        <div className="field">
          <label htmlFor={yearSelectId}>Year</label>
          <select id={yearSelectId} value={year} onChange={(event) => setYear(Number(event.currentTarget.value))}>
            {Array.from({ length: YEARS_OFFERED }, (_, index) => currentYear - index).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="member-actions">
          <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'add' })}>
            Add Family Member
          </button>
          {member && (
            <>
              <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'edit', member })}>
                Edit {member.firstName}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'remove', member })}>
                Remove {member.firstName}
              </button>
            </>
          )}
        </div>
      </div>

      <TotalCards year={year} selection={selection} memberFirstName={member?.firstName ?? null} />
      <NeedsActionList year={year} selection={selection} />
      <PaymentLinksList year={year} selection={selection} />
      <RemindersList selection={selection} />
      <LazyMonthlyChart year={year} selection={selection} memberFirstName={member?.firstName ?? null} />

      <UploadDocumentsDialog open={dialog?.kind === 'upload'} onClose={close} member={member} userId={user?.userId ?? null} />
      <UploadReceiptDialog open={dialog?.kind === 'receipt'} onClose={close} member={member} userId={user?.userId ?? null} />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <MemberFormDialog
          member={dialog.kind === 'edit' ? dialog.member : null}
          onClose={close}
          onSaved={(saved) => {
            pick(saved.id);
            close();
          }}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveMemberDialog
          member={dialog.member}
          onClose={close}
          onRemoved={(removedId) => {
            pick(selectionAfterRemoval(list, removedId, selection) ?? FAMILY_SELECTION);
            close();
          }}
        />
      )}
    </>
  );
}
