import { Component, type ReactNode } from 'react';
import { MESSAGES } from '../../shared/messages.ts';
import { Icon } from './icons.tsx';
import { usePageTitle } from './pageTitle.ts';
import { Link } from './router.tsx';

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

type Caught = { error?: unknown };

/** "Unexpected Application Error!" with the error's message, for what no page handled. */
export class ErrorBoundary extends Component<{ children: ReactNode }, Caught> {
  state: Caught = {};
  static getDerivedStateFromError(error: unknown): Caught {
    return { error };
  }
  render() {
    if (this.state.error === undefined) return this.props.children;
    const detail = this.state.error instanceof Error ? this.state.error.message : String(this.state.error);
    return (
      <div className="error-page" role="alert">
        <h1>Unexpected Application Error!</h1>
        {detail && <pre className="error-detail">{detail}</pre>}
        <a href="/" className="btn">
          GO HOME
        </a>
      </div>
    );
  }
}
