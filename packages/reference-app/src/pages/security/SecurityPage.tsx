import { useParams } from 'react-router-dom';
import { Spinner, formatMarketDate } from '@bondkit/widgets';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { ErrorPage } from '../error/ErrorPage';
import { bondStatus, formatCoupon } from '../find/bondFormat';
import { CreditRationaleSection } from './CreditRationaleSection';
import { PriceSection } from './PriceSection';
import { RecentTradesSection } from './RecentTradesSection';
import { SameIssuerSection } from './SameIssuerSection';
import { ReportIssueButton } from './ReportIssueButton';
import { SecurityDownloads } from './SecurityDownloads';
import { MarketSection } from './MarketSection';
import { TermsSection } from './TermsSection';
import { ClientEoiSection } from '../investor/ClientEoiSection';

/**
 * /security/{id}: one bond's public page (the access rules already checked that `id` is a positive
 * integer). Everything here is open to visitors; only quoting asks them to sign in.
 */
export function SecurityPage() {
  const { client } = useAppServices();
  const finstrumentId = Number(useParams().id);
  const bond = useAsyncData(`bond:${finstrumentId}`, () => client.market.getFinstrument(finstrumentId));

  if (bond.status === 'loading') {
    return (
      <div className="app-loading" aria-busy="true">
        <Spinner label="Loading the bond" />
      </div>
    );
  }
  if (bond.status === 'error') return <ErrorPage status={404} path={`/security/${finstrumentId}`} />;

  const data = bond.data;
  return (
    <main className="app-page app-page--wide app-security" aria-labelledby="page-title">
      <header className="app-security__header">
        <div>
          <p className="app-security__isin">
            {data.identifiers.ISIN} · {bondStatus(data)}
          </p>
          <h1 id="page-title">{data.display_name}</h1>
          <p className="app-static__lead">
            {data.issuer} · {formatCoupon(data)} coupon · matures{' '}
            {formatMarketDate(data.contract_parameters.maturity_date)}
            {data.rating ? ` · ${data.rating === 'SOVEREIGN' ? 'sovereign' : `rated ${data.rating}`}` : ''}
          </p>
        </div>
        <div className="app-actions">
          <SecurityDownloads bond={data} />
          <ReportIssueButton bond={data} />
        </div>
      </header>
      <ClientEoiSection bond={data} />
      <div className="app-security__grid">
        <PriceSection bond={data} />
        <div className="app-security__side">
          <TermsSection bond={data} />
          <MarketSection bond={data} />
        </div>
      </div>
      <SameIssuerSection bond={data} />
      <RecentTradesSection bond={data} />
      <CreditRationaleSection bond={data} />
    </main>
  );
}
