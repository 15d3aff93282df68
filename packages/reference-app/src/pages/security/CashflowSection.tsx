import { ApiError, toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { indianTradeDate } from '@bondkit/core/calendars';
import { formatMarketDate } from '@bondkit/widgets';
import { CashflowChart } from './CashflowChart';
import { formatRupees } from './formatRupees';
import { ScrollRegion } from '../../app/ScrollRegion';
import { SupportRequestButton } from '../error/SupportRequestButton';

/**
 * Why the cash flows are missing: the server's reason when it refused them (a floating-rate bond's flows
 * are not known in advance), otherwise that they are not available right now.
 */
function cashflowFailureText(error: unknown): string {
  if (ApiError.isInstance(error) && error.status === 400) return toToastMessage(error).detail ?? unavailable;
  return unavailable;
}

const unavailable = 'Cash flows are not available right now.';

/** The cash flows `quantity` rupees of face value pay from the settlement date on: a chart and the exact table. */
export function CashflowSection(props: {
  finstrumentId: number;
  quantity: number;
  referenceDate: string | null;
}) {
  const { client } = useAppServices();
  const referenceDate = props.referenceDate ?? indianTradeDate();
  const answer = useAsyncData(`cashflows:${props.finstrumentId}:${props.quantity}:${referenceDate}`, () =>
    client.market.getCashflows(props.finstrumentId, { quantity: props.quantity, ref_date: referenceDate }),
  );
  return (
    <div className="app-cashflows">
      <h3>Cash flows for ₹{props.quantity.toLocaleString('en-IN')} face value</h3>
      {answer.status === 'loading' ? <p>Loading…</p> : null}
      {answer.status === 'error' ? <p>{cashflowFailureText(answer.error)}</p> : null}
      {answer.status === 'ready' && answer.data.cashflows.length === 0 ? <p>No payments remain.</p> : null}
      {answer.status === 'ready' && answer.data.cashflows.length > 0 ? (
        <>
          <CashflowChart cashflows={answer.data.cashflows} />
          <ScrollRegion label="Cash flows" className="app-table-scroll--short">
            <table className="app-table">
              <caption className="app-visually-hidden">Cash flows</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col" className="app-number">
                    Interest
                  </th>
                  <th scope="col" className="app-number">
                    Principal
                  </th>
                  <th scope="col" className="app-number">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {answer.data.cashflows.map((flow, index) => (
                  <tr key={`${flow.date}-${index}`}>
                    <td>{formatMarketDate(flow.date)}</td>
                    <td className="app-number">{formatRupees(flow.interest)}</td>
                    <td className="app-number">{formatRupees(flow.principal)}</td>
                    <td className="app-number">{formatRupees(flow.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      ) : null}
      <p className="app-request-links">
        <SupportRequestButton
          requestType="REQUEST_CASHFLOW_UPGRADE"
          label="Request full cash-flow schedules"
          title="Request the cash-flow upgrade"
        />
      </p>
    </div>
  );
}
