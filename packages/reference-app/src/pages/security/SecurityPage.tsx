import { useParams } from 'react-router-dom';
import { Spinner, formatMarketDate } from '@bondkit/widgets';
import { useAppServices } from '../../app/AppServices';
import { useSessionState } from '../../app/useSessionState';
import { SignInPrompt } from '../find/SignInPrompt';
import { useAsyncData } from '../../app/useAsyncData';
import { ErrorPage } from '../error/ErrorPage';
import { bondStatus, formatCoupon } from '../find/bondFormat';
import { CreditRationaleSection } from './CreditRationaleSection';
import { PriceSection } from './PriceSection';
import { RecentTradesSection } from './RecentTradesSection';
import { SameIssuerSection } from './SameIssuerSection';
import { SecurityDownloads } from './SecurityDownloads';
import { TermsSection } from './TermsSection';

/** /security/{id}: one bond's public page (the access rules already checked that `id` is a positive integer). */
export function SecurityPage() {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  if (user === null) {
    return (
      <main className="app-page app-security" aria-labelledby="page-title">
        <h1 id="page-title">Bond details</h1>
        <SignInPrompt what="this bond" />
      </main>
    );
  }
  return <SecurityDetails />;
}

function SecurityDetails() {
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
            {data.rating ? ` · rated ${data.rating}` : ''}
          </p>
        </div>
        <SecurityDownloads bond={data} />
      </header>
      <div className="app-security__grid">
        <PriceSection bond={data} />
        <TermsSection bond={data} />
      </div>
      <SameIssuerSection bond={data} />
      <RecentTradesSection bond={data} />
      <CreditRationaleSection bond={data} />
    </main>
  );
}
