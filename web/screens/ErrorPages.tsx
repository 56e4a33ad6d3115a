import { Component, type ReactNode } from 'react';
import { MESSAGES } from '../../shared/messages.ts';
import { Icon } from './icons.tsx';
import { Link, usePageTitle } from './host.tsx';

/** Any path the app does not know (SPEC.md point 2). */
export function NotFound() {
  usePageTitle('Page Not Found');
  return (
    <div className="error-page">
      <p className="big" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found!</h1>
      <Link to="/" className="btn">
        GO HOME
      </Link>
    </div>
  );
}

/** What a student sees on an administrator's page: a clear refusal, not a broken screen. */
export function NotAllowed() {
  usePageTitle('Not allowed');
  return (
    <div className="error-page">
      <Icon name="Block" className="icon refused" />
      <h1>Not allowed</h1>
      <p className="text-2">{MESSAGES.errors.forbidden} This page is for hostel administrators.</p>
      <Link to="/" className="btn">
        GO HOME
      </Link>
    </div>
  );
}

type RoutingError = { status?: number; statusText?: string; message?: string };

/** "500 Internal Server Error" for a failed response, else the error's message. */
export function errorDetail(error: unknown) {
  if (!error || typeof error !== 'object') return error ? String(error) : undefined;
  const { status, statusText, message } = error as RoutingError;
  return status ? `${status} ${statusText ?? ''}`.trim() : message;
}

/** "Unexpected Application Error!" with the status or the message, for what no page handled (SPEC.md point 2). */
export function ErrorPage({ error, onReset }: { error?: unknown; onReset?: () => void }) {
  usePageTitle('Error');
  const detail = errorDetail(error);
  return (
    <div className="error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      {detail && <pre className="error-detail">{detail}</pre>}
      {/* A full load: whatever broke is left behind. */}
      <a href="/" className="btn" onClick={onReset}>
        GO HOME
      </a>
    </div>
  );
}

type Caught = { error?: unknown };

/** Catches what a page throws, and shows it on the error page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, Caught> {
  state: Caught = {};
  static getDerivedStateFromError(error: unknown): Caught {
    return { error };
  }
  render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}
