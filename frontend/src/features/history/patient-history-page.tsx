import { FAMILY_SELECTION, dashboardMessages, displayFallbacks, familyMemberLabel, memberChoiceSchema } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api/api-error';
import '../../styles/comparison.css';
import { familyQueries } from '../family';
import { historyQueries } from './api/history';
import { HistoryPair } from './history-pair';

/** /patient-history?member=<id|family> (Decision 2): the member's real bill/EOB pairs. */
export function PatientHistoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = memberChoiceSchema.safeParse(searchParams.get('member'));
  const member = parsed.success ? parsed.data : FAMILY_SELECTION;
  const members = useQuery(familyQueries.list());
  const history = useQuery(historyQueries.member(member));
  const selectId = useId();

  return (
    <div className="container stack">
      <header className="page-head">
        <h1>Patient History</h1>
        <p>Each bill next to its explanation of benefits (EOB), and whether they match.</p>
      </header>
      <div className="field history-member">
        <label htmlFor={selectId}>Family member</label>
        <select
          id={selectId}
          value={member}
          onChange={(event) => setSearchParams({ member: event.target.value }, { replace: true })}
        >
          <option value={FAMILY_SELECTION}>{dashboardMessages.allFamilyMembers}</option>
          {(members.data ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {familyMemberLabel(m)}
            </option>
          ))}
          {member !== FAMILY_SELECTION && !members.data?.some((m) => m.id === member) && <option value={member}>{members.isPending ? dashboardMessages.loadingMembers : displayFallbacks.unknown}</option>}
        </select>
      </div>
      {history.isPending && (
        <p role="status" className="muted">
          Loading history...
        </p>
      )}
      {history.isError && (
        <LoadError onRetry={() => void history.refetch()}>{errorMessage(history.error)}</LoadError>
      )}
      {history.isSuccess && history.data.pairs.length === 0 && (
        <p className="notice">No bills yet. Upload a bill and its EOB from the dashboard to see them here.</p>
      )}
      {history.data?.pairs.map((pair) => <HistoryPair key={pair.bill.id} pair={pair} />)}
    </div>
  );
}
