import { buildPath, daysBetween, formatDisplayDate, reminderMessages as messages, type MemberSelection, type ReminderDeadline } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { NotStated } from '../../components/not-stated';
import { familyQueries } from '../family';
import { reminderQueries, useDeadlineReminders } from './api/reminders';
import './reminders.css';

/** Where a deadline leads: its bill, its EOB, or the letters of its visit. */
function deadlineLink(deadline: ReminderDeadline): string | null {
  if (deadline.kind === 'bill_due' && deadline.documentId) return buildPath('/bill-detail', { billId: deadline.documentId });
  if (deadline.kind === 'appeal' && deadline.documentId) return `/documents/${encodeURIComponent(deadline.documentId)}`;
  return deadline.ledgerId ? `/ledgers/${encodeURIComponent(deadline.ledgerId)}/letter` : null;
}

type ItemProps = { deadline: ReminderDeadline; today: string; firstName: string | null; saving: boolean; onToggle: (remindersOn: boolean) => void };

function ReminderItem({ deadline, today, firstName, saving, onToggle }: ItemProps) {
  const what = messages.kinds[deadline.kind];
  const day = formatDisplayDate(deadline.date);
  const link = deadlineLink(deadline);
  const provider = deadline.providerName && deadline.providerName.trim() !== '' ? deadline.providerName : null;
  const reason = deadline.estimated && deadline.kind !== 'follow_up' ? messages.estimateReasons[deadline.kind] : null;
  return (
    <li className="reminders__item">
      <p className="reminders__when">
        <time dateTime={deadline.date}>{day}</time>
        <span className="reminders__days">{messages.when(daysBetween(today, deadline.date))}</span>
      </p>
      <p className="reminders__what">
        {what}
        {reason && (
<span className="reminders__estimate">{messages.estimate}</span>
        )}
      </p>
      <p className="reminders__detail">
        {link ? <Link to={link}>{provider ?? <NotStated />}</Link> : (provider ?? <NotStated />)}
        {firstName && <span> · {messages.forMember(firstName)}</span>}
      </p>
      {reason && (
<p className="reminders__reason">{reason}</p>
      )}
      <label className="reminders__toggle">
        <input type="checkbox" checked={deadline.remindersOn} disabled={saving} aria-label={messages.toggleLabel(what, day)} onChange={(event) => onToggle(event.currentTarget.checked)} />
        {messages.toggle}
      </label>
    </li>
  );
}

type RemindersListProps = { selection: MemberSelection | null };

/**
 * Issue 14: the dashboard's upcoming deadlines (bill due dates, appeal windows, letters' follow-ups),
 * soonest first, each with a switch for its e-mail reminders.
 */
export function RemindersList({ selection }: RemindersListProps) {
  const reminders = useQuery(reminderQueries.list(selection));
  const members = useQuery(familyQueries.list());
  const toggle = useDeadlineReminders();
  const headingId = useId();
  const firstNames = new Map((members.data ?? []).map((member) => [member.id, member.firstName]));
  const data = reminders.data;
  return (
    <section className="card reminders" aria-labelledby={headingId} aria-busy={reminders.isPending || undefined}>
      <h2 id={headingId}>{messages.title}</h2>
      <p className="muted">{messages.intro}</p>
      {reminders.isError && <LoadError onRetry={() => void reminders.refetch()}>{messages.loadFailed}</LoadError>}
      {data && !data.emailReminders && (
        <p className="reminders__off">
          {messages.accountOff} <Link to="/account">{messages.accountOffLink}</Link>
        </p>
      )}
      {data &&
        (data.deadlines.length === 0 ? (
          <p className="muted">{messages.nothingUpcoming}</p>
        ) : (
          <ul className="reminders__list">
            {data.deadlines.map((deadline) => (
              <ReminderItem
                key={deadline.id}
                deadline={deadline}
                today={data.today}
                firstName={firstNames.get(deadline.memberId) ?? null}
                saving={toggle.isPending && toggle.variables?.deadlineId === deadline.id}
                onToggle={(remindersOn) => toggle.mutate({ deadlineId: deadline.id, remindersOn })}
              />
            ))}
          </ul>
        ))}
      {toggle.isError && (
        <p role="alert" className="form-error">
          {messages.saveFailed}
        </p>
      )}
    </section>
  );
}
