import { Link } from 'react-router-dom';
import { PublicLayout } from '../../components/public-layout';

export function AboutPage() {
  return (
    <PublicLayout mainClassName="section">
      <div className="container" style={{ maxWidth: 760 }}>
        <h1>About FairBill</h1>
        <p>
          Our mission is transparency in medical billing. Medical bills and insurance statements are hard to read, and
          errors are common: duplicate charges, amounts that do not match what your insurer approved, and balances you
          do not actually owe.
        </p>
        <p>
          FairBill catches billing and insurance errors before you pay. We read your bills and your Explanations of
          Benefits, compare them line by line, and tell you plainly whether a bill is right.
        </p>
        <p>
          We exist to protect patients and the families who care for them, and to build trust between patients,
          providers and insurers, one correct bill at a time.
        </p>
        <div className="button-row">
          <Link to="/coming-soon" className="button">
            Get Started
          </Link>
          <Link to="/contact-us" className="button button--secondary">
            Contact Us
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
