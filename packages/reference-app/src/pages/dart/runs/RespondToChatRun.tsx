import { useEffect, useState } from 'react';
import type { Bond, ChatRun } from '@bondkit/core';
import { Spinner } from '@bondkit/widgets';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import { useAppServices } from '../../../app/AppServices';

/**
 * Answers a run read from chat in the same chat: a private quote on the other side of the run's best level
 * (an offer answers a bid, a bid answers an offer), prefilled and ready to send in one click.
 */
export function RespondToChatRun({ run, onDone }: { run: ChatRun; onDone: () => void }) {
  const { client } = useAppServices();
  const [bond, setBond] = useState<Bond | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    client.market.getFinstrument(run.finstrument_id).then(
      (found) => !abort.signal.aborted && setBond(found),
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [client, run.finstrument_id]);
  if (failed) return <p role="alert">This bond could not be loaded. Please try again.</p>;
  if (bond === null) return <Spinner label="Loading the bond" />;
  // Answer the side that was shown: hit a bid with an offer (ASK), lift an offer with a bid.
  const answered = run.bid ?? run.offer;
  const side = run.bid !== null ? 'ASK' : 'BID';
  const level = answered?.level;
  return (
    <QuoteForm
      run="private"
      chatChannelUrl={run.channel_url}
      submitLabel="Send in chat"
      defaultValues={{
        bond,
        side,
        ...(run.quoted_in === 'yield' ? { bondYield: level } : { cleanPrice: level }),
        ...(answered?.size == null ? {} : { quantum: answered.size }),
        ...(run.settlement_delta === null ? {} : { settlementDelta: run.settlement_delta }),
      }}
      onSubmitted={onDone}
    />
  );
}
