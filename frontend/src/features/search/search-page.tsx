import {
  FAMILY_SELECTION,
  dashboardMessages,
  familyMemberLabel,
  formatDisplayDate,
  formatCents,
  foundResultsCaption,
  hasTypeFlag,
  memberFullName,
  searchFiltersSchema,
  searchMessages,
  searchParamsFor,
  searchResultCaption,
  searchResultLink,
  type FamilyMember,
  type SearchResult,
  documentTypeByKind,
} from '@fairbill/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { SampleBadge } from '../../components/sample-badge';
import '../../styles/document-views.css';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api/api-error';
import { AttentionBadge, documentAttention } from '../documents';
import { familyQueries } from '../family';
import { searchQueries } from './api/search';
import { PickerDateInput } from './picker-date-input';

/** Our own URL flag (not sent to the API): only documents that failed extraction or need review. */
const ATTENTION_PARAM = 'attention';
// ours: the API refuses such a range; say so before sending it.
const DATE_ORDER_ERROR = 'The start date must not be after the end date.';
const TYPES = [
  { key: 'bills', label: 'Bills' },
  { key: 'eobs', label: 'EOBs' },
  { key: 'receipts', label: 'Receipts' },
] as const;

/** The link of a card: bills open the comparison; EOBs and receipts open the document view. */
const cardLink = (result: SearchResult) => searchResultLink(result) ?? `/documents/${encodeURIComponent(result.id)}`;

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = searchFiltersSchema.parse(Object.fromEntries(params));
  const attentionOnly = params.get(ATTENTION_PARAM) === 'true';
  const members = useQuery(familyQueries.list());

  // The form's own state; the URL holds what was searched for.
  const [types, setTypes] = useState({ bills: filters.bills, eobs: filters.eobs, receipts: filters.receipts });
  const [startDate, setStartDate] = useState(filters.startDate ?? '');
  const [endDate, setEndDate] = useState(filters.endDate ?? '');
  const [attention, setAttention] = useState(attentionOnly);
  const memberId = filters.memberId ?? FAMILY_SELECTION;

  const searched = hasTypeFlag(Object.fromEntries(params));
  const apiParams = searchParamsFor({ ...filters, memberId });
  const search = useInfiniteQuery(searchQueries.documents(apiParams, searched));
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];

  const attentionById = new Map(results.map((result) => [result.id, documentAttention({ ...result, documentType: documentTypeByKind[result.type] })] as const));
  const shown = attentionOnly ? results.filter((result) => attentionById.get(result.id)) : results;

  const memberById = new Map((members.data ?? []).map((member) => [member.id, member] as const));
  const selectedMember = memberId === FAMILY_SELECTION ? null : (memberById.get(memberId) ?? null);

  const [formError, setFormError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (startDate && endDate && startDate > endDate) {
      setFormError(DATE_ORDER_ERROR);
      return;
    }
    setFormError(null);
    const next = new URLSearchParams(searchParamsFor({ ...types, memberId, startDate: startDate || undefined, endDate: endDate || undefined }));
    if (attention) next.set(ATTENTION_PARAM, 'true');
    if (next.toString() === params.toString()) void search.refetch();
    else setParams(next);
  };

  // Another member: the old results go and the new choice is written to the URL.
  const selectMember = (next: string) => {
    const kept = new URLSearchParams(searchParamsFor({ memberId: next, startDate: filters.startDate, endDate: filters.endDate }));
    setParams(kept);
  };

  const busy = search.isFetching && !search.isFetchingNextPage;
  return (
    <section className="section search-page">
      <h1>Search</h1>
      <form className="form search-form" onSubmit={submit} aria-label="Search bills and documents">
        <div className="field">
          <label htmlFor="search-member">Family member</label>
          <select id="search-member" value={memberId} onChange={(event) => selectMember(event.target.value)} disabled={members.isPending}>
            <option value={FAMILY_SELECTION}>{dashboardMessages.familyView}</option>
            {(members.data ?? []).map((member: FamilyMember) => (
              <option key={member.id} value={member.id}>
                {familyMemberLabel(member)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-row search-form__dates">
          <PickerDateInput id="search-start" label="Start date" value={startDate} onChange={setStartDate} />
          <span className="search-form__through">Through</span>
          <PickerDateInput id="search-end" label="End date" value={endDate} onChange={setEndDate} />
        </div>
        <fieldset className="choice-list">
          <legend>Search for:</legend>
          {TYPES.map(({ key, label }) => (
            <label key={key}>
              <input type="checkbox" checked={types[key]} onChange={(event) => setTypes((current) => ({ ...current, [key]: event.target.checked }))} />{' '}
              {label}
            </label>
          ))}
          <label>
            <input type="checkbox" checked={attention} onChange={(event) => setAttention(event.target.checked)} /> Only documents that failed or need review
          </label>
        </fieldset>
        {formError && (
          <p role="alert" className="form-error">
            {formError}
          </p>
        )}
        <button type="submit" className="button" disabled={busy || members.isPending}>
          {busy ? 'Searching...' : 'Search'}
        </button>
      </form>

      <div className="search-results" aria-live="polite">
        {!searched ? (
          <p className="muted">{searchMessages.beforeResults}</p>
        ) : search.isError ? (
          <LoadError onRetry={() => void search.refetch()}>{errorMessage(search.error)}</LoadError>
        ) : search.isPending ? (
          <p role="status">Searching...</p>
        ) : (
          <>
            <h2>{foundResultsCaption(shown.length, selectedMember?.firstName)}</h2>
            <ul className="result-list">
              {shown.map((result) => {
                const flag = attentionById.get(result.id);
                return (
                  <li key={result.id} className="card result-card">
                    <Link to={cardLink(result)} className="result-card__link">
                      <span className="result-card__date">{formatDisplayDate(result.date)}</span>
                      <span className="result-card__member">
                        {memberFullName(memberById.get(result.familyMemberId))}
                        {memberById.get(result.familyMemberId)?.sample && (
                          <>
                            {' '}
                            <SampleBadge />
                          </>
                        )}
                      </span>
                      <span className="result-card__description">{result.description}</span>
                      <span className="result-card__amount">{formatCents(result.amount)}</span>
                      <span className="result-card__caption muted">{searchResultCaption(result.type)}</span>
                    </Link>
                    {flag && <AttentionBadge attention={flag} />}
                  </li>
                );
              })}
            </ul>
            {search.hasNextPage && (
              <button type="button" className="button button--secondary" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
                {search.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
