import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import type { SignedInClient } from '@bondkit/core';
import { hasRole } from '@bondkit/core/access';
import { indianStateLabel, indianStates } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import type { FieldErrors } from '../../forms/fieldErrors';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { useReferenceLists } from '../../forms/useReferenceLists';
import { useSignedInUser } from './useSignedInUser';

const knownStates: readonly string[] = indianStates;

/** Whether a state from the list is one the profile call takes (the server checks it against the same list). */
function isIndianState(value: string): value is (typeof indianStates)[number] {
  return knownStates.includes(value);
}

/** Whether the client is an individual (INDV, INDV-P): its own user keeps its profile. */
const isIndividual = (client: SignedInClient) => client.client_type?.startsWith('INDV') === true;

/**
 * The client's profile (`PUT api/client/profile`): a firm's name, brand, PAN, state, website and category,
 * kept by its ops admin; an individual keeps their own PAN, state and category. Shown to whoever may save
 * it (the server refuses anyone else); the PAN it asks for is what completes a profile.
 */
export function FirmProfileSection() {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const loaded = useAsyncData(`own-client:${user.id}`, () => client.accounts.getClient());
  if (loaded.status !== 'ready') return null;
  const own = loaded.data;
  if (!isIndividual(own) && !hasRole(user, 'clientopsadmin')) return null;
  return <FirmProfileForm own={own} />;
}

function FirmProfileForm({ own }: { own: SignedInClient }) {
  const { client } = useAppServices();
  const lists = useReferenceLists();
  const individual = isIndividual(own);
  const [form, setForm] = useState({
    name: own.name,
    brand_name: own.brand_name ?? '',
    pan: own.pan ?? '',
    state: own.state ?? '',
    website: own.website ?? '',
    category: own.category ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form, value: string) => setForm((current) => ({ ...current, [key]: value }));
  const categories = individual ? lists.individualCategories : lists.corporateCategories;
  const stateOptions = lists.states.map((state) => ({ value: state, label: indianStateLabel(state) }));
  const title = individual ? 'Your client profile' : 'Firm profile';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setBusy(true);
    try {
      await client.accounts.updateProfile({
        ...(individual ? {} : { name: form.name, brand_name: form.brand_name.trim() || null }),
        ...(individual ? {} : { website: form.website.trim() || null }),
        ...(form.pan.trim() === '' ? {} : { pan: form.pan.trim().toUpperCase() }),
        ...(isIndianState(form.state) ? { state: form.state } : {}),
        ...(form.category === '' ? {} : { category: form.category }),
      });
      // The session's is_user_profile_complete reads the client's PAN: refresh it so the prompt goes.
      await client.loadSession();
      client.toasts.push({ severity: 'success', summary: `${title} saved` });
    } catch (error) {
      if (ApiError.isInstance(error)) setErrors({ ...error.fieldErrors });
      client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="app-panel" aria-labelledby="firm-profile-title">
      <h2 id="firm-profile-title">{title}</h2>
      {individual ? null : (
        // The session's is_broker (kept apart from the segment): whether other firms may name this one as the
        // broker of their tickets and quotes, which the server checks.
        <p className="app-field__hint" data-testid="broker-status">
          {own.is_broker
            ? 'Broking firm: other firms can name you as the broker on their tickets and quotes.'
            : 'Not a broking firm: other firms cannot name you as the broker on their tickets and quotes.'}
        </p>
      )}
      <form className="app-form" onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        {individual ? null : (
          <div className="app-form__row">
            <TextField
              label="Registered name"
              autoComplete="organization"
              value={form.name}
              onChange={(event) => set('name', event.target.value)}
              error={errors.name}
            />
            <TextField
              label="Brand name"
              value={form.brand_name}
              onChange={(event) => set('brand_name', event.target.value)}
              error={errors.brand_name}
            />
          </div>
        )}
        <div className="app-form__row">
          <TextField
            label="PAN"
            value={form.pan}
            maxLength={10}
            onChange={(event) => set('pan', event.target.value)}
            error={errors.pan}
          />
          <SelectField
            label="State"
            options={[{ value: '', label: 'Choose…' }, ...stateOptions]}
            value={form.state}
            onChange={(event) => set('state', event.target.value)}
            error={errors.state}
          />
        </div>
        <div className="app-form__row">
          {individual ? null : (
            <TextField
              label="Website"
              value={form.website}
              placeholder="example.in"
              onChange={(event) => set('website', event.target.value)}
              error={errors.website}
            />
          )}
          <SelectField
            label="Category"
            options={[{ value: '', label: 'Choose…' }, ...categories]}
            value={form.category}
            onChange={(event) => set('category', event.target.value)}
          />
        </div>
        <button type="submit" className="app-button app-button--primary" disabled={busy}>
          {busy ? 'Saving…' : `Save ${individual ? 'profile' : 'firm profile'}`}
        </button>
      </form>
    </section>
  );
}
