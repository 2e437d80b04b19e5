import { Link } from 'react-router-dom';
import { AuthPanel } from './auth-panel';

/** Decision 7: the account is the e-mail address; help the user find it, or reach support. */
export function ForgotEmailPage() {
  return (
    <AuthPanel title="Forgot your email?" lead="Your FairBill account is tied to the email address you registered with.">
      <ol style={{ paddingLeft: '1.2rem' }}>
        <li>Search each of your inboxes (and spam folders) for our verification email from FairBill.</li>
        <li>Try signing in with the addresses you use most often, personal and work.</li>
        <li>If you remember the address but not the password, use Forgot Password instead.</li>
      </ol>
      <p>
        Still stuck? <Link to="/contact-us">Contact us</Link> with your name and phone number and we will help you
        recover your account.
      </p>
      <div className="form">
        <Link to="/forgot-password" className="button button--secondary button--block">
          Forgot Password
        </Link>
        <Link to="/login" className="button button--block">
          Back to Sign In
        </Link>
      </div>
    </AuthPanel>
  );
}
