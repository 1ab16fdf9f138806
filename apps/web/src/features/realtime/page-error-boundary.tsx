import { Component, type ReactNode } from 'react';
import { retryFailedScreens } from '@/lib/screen-retry';
import { useLiveOrders } from './live-orders-context';
import { liveOrdersTexts } from './texts';

interface Props {
  children: ReactNode;
  /** A change (a new page, the connection back) clears a failure and renders the page again. */
  resetKey: string;
}

class Boundary extends Component<Props, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) {
      retryFailedScreens();
      return { failedAt: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-amber-300 bg-amber-50 px-6 py-12 text-center">
        <p className="max-w-prose text-stone-800">{liveOrdersTexts.pageFailed}</p>
        <button
          type="button"
          className="min-h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          onClick={() => {
            retryFailedScreens();
            this.setState({ failedAt: null });
          }}
        >
          {liveOrdersTexts.tryAgain}
        </button>
      </div>
    );
  }
}

/**
 * The dashboard page's error boundary: a page that fails to load (its code, offline) or to render shows a message
 * and "Try again" inside the dashboard's frame — the header, the navigation and the live orders stay — and tries
 * again by itself when the connection comes back or the owner goes to another page.
 */
export function PageErrorBoundary({ children, pathname }: { children: ReactNode; pathname: string }) {
  const { reconnections } = useLiveOrders();
  return <Boundary resetKey={`${pathname}#${reconnections}`}>{children}</Boundary>;
}
