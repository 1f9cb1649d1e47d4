import { Component, lazy, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import type { BasePageContext } from '../../build/pages';
import { isBot } from '../../browser/bots';
import { isChunkLoadError, reloadAfterChunkError } from '../../browser/chunk-reload';
import { homePath } from '../../domain/paths';
import { statusTitle } from '../../domain/text';
import { useTranslation } from '../../i18n/TranslationProvider';

// The error page, with the site's frame, is loaded only when a page fails: nothing of it is in the
// first-load JavaScript or the app's stylesheet.
const ErrorPage = lazy(() => import('./ErrorPage').then((module) => ({ default: module.ErrorPage })));

/** The error page's heading and link home alone, for when the error page itself cannot be loaded. */
function BareErrorPage() {
  const { t, language } = useTranslation();
  useEffect(() => {
    // spec §2: an error page's title is status code plus message (the full page adds the brand).
    document.title = statusTitle(500);
  }, []);
  return (
    <main id="main" data-testid="error-page">
      <h1>{t('clientChrome.errorTitle')}</h1>
      <p>
        <a href={homePath(language)}>{t('notFound.backHome')}</a>
      </p>
    </main>
  );
}

/** Shows the bare error page when loading the full one fails. */
class OrBare extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <BareErrorPage /> : this.props.children;
  }
}

interface PageErrorBoundaryProps {
  context: Partial<BasePageContext>;
  /** The page's path: a navigation to another page leaves the error behind. */
  pathname: string;
  /** The visitor's user agent; `navigator.userAgent` by default. */
  userAgent?: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  error: unknown;
  /** A chunk error that is reloading the page: nothing is shown meanwhile. */
  reloading: boolean;
}

const noError: PageErrorBoundaryState = { error: null, reloading: false };

/**
 * Catches a rendering error anywhere in a page (spec §8: "Fatal or unhandled rendering errors lead to
 * the error page, whose body is the content text for not-found. For bot user agents the page is not
 * rendered and the error is logged."). A failed chunk load reloads the page instead, at most once per
 * path in 10 seconds (spec §9, src/browser/chunk-reload.ts); a further one gets the error page.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state = noError;

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error, reloading: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.state.reloading && reloadAfterChunkError(error)) return;
    console.error('Error while rendering the page', error, info.componentStack);
    if (this.state.reloading) this.setState({ reloading: false });
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.error !== null && previous.pathname !== this.props.pathname) this.setState(noError);
  }

  override render(): ReactNode {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading || isBot(this.props.userAgent ?? navigator.userAgent)) return null;
    return (
      <OrBare>
        <Suspense fallback={null}>
          <ErrorPage context={this.props.context} />
        </Suspense>
      </OrBare>
    );
  }
}
