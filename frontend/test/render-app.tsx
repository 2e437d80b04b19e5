import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from '../src/app/routes';

/** Renders the real route table at `path`, as the app does (lazy routes, guard, toasts). */
export function renderApp(path: string, state?: unknown) {
  const current: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  function LocationProbe() {
    current.location = useLocation();
    current.navigate = useNavigate();
    return null;
  }
  const [pathname = '/', search = ''] = path.split('?');
  const view = render(
    <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return {
    ...view,
    /** Where the app is now, e.g. after a redirect. */
    location: () => {
      if (!current.location) throw new Error('not rendered');
      return current.location;
    },
    /** Goes to another path inside the app, as a link would. */
    goTo: (to: string) => {
      if (!current.navigate) throw new Error('not rendered');
      void current.navigate(to);
    },
  };
}
