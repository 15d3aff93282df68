import { hasTradeAccess } from '@bondkit/core/access';
import type { Bond } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useSessionState } from '../../app/useSessionState';
import { SupportRequestButton } from '../error/SupportRequestButton';
import './DepthFeatureRequest.css';

/**
 * Where market depth is refused: the depth (bids and asks by level, `api/quote/depth/`) answers empty without
 * trade access, so a visitor or a signed-in user without it is offered the spec's depth request
 * (`REQUEST_DEPTH_FEATURE`) here, beside the bond's market, instead of an empty book. A dealer sees the depth
 * itself on dart's quote ticket, so nothing shows for them.
 */
export function DepthFeatureRequest({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  if (hasTradeAccess(user)) return null;
  return (
    <p className="app-field__hint app-security__depth-request">
      Market depth (bids and asks by level) needs trade access.{' '}
      <SupportRequestButton
        requestType="REQUEST_DEPTH_FEATURE"
        label="Request market depth"
        title={`Market depth for ${bond.display_name} (${bond.identifiers.ISIN})`}
      />
    </p>
  );
}
