import { Component, type ComponentType, type ReactNode } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { type LazyModule, loadOnce } from '@/lib/load-once';
import { useLazyModule } from '@/lib/use-lazy-module';
import { RouteError } from './route-error';

export type Page = LazyModule<ComponentType>;

/** A route's page: its own chunk, fetched the first time the route is shown (docs/decisions/0049). */
export const page = (importer: () => Promise<ComponentType>): Page => loadOnce(importer);

/** What a route carries for the code that loads its page ahead of showing it (the server, hydration). */
export interface PageHandle {
  page: Page;
}

/**
 * The page, or the spinner while its chunk arrives, or the reload page when it cannot (a new deployment replaced it,
 * or the network is gone). Without Suspense: a page already loaded is drawn in the first render (the server's, and
 * the browser's taking a drawn page over).
 */
export function RoutePage({ page }: { page: Page }) {
  const { module: Loaded, failed } = useLazyModule(page, true);
  if (failed) return <RouteError />;
  return Loaded ? <Loaded /> : <PageSpinner />;
}

interface BoundaryProps {
  /** The address: an error is forgotten when it changes, so the next navigation tries again. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

/** The reload page instead of the routes when a page throws while rendering. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown): void {
    console.error('route:', error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError />;
  }
}
