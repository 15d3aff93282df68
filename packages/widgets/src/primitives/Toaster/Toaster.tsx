import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { CSSProperties, ReactNode } from 'react';
import type { Toast, ToastSeverity } from '@bondkit/core';
import { playSoundSafely } from '../../provider/soundPlayer';
import { useHydrated } from '../../provider/useHydrated';
import { useToast, useToasts } from '../../provider/useToast';
import { useWidgetRoot } from '../../provider/useWidgetRoot';
import type { Appearance } from '../../theme/appearance';
import { classNames } from '../../theme/classNames';

const severityLabels: Record<ToastSeverity, string> = {
  info: 'Information',
  success: 'Success',
  warn: 'Warning',
  error: 'Error',
};

export interface ToasterProps {
  /**
   * Show only the toasts pushed with this `group`. Default: the toasts without a group (the main
   * region). Render one `<Toaster>` per group an app uses.
   */
  group?: string | undefined;
  /** The region's accessible name. Default 'Notifications'. */
  label?: string | undefined;
  /** Render in place instead of portalling to the provider's `portalContainer` (or `document.body`). Default false. */
  inline?: boolean | undefined;
  /** Replaces the body of each toast; the dismiss button stays. Default: severity, summary, detail, action. */
  renderToast?: ((toast: Toast) => ReactNode) | undefined;
  /** Theme of the toasts, over the provider's. */
  appearance?: Appearance | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
}

function DefaultToastBody({ toast }: { toast: Toast }) {
  return (
    <>
      <span className="bk-visually-hidden">{severityLabels[toast.severity]}: </span>
      <strong className="bk-toast__summary">{toast.summary}</strong>
      {toast.detail === undefined ? null : <p className="bk-toast__detail">{toast.detail}</p>}
      {toast.actionUrl === undefined ? null : (
        <a className="bk-toast__action" href={toast.actionUrl}>
          {toast.actionText ?? 'Open'}
        </a>
      )}
    </>
  );
}

/**
 * Shows the client's toast store: the spec's severities (info, success, warn, error), each for its life
 * (4 s by default), errors with the error sound and successes with 'newresponse.ogg'. Status 207 answers
 * arrive as warnings with the server's message (the core client pushes them).
 */
export function Toaster({
  group,
  label = 'Notifications',
  inline = false,
  renderToast,
  appearance,
  className,
  style,
}: ToasterProps) {
  const { context, rootProps } = useWidgetRoot('Toaster', 'bk-toaster', { appearance, className, style });
  const toasts = useToasts().filter((toast) => toast.group === group);
  const { dismiss } = useToast();
  const heard = useRef(new Set<number>());
  const hydrated = useHydrated();

  const { soundPlayer } = context;
  useEffect(() => {
    for (const toast of toasts) {
      if (heard.current.has(toast.id)) continue;
      heard.current.add(toast.id);
      if (toast.severity === 'error') playSoundSafely(soundPlayer, 'error');
      if (toast.severity === 'success') playSoundSafely(soundPlayer, 'success');
    }
  }, [toasts, soundPlayer]);

  const region = (
    <section aria-label={label} {...rootProps}>
      <div className="bk-toaster__list">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.severity === 'error' ? 'alert' : 'status'}
            aria-atomic="true"
            className={classNames('bk-toast', `bk-toast--${toast.severity}`)}
          >
            <div className="bk-toast__body">
              {renderToast ? renderToast(toast) : <DefaultToastBody toast={toast} />}
            </div>
            <button
              type="button"
              className="bk-toast__dismiss"
              aria-label={`Dismiss: ${toast.summary}`}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
  if (inline) return region;
  // The server renders no portal, so the client portals only after hydration.
  if (!hydrated) return null;
  const target = context.portalContainer ?? document.body;
  return createPortal(region, target);
}
