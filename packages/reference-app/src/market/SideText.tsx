/** A quote's or a trade's side: bid and buy read in the bid colour, ask and sell in the ask colour. */
export type Side = 'BID' | 'ASK' | 'buy' | 'sell';

const labels: Record<Side, string> = { BID: 'Bid', ASK: 'Ask', buy: 'Buy', sell: 'Sell' };

/**
 * The side as a word in the market colours (`--bk-color-bid`, `--bk-color-ask`, light and dark), so every
 * table and drawer tells the two sides apart the same way. The word stays: colour is never the only cue.
 */
export function SideText({ side, label }: { side: Side; label?: string | undefined }) {
  const colour = side === 'BID' || side === 'buy' ? 'bid' : 'ask';
  return (
    <span className={`app-side-text app-side-text--${colour}`} data-side={colour}>
      {label ?? labels[side]}
    </span>
  );
}
