import { Link } from 'react-router-dom';

/** When a page cannot load (e.g. a chunk or /config.json fails): say so and offer a way on. */
export function RouteError({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main" className="full-screen">
      <h1>Something went wrong</h1>
      <p role="alert">We could not load this page. Please check your connection and try again.</p>
      <div className="button-row">
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
        <Link to="/" className="button button--secondary" reloadDocument>
          Back to Homepage
        </Link>
      </div>
    </main>
  );
}
