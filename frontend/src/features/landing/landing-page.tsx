import { Link } from 'react-router-dom';
import { CardIcon, DocumentIcon, ScaleIcon, SearchIcon } from '../../components/icons';
import { PublicLayout } from '../../components/public-layout';

const features = [
  {
    title: 'Smart Bill Checking',
    text: 'Our AI reads every line of your medical bill and flags duplicate charges, errors and overcharges.',
    Icon: SearchIcon,
  },
  {
    title: 'Insurance Review',
    text: 'We compare your bill with your Explanation of Benefits so you know what your insurer really covered.',
    Icon: DocumentIcon,
  },
  {
    title: 'Dispute Bills Effortlessly',
    text: 'When something does not add up, get clear next steps to dispute incorrect charges.',
    Icon: ScaleIcon,
  },
  {
    title: 'Pay with Confidence',
    text: 'Pay only the verified amount you truly owe, for yourself and every family member you manage.',
    Icon: CardIcon,
  },
] as const;

const steps = [
  { title: 'Upload your paperwork', text: 'Upload your medical bills and insurance paperwork (EOBs) in a few clicks.' },
  { title: 'Get a simple report', text: 'Get a simple report of what is right and what is wrong on each bill.' },
  { title: 'Pay or dispute', text: 'Pay confidently, or get help disputing the charges that are wrong.' },
] as const;

/** The landing page (/). Kept free of Amplify and of server code so it loads fast. */
export function LandingPage() {
  return (
    <PublicLayout>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <span className="eyebrow">HIPAA compliant · AI-powered medical bill analysis</span>
          <h1 id="hero-title">Stop Overpaying Your Medical Bills</h1>
          <p>
            FairBill checks your medical bills against your insurer&apos;s Explanation of Benefits and tells you, in plain
            words, whether to pay or what to do about a mismatch.
          </p>
          <div className="button-row">
            <Link to="/coming-soon" className="button">
              Check My Bills
            </Link>
            <Link to="/contact-us" className="button button--secondary">
              Learn More
            </Link>
          </div>
        </div>
      </section>

      <section id="features" className="section" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title">Everything you need to get medical bills right</h2>
          <p className="section__lead">
            Keep bills, insurance statements and receipts for your whole family in one secure place.
          </p>
          <div className="grid">
            {features.map(({ title, text, Icon }) => (
              <article key={title} className="card">
                <span className="card__icon">
                  <Icon />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section id="how-it-works" className="section" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title">How It Works</h2>
          <p className="section__lead">Three simple steps from a confusing bill to a clear answer.</p>
          <ol className="grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {steps.map(({ title, text }, index) => (
              <li key={title} className="card">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {title}
                </h3>
                <p>{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="cta-title">
        <div className="container">
          <div className="cta">
            <h2 id="cta-title">Ready to stop overpaying?</h2>
            <p>Join patients and families who check every bill before they pay it.</p>
            <div className="button-row">
              <Link to="/coming-soon" className="button">
                Check My Bills Now
              </Link>
              <Link to="/register" className="button button--secondary">
                Learn More
              </Link>
            </div>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
