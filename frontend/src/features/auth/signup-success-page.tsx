import { Link } from 'react-router-dom';
import { CheckIcon } from '../../components/icons';
import { AuthPanel } from './auth-panel';

export function SignupSuccessPage() {
  return (
    <AuthPanel title="Account created!">
      <span className="status-icon status-icon--success" aria-hidden="true">
        <CheckIcon size={32} />
      </span>
      <p>Your account was created successfully. Please check your email for a verification link to activate your account.</p>
      <div className="form">
        <Link to="/login" className="button button--block">
          Continue to Sign In
        </Link>
        <Link to="/" className="button button--secondary button--block">
          Back to Homepage
        </Link>
      </div>
      <p className="muted" style={{ marginTop: '1rem' }}>
        Didn&apos;t get the email? Check your spam folder, or <Link to="/contact-us">contact support</Link>.
      </p>
    </AuthPanel>
  );
}
