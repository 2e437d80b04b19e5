import { ExplanationLinks, MismatchTable, useMismatch } from './mismatch-comparison';
import { outOfNetworkAdvice } from './out-of-network-advice';

/** /explanations: why an out-of-network bill and its EOB may not match, with the real pair. */
export function ExplanationsPage() {
  const { params, comparison } = useMismatch();
  return (
    <div className="container stack">
      <header className="page-head">
        <h1>Bill and EOB Mismatch Explanations</h1>
        <p>Common reasons why your EOB and bill amounts may not match</p>
      </header>
      <section className="card" aria-labelledby="out-of-network-title">
        <h2 id="out-of-network-title">Out of Network Provider</h2>
        <MismatchTable comparison={comparison} />
        <ul className="advice-list" aria-label="What you can do">
          {outOfNetworkAdvice.map((advice) => (
            <li key={advice.title} className="advice">
              <h3>{advice.title}</h3>
              <p>{advice.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <ExplanationLinks familyMemberId={params.familyMemberId} />
    </div>
  );
}
