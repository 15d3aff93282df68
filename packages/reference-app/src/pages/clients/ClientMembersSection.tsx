import { roleLabels, roles, userAccountStatusLabels } from '@bondkit/core/validation';
import type { Role } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import './ClientMembersSection.css';

const knownRoles: readonly string[] = roles;
const isRole = (role: string): role is Role => knownRoles.includes(role);
const roleText = (role: string) => (isRole(role) ? roleLabels[role] : role);
const statusText = (status: string) =>
  status in userAccountStatusLabels
    ? userAccountStatusLabels[status as keyof typeof userAccountStatusLabels]
    : status;

/**
 * The people of a managed client who use bondkit themselves (`GET api/trade/client/users/{id}/`, its active
 * members), so the firm's desk sees whom at the client it may deal with in chat and on tickets.
 */
export function ClientMembersSection({ clientId, clientName }: { clientId: number; clientName: string }) {
  const { client } = useAppServices();
  const members = useAsyncData(`client-members:${clientId}`, () => client.trade.getClientUsers(clientId));
  return (
    <section className="app-panel app-client-members-section" aria-labelledby="client-members-title">
      <h2 id="client-members-title">Members</h2>
      {members.status === 'loading' ? <p>Loading…</p> : null}
      {members.status === 'error' ? (
        <p role="alert">The members of this client could not be loaded.</p>
      ) : null}
      {members.status === 'ready' && members.data.length === 0 ? (
        <p>No one at {clientName} has a bondkit account yet.</p>
      ) : null}
      {members.status === 'ready' && members.data.length > 0 ? (
        <ul className="app-client-members">
          {members.data.map((member) => (
            <li key={member.id}>
              <strong>{member.name}</strong> <span>{member.email}</span>{' '}
              <span>{member.roles.map(roleText).join(', ')}</span> <span>{statusText(member.status)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
