import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import { roleLabels } from '@bondkit/core/validation';
import type { UserAccount } from '@bondkit/core';
import { emailSchema, roles as allRoles } from '@bondkit/core/validation';
import type { Role } from '@bondkit/core/validation';
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableColumn, DataTableQuery } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { useSessionState } from '../../app/useSessionState';
import { firstMessage } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';
import { FirmTradingSettingsPanel } from './FirmTradingSettingsPanel';
import { userAccountStatusLabels } from '@bondkit/core/validation';
import { tableOrdering } from '../../app/tableOrdering';

/** Whether a role the server lists is one of the platform's (an invitation takes only those). */
const isRole = (role: string): role is Role => (allRoles as readonly string[]).includes(role);

const roleLabel = (role: string) => (isRole(role) ? roleLabels[role] : role);

// Name, e-mail and status sort on the server (the list pages there); roles, a list, do not sort.
const orderingFields = { name: 'name', email: 'email', status: 'status' } as const;

const userColumns: DataTableColumn<UserAccount>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (row) => row.name || '(not registered yet)',
    width: 'minmax(9rem, 1fr)',
  },
  { id: 'email', header: 'Email', value: (row) => row.email, width: 'minmax(12rem, 1.5fr)' },
  {
    id: 'roles',
    header: 'Roles',
    value: (row) => row.roles.map(roleLabel).join(', '),
    width: 'minmax(9rem, 1fr)',
    sortable: false,
  },
  {
    id: 'status',
    header: 'Status',
    value: (row) => userAccountStatusLabels[row.status],
    width: '8rem',
  },
];

/**
 * Manage users (ops admin): the firm's members with their status (active, inactive, invited) and roles,
 * invitations by e-mail with roles the firm holds (`assignable_roles`), resend and revoke of a pending
 * invitation, and deactivation or reactivation of a member.
 */
export function ManageUsersPage() {
  const { client } = useAppServices();
  const me = useSessionState(client).data;
  const [query, setQuery] = useState<DataTableQuery>({ page: 1, pageSize: 20, sorting: [], filters: [] });
  const [search, setSearch] = useState('');
  const [refreshKey, setRefreshKey] = useState(0);
  const firm = useAsyncData('own-client', () => client.accounts.getClient());
  const assignable = firm.status === 'ready' ? (firm.data.assignable_roles ?? []) : [];
  const ordering = tableOrdering(query.sorting, orderingFields);
  const page = useAsyncData(`users:${search}:${query.page}:${query.pageSize}:${ordering}:${refreshKey}`, () =>
    client.accounts.listUserAccounts({
      page: query.page,
      page_size: query.pageSize,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(ordering === undefined ? {} : { ordering }),
    }),
  );
  const reload = () => setRefreshKey((key) => key + 1);

  async function act(run: () => Promise<unknown>, success: string) {
    try {
      await run();
      client.toasts.push({ severity: 'success', summary: success });
      reload();
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    }
  }

  return (
    <main className="app-page app-admin">
      <h1>Manage users</h1>
      <InviteForm assignable={assignable} onInvited={reload} />
      <div className="app-admin__toolbar">
        <label className="app-inline-field">
          Search users
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
      </div>
      <DataTable
        label="Users"
        mode="server"
        columns={userColumns}
        rows={page.status === 'ready' ? page.data.results : []}
        rowCount={page.status === 'ready' ? page.data.count : 0}
        getRowId={(row) => String(row.id)}
        status={page.status === 'ready' ? 'success' : page.status}
        onRetry={reload}
        query={query}
        onQueryChange={setQuery}
        filterable={false}
        height={420}
        actionsColumnWidth="11.5rem"
        renderRowActions={(row) => {
          const self = me !== null && row.email === me.user_info.email;
          if (row.status === 'invited')
            return (
              <span className="app-admin__actions">
                <button
                  type="button"
                  className="app-button"
                  aria-label={`Resend invitation to ${row.email}`}
                  onClick={() =>
                    void act(
                      () => client.accounts.inviteUser({ email: row.email, roles: row.roles.filter(isRole) }),
                      `Invitation sent again to ${row.email}`,
                    )
                  }
                >
                  Resend
                </button>
                <button
                  type="button"
                  className="app-button"
                  aria-label={`Revoke invitation of ${row.email}`}
                  onClick={() => void act(() => client.accounts.revokeInvite(row.id), 'Invitation revoked')}
                >
                  Revoke
                </button>
              </span>
            );
          if (self) return <span className="app-admin__actions app-admin__you">You</span>;
          return (
            <span className="app-admin__actions">
              {row.status === 'active' ? (
                <button
                  type="button"
                  className="app-button"
                  aria-label={`Deactivate ${row.email}`}
                  onClick={() =>
                    void act(
                      () => client.trade.updateMember(row.id, { status: 'inactive' }),
                      `${row.email} deactivated`,
                    )
                  }
                >
                  Deactivate
                </button>
              ) : (
                <button
                  type="button"
                  className="app-button"
                  aria-label={`Reactivate ${row.email}`}
                  onClick={() =>
                    void act(
                      () => client.trade.updateMember(row.id, { status: 'active' }),
                      `${row.email} reactivated`,
                    )
                  }
                >
                  Reactivate
                </button>
              )}
            </span>
          );
        }}
      />
      <FirmTradingSettingsPanel />
    </main>
  );
}

/** The invitation form: an e-mail address and at least one of the roles the firm holds. */
function InviteForm({ assignable, onInvited }: { assignable: readonly string[]; onInvited: () => void }) {
  const { client } = useAppServices();
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [errors, setErrors] = useState<{ email?: string | null; roles?: string | null }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      email: firstMessage(emailSchema, email.trim()),
      roles: chosen.length === 0 ? 'Choose at least one role.' : null,
    };
    setErrors(next);
    if (next.email !== null || next.roles !== null) return;
    setBusy(true);
    try {
      const answer = await client.accounts.inviteUser({ email: email.trim(), roles: chosen.filter(isRole) });
      client.toasts.push({ severity: 'success', summary: answer.detail });
      setEmail('');
      setChosen([]);
      onInvited();
    } catch (error) {
      if (ApiError.isInstance(error) && (error.fieldErrors.email || error.fieldErrors.roles))
        setErrors({ email: error.fieldErrors.email ?? null, roles: error.fieldErrors.roles ?? null });
      else client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="app-panel app-form app-admin__invite"
      aria-label="Invite a user"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2>Invite a user</h2>
      <TextField
        label="Email"
        type="email"
        value={email}
        error={errors.email ?? null}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors((current) => ({
            ...current,
            email: firstMessage(emailSchema, event.target.value.trim()),
          }));
        }}
      />
      <fieldset className="app-admin__roles">
        <legend>Roles (only roles your firm holds)</legend>
        {assignable.length === 0 ? <p>Your firm holds no roles to give yet.</p> : null}
        {assignable.map((role) => (
          <label key={role} className="app-checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(role)}
              onChange={(event) => {
                setChosen((current) =>
                  event.target.checked ? [...current, role] : current.filter((entry) => entry !== role),
                );
                setErrors((current) => ({ ...current, roles: null }));
              }}
            />
            {roleLabel(role)}
          </label>
        ))}
        {errors.roles ? (
          <p className="app-field__error" role="alert">
            {errors.roles}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="app-button app-button--primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
