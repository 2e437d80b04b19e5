import { backToSearchPath, buildPath, explanationsParamsSchema, type BillComparisonResponse } from '@fairbill/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api/api-error';
import { billRow, ComparisonGrid, eobRow, useBillComparison } from '../comparison';
import { useSelectMemberFromUrl } from '../family';

/**
 * Loads the pair the link named (familyMemberId, billId, eobId; malformed values dropped); without a
 * bill id there is nothing to load and both rows show 'null'. The selection switches to the URL's member.
 */
export function useMismatch() {
  const [searchParams] = useSearchParams();
  const params = explanationsParamsSchema.parse(Object.fromEntries(searchParams));
  useSelectMemberFromUrl(params.familyMemberId);
  const comparison = useBillComparison(params.billId, params.eobId);
  return { params, comparison };
}

/** The EOB row and the Bill row of the pair, with loading and error states. */
export function MismatchTable({ comparison }: { comparison: ReturnType<typeof useBillComparison> }) {
  if (comparison.isLoading) {
    return (
      <p role="status" className="muted">
        Loading the bill and EOB...
      </p>
    );
  }
  const data: BillComparisonResponse | undefined = comparison.data;
  return (
    <>
      {comparison.isError && (
        <p role="alert" className="form-error">
          {errorMessage(comparison.error)}
        </p>
      )}
      <ComparisonGrid caption="Your EOB and bill" networkHeader="In/Out Network" rows={[eobRow(data?.eob ?? null), billRow(data?.bill ?? null)]} />
    </>
  );
}

/** 'Back to Search' (the member's bills and EOBs) and 'View Patient History'. */
export function ExplanationLinks({ familyMemberId }: { familyMemberId: string | undefined }) {
  return (
    <div className="button-row">
      <Link className="button button--secondary" to={familyMemberId ? backToSearchPath(familyMemberId) : '/search'}>
        Back to Search
      </Link>
      <Link className="button" to={buildPath('/patient-history', { member: familyMemberId })}>
        View Patient History
      </Link>
    </div>
  );
}
