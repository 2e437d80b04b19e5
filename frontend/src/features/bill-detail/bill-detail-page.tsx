import {
  backToSearchPath,
  billAnalysisSchema,
  billDateOfService,
  displayFallbacks,
  formatUsDate,
  type BillComparisonResponse,
} from '@fairbill/shared';
import { LoadError } from '../../components/load-error';
import { SampleDocumentNote } from '../../components/sample-badge';
import { Link, useSearchParams } from 'react-router-dom';
import { isClientError } from '../../lib/api/api-error';
import { useBillComparison } from '../comparison';
import { AttentionBadge, CorrectFieldsForm, DeleteDocumentButton, DocumentPreview, documentAttention } from '../documents';
import { CollapsibleComparisonTable } from './collapsible-comparison-table';

function NotFound() {
  return (
    <section className="section">
      <h1>{displayFallbacks.billNotFound}</h1>
      <Link to="/search">Back to Search</Link>
    </section>
  );
}

function Banner({ banner }: { banner: BillComparisonResponse['banner'] }) {
  const className = `notice match-banner match-banner--${banner.state}`;
  if (!banner.action) return <p className={className}>{banner.message}</p>;
  if (banner.action.kind === 'external') {
    return (
      <p className={className}>
        <a href={banner.action.url} target="_blank" rel="noopener noreferrer">
          {banner.message}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    );
  }
  return (
    <p className={className}>
      <Link to={banner.action.to}>{banner.message}</Link>
    </p>
  );
}

function AnalysisList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** /bill-detail?billId= — the bill against its EOB, the banner, the files and the analysis. */
export function BillDetailPage() {
  const [params] = useSearchParams();
  const billId = params.get('billId');
  const query = useBillComparison(billId ?? undefined);

  if (billId === null) return <NotFound />;
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) {
    if (isClientError(query.error)) return <NotFound />;
    return (
      <LoadError onRetry={() => void query.refetch()}>We could not load this bill.</LoadError>
    );
  }

  const { bill, eob, matchState, banner } = query.data;
  const data = bill.extractedData ?? {};
  const provider = bill.providerName ?? (typeof data.providerName === 'string' ? data.providerName : displayFallbacks.unknownProvider);
  const dateOfService = formatUsDate(billDateOfService(data as Parameters<typeof billDateOfService>[0]) ?? bill.documentDate);
  const analysis = billAnalysisSchema.safeParse(bill.analysis);
  const billAttention = documentAttention(bill);
  const eobAttention = eob ? documentAttention(eob) : null;

  return (
    <section className="section bill-detail">
      <nav className="bill-detail__nav" aria-label="Bill detail">
        <Link to="/dashboard">Dashboard</Link> <Link to="/patient-history">History</Link>
      </nav>
      <h1>{bill.description ?? provider}</h1>
      <p className="muted">{`Detailed view for ${provider} - ${dateOfService}`}</p>
      <SampleDocumentNote memberId={bill.familyMemberId} />
      {billAttention && <AttentionBadge attention={billAttention} />}

      <CollapsibleComparisonTable bill={bill} eob={eob} matchState={matchState} />
      <Banner banner={banner} />
      <p className="button-row">
        <Link to={backToSearchPath(bill.familyMemberId)}>Back to Search Results</Link>
        <DeleteDocumentButton documentId={bill.id} documentType="medical_bill" name={bill.description ?? provider} />
      </p>

      {analysis.success && (
        <div className="bill-detail__analysis">
          <h2>What we checked</h2>
          {analysis.data.errors.length + analysis.data.warnings.length + analysis.data.recommendations.length === 0 ? (
            <p>No problems were found on this bill.</p>
          ) : (
            <>
              <AnalysisList title="Problems" items={analysis.data.errors} />
              <AnalysisList title="Things to check" items={analysis.data.warnings} />
              <AnalysisList title="What you can do" items={analysis.data.recommendations} />
            </>
          )}
        </div>
      )}

      <div className="document-page__grid">
        <div>
          <h2>The bill</h2>
          <DocumentPreview document={bill} label="The bill (original file)" />
          {bill.requiresManualReview && <CorrectFieldsForm key={`${bill.id}:${bill.version}`} document={bill} />}
        </div>
        {eob && (
          <div>
            <h2>The EOB</h2>
            {eobAttention && <AttentionBadge attention={eobAttention} />}
            <DocumentPreview document={eob} label="The EOB (original file)" />
            {eob.requiresManualReview && <CorrectFieldsForm key={`${eob.id}:${eob.version}`} document={eob} />}
          </div>
        )}
      </div>
    </section>
  );
}
