import { PRODUCT_NAME } from '@fairbill/shared';
import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container button-row" style={{ justifyContent: 'space-between' }}>
        <p style={{ margin: 0 }}>
          © {new Date().getFullYear()} {PRODUCT_NAME}. Your documents stay private and encrypted.
        </p>
        <nav aria-label="Footer" className="button-row">
          <Link to="/about">About</Link>
          <Link to="/contact-us">Contact Us</Link>
        </nav>
      </div>
    </footer>
  );
}
