import { useEffect, useState } from 'react';
import type { BondClient, TradeTimings } from '@bondkit/core';
import { rfqClosedText } from '@bondkit/core/calendars';

/** The exchange RFQ window as the form shows it before a submit. */
export type RfqWindow =
  { status: 'idle' | 'loading' | 'unavailable' } | { status: 'ready'; timings: TradeTimings };

/**
 * The server's trading window (`GET api/trade/timings`), loaded when the user ticks 'Send to RFQ', so the
 * form says whether the window is open before the quote is submitted rather than after a refusal.
 * Reloaded each time RFQ is ticked again: the window may have closed since.
 */
export function useRfqWindow(client: BondClient | null, enabled: boolean): RfqWindow {
  const [state, setState] = useState<RfqWindow>({ status: 'idle' });
  useEffect(() => {
    if (!enabled || client === null) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    client.trade.getTimings().then(
      (timings) => current && setState({ status: 'ready', timings }),
      () => current && setState({ status: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [client, enabled]);
  return state;
}

/** The window's line under the RFQ option: its hours, India time, and whether it is open now. */
export function rfqWindowText(timings: TradeTimings): string {
  return `Exchange RFQ window ${timings.start_time}–${timings.end_time} India time, exchange business days: ${timings.is_open ? 'open now' : 'closed now'}.`;
}

/** The message that keeps a closed-window RFQ from being sent: the server's own refusal, said before it. */
export function rfqClosedMessage(timings: TradeTimings): string {
  return rfqClosedText(timings);
}
