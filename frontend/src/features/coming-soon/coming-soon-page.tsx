import { Link } from 'react-router-dom';
import { PublicLayout } from '../../components/public-layout';

export function ComingSoonPage() {
  return (
    <PublicLayout mainClassName="section">
      <div className="container not-found">
        <h1 style={{ fontSize: '2.4rem' }}>Coming Soon</h1>
        <p className="muted">We are putting the finishing touches on this feature.</p>
        <Link to="/" className="button">
          Back to Homepage
        </Link>
      </div>
    </PublicLayout>
  );
}
