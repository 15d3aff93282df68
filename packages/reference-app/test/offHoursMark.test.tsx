import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OffHoursMark } from '../src/market/OffHoursMark';

// The one market-hours rule (core's isOffHours) marks what /dart's Orders and My quotes panes and the
// transactions page show booked outside the exchange window, in the same words.
describe('OffHoursMark', () => {
  it('marks a trade booked on a Sunday, and one after 17:00 India time on a weekday', () => {
    render(<OffHoursMark at="2026-11-29T05:30:00Z" />);
    expect(screen.getByText('off-hours')).toHaveAttribute('title', 'Booked outside exchange hours (OTC)');
    render(<OffHoursMark at="2026-11-18T12:00:00Z" what="Published" />);
    expect(screen.getByTitle('Published outside exchange hours (OTC)')).toHaveTextContent('off-hours');
  });

  it('says nothing in hours, or for a time it does not know', () => {
    const { container } = render(
      <>
        <OffHoursMark at="2026-11-18T05:30:00Z" />
        <OffHoursMark at={null} />
        <OffHoursMark at="not a time" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
