import { lazy, Suspense, useState } from 'react';
import { counterRfqIssueOptions } from './supportRequests';

// Downloaded when first opened, as from the header: most negotiations never report an issue.
const SupportDialog = lazy(() =>
  import('./SupportDialog').then((module) => ({ default: module.SupportDialog })),
);

/**
 * "Report issue" on a quote in an RFQ negotiation: the counter-RFQ issue form, whose checkboxes are only
 * 'Price/yield seems incorrect' and 'Others' (trading-and-chat 9), with the quote's details shared only with
 * the user's consent.
 */
export function CounterRfqIssueButton({
  bondName,
  quoteText,
}: {
  /** The bond negotiated, as the ticket's subject. */
  bondName: string;
  /** The quote reported (side, level, size), the pricing details offered to support. */
  quoteText: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="app-link-button" onClick={() => setOpen(true)}>
        Report issue
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SupportDialog
            open
            onClose={() => setOpen(false)}
            initialKind="issue"
            issues={counterRfqIssueOptions}
            initialTitle={`${bondName}: counter quote`}
            pricingDetails={`${bondName}\n${quoteText}`}
          />
        </Suspense>
      ) : null}
    </>
  );
}
