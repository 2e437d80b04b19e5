import { inNetworkAdvice } from '@fairbill/shared';
import { Link } from 'react-router-dom';
import '../../styles/comparison.css';
import { ComparisonGrid, type ComparisonRow } from '../comparison';

// Spec section 9: the demo uses fixed providers and amounts (no user data), in cents like every amount.
const demoRow = { present: true, dateOfService: '2024-01-02', provider: 'Lakeside Orthopedics', amountBilled: 120000, inNetwork: false, coInsurance: 0 } as const;
const outOfNetworkDemo: ComparisonRow[] = [
  { ...demoRow, kind: 'eob', allowedAmount: 60000, deductible: 20000, insurancePaid: 32000, youOwe: 28000 },
  { ...demoRow, kind: 'bill', allowedAmount: null, coInsurance: null, deductible: null, insurancePaid: 32000, youOwe: 88000 },
];

const callouts = [
  { title: 'Amount Billed', text: 'Both rows show the same $1,200.00: the bill and the EOB describe the same visit.' },
  { title: 'Allowed Amount', text: 'Your plan only allows $600.00 for this service because the provider is out of network.' },
  { title: 'You Owe', text: 'The EOB says you owe $280.00, but the provider bills you $880.00: the $600.00 the plan did not allow.' },
] as const;

/** /patient-actions: a static explainer of an out-of-network mismatch (Decision 2 keeps it static). */
export function PatientActionsPage() {
  return (
    <div className="container stack">
      <header className="page-head">
        <h1>Patient Actions</h1>
        <p>How to read a bill that does not match its EOB - an example.</p>
      </header>
      <section className="card stack" aria-labelledby="demo-out-of-network">
        <h2 id="demo-out-of-network">Example: an out-of-network provider</h2>
        <ComparisonGrid caption="Example out-of-network bill and EOB" networkHeader="network" showInsurancePaid rows={outOfNetworkDemo} />
        <ol className="advice-list">
          {callouts.map((callout) => (
            <li key={callout.title} className="advice">
              <h3>{callout.title}</h3>
              <p>{callout.text}</p>
            </li>
          ))}
        </ol>
        <p className="note--yellow">Out of network reasons will be different from in network!</p>
      </section>
      <section className="card stack" aria-labelledby="demo-in-network">
        <h2 id="demo-in-network">Example: an in-network provider</h2>
        <p>The EOB shows nothing owed, yet the provider sent a bill.</p>
        <p className="notice notice--success">{inNetworkAdvice(0)}</p>
      </section>
      <p>
        <Link to="/patient-history">View Patient History</Link>
      </p>
    </div>
  );
}
