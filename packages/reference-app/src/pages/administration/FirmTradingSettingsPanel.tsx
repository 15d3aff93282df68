import { useEffect, useState } from 'react';
import { toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';

/**
 * The firm's trading settings (ops admins): whether its dealers may override the price computed from a yield
 * on a quote. The dealer role grants the override (spec section 6); the firm can withhold it here, and the
 * server refuses an override while it is off.
 */
export function FirmTradingSettingsPanel() {
  const { client } = useAppServices();
  const settings = useAsyncData('firm-trading-settings', () => client.accounts.getFirmTradingSettings());
  const [allowed, setAllowed] = useState<boolean | null>(null);
  // What the server holds: the button saves only a change from it.
  const [stored, setStored] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const loaded = settings.status === 'ready' ? settings.data.allow_price_modification : null;
  useEffect(() => {
    setAllowed(loaded);
    setStored(loaded);
  }, [loaded]);

  async function save() {
    if (allowed === null) return;
    setSaving(true);
    try {
      const saved = await client.accounts.updateFirmTradingSettings({ allow_price_modification: allowed });
      setAllowed(saved.allow_price_modification);
      setStored(saved.allow_price_modification);
      client.toasts.push({
        severity: 'success',
        summary: saved.allow_price_modification
          ? 'Dealers may override computed prices'
          : 'Dealers keep the price computed from the yield',
      });
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="app-panel" aria-labelledby="trading-settings-title">
      <h2 id="trading-settings-title">Trading settings</h2>
      {settings.status === 'error' ? (
        <p role="alert">The trading settings could not be loaded.</p>
      ) : allowed === null ? (
        <p>Loading…</p>
      ) : (
        <>
          <label className="app-checkbox">
            <input type="checkbox" checked={allowed} onChange={(event) => setAllowed(event.target.checked)} />
            Dealers may override the price computed from a yield
          </label>
          <p className="app-field__hint">
            An overridden quote carries the dealer&apos;s price beside its yield and is marked as overridden.
          </p>
          <button
            type="button"
            className="app-button"
            disabled={saving || allowed === stored}
            onClick={() => void save()}
          >
            {saving ? 'Saving…' : 'Save trading settings'}
          </button>
        </>
      )}
    </section>
  );
}
