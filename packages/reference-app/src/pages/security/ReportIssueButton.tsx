import { useState } from 'react';
import type { Bond } from '@bondkit/core';
import { formatMarketDate } from '@bondkit/widgets';
import { SupportDialog } from '../../support/SupportDialog';
import { formatCoupon } from '../find/bondFormat';

/**
 * "Report issue" on a bond's page: a support request about this bond's price, yield, maturity or
 * call/put data (trading-and-chat 9's issue checkboxes), sharing the bond's details only with consent.
 * Open to visitors too: they give an email address.
 */
export function ReportIssueButton({ bond }: { bond: Bond }) {
  const [open, setOpen] = useState(false);
  const pricingDetails = [
    `${bond.display_name} (${bond.identifiers.ISIN}), id ${bond.id}`,
    `Coupon ${formatCoupon(bond)}, maturity ${formatMarketDate(bond.contract_parameters.maturity_date)}`,
  ].join('\n');
  return (
    <>
      <button type="button" className="app-button" onClick={() => setOpen(true)}>
        Report issue
      </button>
      <SupportDialog
        open={open}
        onClose={() => setOpen(false)}
        initialKind="issue"
        initialTitle={`${bond.display_name} (${bond.identifiers.ISIN})`}
        pricingDetails={pricingDetails}
      />
    </>
  );
}
