import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { ClientForm, clientFormOf, emptyClientForm } from './ClientForm';
import { ClientMembersSection } from './ClientMembersSection';

/** `/manage-clients/new`: onboard an individual (with its category) or a corporate client. */
export function NewClientPage() {
  const { client } = useAppServices();
  const navigate = useNavigate();
  return (
    <main className="app-page app-admin">
      <p>
        <Link to="/manage-clients">← Clients</Link>
      </p>
      <h1>Onboard a client</h1>
      <ClientForm
        initial={emptyClientForm}
        submitLabel="Onboard client"
        onSubmit={async (payload) => {
          const created = await client.accounts.onboardClient(payload);
          client.toasts.push({ severity: 'success', summary: `${created.name} onboarded` });
          void navigate(`/manage-clients/edit/${created.id}`);
        }}
      />
    </main>
  );
}

/** `/manage-clients/edit/{id}`: a client the firm manages; another firm's answers 'not found'. */
export function EditClientPage() {
  const { client } = useAppServices();
  const clientId = Number(useParams().id);
  const loaded = useAsyncData(`managed-client:${clientId}`, () => client.accounts.getManagedClient(clientId));
  return (
    <main className="app-page app-admin">
      <p>
        <Link to="/manage-clients">← Clients</Link>
      </p>
      {/* Every state has the page's heading: a reader (and the access walk) always knows where it is. */}
      {loaded.status === 'ready' ? null : <h1>Edit client</h1>}
      {loaded.status === 'loading' ? <p>Loading…</p> : null}
      {loaded.status === 'error' ? (
        <p role="alert">This client is not one of the clients your firm manages.</p>
      ) : null}
      {loaded.status === 'ready' ? (
        <>
          <h1>Edit {loaded.data.name}</h1>
          {loaded.data.consent ? null : (
            <p className="app-notice" role="status">
              This client was recorded without its onboarding details: complete them and record the
              client&apos;s consent to save.
            </p>
          )}
          <ClientForm
            initial={clientFormOf(loaded.data)}
            submitLabel="Save client"
            onSubmit={async (payload) => {
              const saved = await client.accounts.replaceManagedClient(clientId, payload);
              client.toasts.push({ severity: 'success', summary: `${saved.name} saved` });
            }}
          />
          <ClientMembersSection clientId={clientId} clientName={loaded.data.name} />
        </>
      ) : null}
    </main>
  );
}
