import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import type { ErrorReport } from '@bondkit/core/validation';
import { errorPageContent } from '../pages/error/errorPageContent';
import { errorReportOf } from './globalErrorReporting';

/**
 * The last resort when rendering throws or a page's code fails to load (a deploy replaced the chunks):
 * the 500 page, outside the shell since the shell itself may be what failed. A thrown error (not a
 * route's own error response) is reported as a `render` error.
 */
export function RouteErrorBoundary({ report }: { report: (report: ErrorReport) => Promise<unknown> }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    const message = error instanceof Error ? error.message : String(error);
    void report(errorReportOf('render', error, message, window.location.href)).catch(() => undefined);
  }, [error, report]);
  const content = errorPageContent(status);
  return (
    <div className="app-layout app-layout--no-footer" data-layout="no-footer">
      <main className="app-page app-error" aria-labelledby="error-title">
        <p className="app-error__status">{status}</p>
        <h1 id="error-title">{content.title}</h1>
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <div className="app-actions">
          <button type="button" className="app-button" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link className="app-button" to="/">
            Back to Home
          </Link>
        </div>
      </main>
    </div>
  );
}
