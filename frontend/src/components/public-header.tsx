import { Link } from 'react-router-dom';
import { Brand } from './brand';

/** Header of the public pages: logo, Features, How It Works, About, Log In, Create an account. */
export function PublicHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Brand to="/" />
        <nav className="site-nav" aria-label="Main">
          <Link to="/#features">Features</Link>
          <Link to="/#how-it-works">How It Works</Link>
          <Link to="/about">About</Link>
          <Link to="/login">Log In</Link>
          <Link to="/register" className="button">
            Create an account
          </Link>
        </nav>
      </div>
    </header>
  );
}
