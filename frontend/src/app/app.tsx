import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './routes';

// Deep links (e.g. /login from an e-mail) fetch all their chunks in parallel, from before React's
// first render (AppRoutes asks again when it renders, at no cost).
void preloadRoute(window.location.pathname);

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
