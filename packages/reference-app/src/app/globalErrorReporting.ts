import { forbiddenControlCharacters } from '@bondkit/core/validation';
import type { ErrorReport, ErrorReportKind } from '@bondkit/core/validation';

/** The toast the global handler shows (platform-shell 8: "also 'Something went wrong!' on another path"). */
export const unexpectedErrorText = 'Something went wrong!';

/** At most this many reports per page load: a render loop must not flood the server. */
export const maximumReportsPerPage = 10;

/** At most one 'Something went wrong!' toast per toast life (4 s). */
const unexpectedErrorToastIntervalMs = 4_000;

/**
 * Errors nobody should hear about (platform-shell 8: "audio playback errors ... are ignored silently"):
 * a `play()` refused before the first user gesture or of a format the browser lacks, an aborted request
 * or playback, a ResizeObserver that skipped a frame, and cross-origin "Script error." with no details.
 */
function isIgnoredError(error: unknown, message: string): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'NotSupportedError' || name === 'AbortError') return true;
  if (message.startsWith('ResizeObserver loop')) return true;
  return message === 'Script error.' || message === '';
}

const clean = (text: string, maximum: number): string =>
  text.replace(new RegExp(forbiddenControlCharacters.source, 'g'), ' ').slice(0, maximum);

/** A report in the shape `POST api/error-reports/` accepts, whatever was thrown. */
export function errorReportOf(
  kind: ErrorReportKind,
  error: unknown,
  message: string,
  url: string,
): ErrorReport {
  const stack =
    error instanceof Error && typeof error.stack === 'string' ? clean(error.stack, 10_000) : undefined;
  return {
    kind,
    message: clean(message, 2_000) || 'Unknown error',
    ...(stack ? { stack } : {}),
    url: clean(url, 2_000),
  };
}

/** Options of {@link installGlobalErrorReporting}. */
export interface GlobalErrorReportingOptions {
  /** The window whose `error` and `unhandledrejection` events are watched. */
  target: Window;
  /** Sends a report (`client.platform.reportError`). Its own failure is ignored: reporting must never throw. */
  report: (report: ErrorReport) => Promise<unknown>;
  /** Tells the user (the 'Something went wrong!' toast). */
  notify: () => void;
  /** The clock, for the toast interval. Default `Date.now`. */
  now?: () => number;
}

/**
 * The global UI error handler: reports each distinct uncaught error and unhandled rejection (at most
 * {@link maximumReportsPerPage} per page) and tells the user once per toast life. It never calls
 * `preventDefault`, so every error still reaches the console as thrown (the spec's "other errors are
 * rethrown"); ignored errors (see {@link isIgnoredError}) are neither reported nor shown. Returns the
 * uninstall function.
 */
export function installGlobalErrorReporting(options: GlobalErrorReportingOptions): () => void {
  const now = options.now ?? Date.now;
  const seen = new Set<string>();
  let lastToastAt = Number.NEGATIVE_INFINITY;

  const handle = (kind: ErrorReportKind, error: unknown, message: string): void => {
    if (isIgnoredError(error, message)) return;
    if (now() - lastToastAt >= unexpectedErrorToastIntervalMs) {
      lastToastAt = now();
      options.notify();
    }
    if (seen.has(message) || seen.size >= maximumReportsPerPage) return;
    seen.add(message);
    void options
      .report(errorReportOf(kind, error, message, options.target.location.href))
      .catch(() => undefined);
  };

  const onError = (event: ErrorEvent): void => handle('error', event.error, event.message);
  const onRejection = (event: PromiseRejectionEvent): void => {
    const reason: unknown = event.reason;
    handle('unhandledrejection', reason, reason instanceof Error ? reason.message : String(reason));
  };
  options.target.addEventListener('error', onError);
  options.target.addEventListener('unhandledrejection', onRejection);
  return () => {
    options.target.removeEventListener('error', onError);
    options.target.removeEventListener('unhandledrejection', onRejection);
  };
}
