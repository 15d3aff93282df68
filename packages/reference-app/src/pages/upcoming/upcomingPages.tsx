import { useParams } from 'react-router-dom';
import { UpcomingPage } from './UpcomingPage';

export function TransactionsPage() {
  return (
    <UpcomingPage
      title="Transactions"
      arrivesWith="the orders and settlement work"
      features={[
        'See every order and trade ticket of your firm, with its status and settlement date.',
        'Accept, reject, modify, cancel or settle orders, and record settle-cancel outcomes.',
        'Download confirmations for settled trades.',
      ]}
    />
  );
}

export function InventoryPage() {
  return (
    <UpcomingPage
      title="Inventory"
      arrivesWith="the inventory work"
      features={[
        'Hold your positions valued at current prices, with the valuation cost you can edit.',
        'Record external trades and confirm the previous day’s holdings.',
        'Offer holdings to the market in one click, or upload a spreadsheet of positions.',
      ]}
    />
  );
}

export function ManageClientsPage() {
  return (
    <UpcomingPage
      title="Manage clients"
      arrivesWith="the client management work"
      features={[
        'Search your clients and their UCC codes on each exchange.',
        'Onboard a client with PAN, bank, depository and custodian details.',
        'Download the UCC upload template and bulk-create codes.',
      ]}
    />
  );
}

export function NewClientPage() {
  return (
    <UpcomingPage
      title="New client"
      arrivesWith="the client management work"
      features={[
        'Onboard an individual (retail, HUF, family office, wealth manager, HNI) or a corporate client.',
        'Validate PAN, GST, IFSC, account number, BO ID and DP ID as you type.',
      ]}
    />
  );
}

export function EditClientPage() {
  const { id } = useParams();
  return (
    <UpcomingPage
      title={`Edit client ${id ?? ''}`.trim()}
      arrivesWith="the client management work"
      features={['Edit the client’s identity, bank and depository details, and its UCC codes.']}
    />
  );
}

export function ManageUsersPage() {
  return (
    <UpcomingPage
      title="Manage users"
      arrivesWith="the user management work"
      features={[
        'Invite colleagues by email with their roles, and revoke pending invitations.',
        'Change a member’s roles or deactivate them.',
      ]}
    />
  );
}

export function ExchangeCredentialsPage() {
  return (
    <UpcomingPage
      title="Exchange credentials"
      arrivesWith="the user management work"
      features={[
        'Store your firm’s NSCCL and ICCL participant code, username and password (encrypted, never shown again).',
        'See which exchanges your firm can use for RFQ and STP.',
      ]}
    />
  );
}

export function MindPage() {
  return (
    <UpcomingPage
      title="mind"
      arrivesWith="the MIND issue"
      features={[
        'Ask the AI analyst about issuers, ratings, spreads and the trades behind them.',
        'Keep your conversations and share them by public link.',
      ]}
    />
  );
}

export function MindChatPage() {
  const { id } = useParams();
  return (
    <UpcomingPage
      title="mind conversation"
      arrivesWith="the MIND issue"
      features={[`Continue conversation ${id ?? ''} with the AI analyst, with its sources and charts.`]}
    />
  );
}

export function MindPreviewPage() {
  return (
    <UpcomingPage
      title="mind preview"
      arrivesWith="the MIND issue"
      features={['Try a few questions to the AI analyst before you sign up.']}
    />
  );
}

export function MindPublicChatPage() {
  const { id } = useParams();
  return (
    <UpcomingPage
      title="Shared mind conversation"
      arrivesWith="the MIND issue"
      features={[`Read the shared conversation ${id ?? ''}, without the chat sidebar.`]}
    />
  );
}

export function SurveillancePage() {
  return (
    <UpcomingPage
      title="Surveillance"
      arrivesWith="the compliance issue"
      features={[
        'Review your firm’s chats and trade negotiations for compliance.',
        'Download chat transcripts for a period and set of channels.',
      ]}
    />
  );
}
