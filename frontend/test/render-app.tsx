import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppRoutes } from '../src/app/routes';

/** Renders the real route table at `path`, as the app does (lazy routes, guard, toasts). */
export function renderApp(path: string, state?: unknown) {
  const current: { location: Location | null } = { location: null };
  function LocationProbe() {
    current.location = useLocation();
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
  };
}
