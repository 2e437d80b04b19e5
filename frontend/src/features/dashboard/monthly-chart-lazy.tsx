import { lazy, Suspense, type ComponentProps } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import type { MonthlyChart as MonthlyChartComponent } from './monthly-chart';

// Its own chunk: the dashboard's cards and uploads do not wait for the chart's code.
const MonthlyChart = lazy(async () => ({ default: (await import('./monthly-chart')).MonthlyChart }));

/** The monthly chart, loaded on first render. If its code cannot load, the rest of the dashboard stays usable. */
export function LazyMonthlyChart(props: ComponentProps<typeof MonthlyChartComponent>) {
  return (
    // A chunk that failed once is not fetched again by React.lazy: a reload is the way to retry.
    <ErrorBoundary fallback={() => <p className="muted">The monthly chart could not load. Reload the page to try again.</p>}>
      <Suspense fallback={null}>
        <MonthlyChart {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
