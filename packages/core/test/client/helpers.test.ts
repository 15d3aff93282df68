import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NetworkError,
  captureUtm,
  createStorageTokenStore,
  readUtm,
  toToastMessage,
  fieldLabel,
} from '../../src/index';
import { createToastStore } from '../../src/client/toastStore';
import { flattenErrorBody } from '../../src/client/http/flattenErrorBody';
import { redirectFromSearch, safeRedirect } from '../../src/client/session/safeRedirect';
import type { StorageLike } from '../../src/index';
import { drfErrorBodySchema } from '../../src/validation/drfErrorBody';

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const apiError = (status: number, body: unknown) =>
  new ApiError({ code: 'http_error', method: 'POST', url: 'https://x/api/', status, body });

afterEach(() => {
  vi.useRealTimers();
});

describe('toToastMessage', () => {
  const generic = 'Something went wrong, Please try again.';
  it.each([500, 502, 599])('gives the generic text for %i', (status) => {
    expect(toToastMessage(apiError(status, { detail: 'Internal' })).detail).toBe(generic);
  });
  it('gives the generic text below 400, for empty bodies, network failures and unknown errors', () => {
    expect(toToastMessage(apiError(302, { detail: 'Moved' })).detail).toBe(generic);
    expect(toToastMessage(apiError(400, undefined)).detail).toBe(generic);
    expect(toToastMessage(apiError(400, {})).detail).toBe(generic);
    expect(toToastMessage(apiError(400, '')).detail).toBe(generic);
    expect(
      toToastMessage(
        new NetworkError({ code: 'network_error', method: 'GET', url: 'https://x', cause: null }),
      ).detail,
    ).toBe(generic);
    expect(toToastMessage(new Error('boom')).detail).toBe(generic);
  });
  it('names fields by their human label, never by a snake_case key', () => {
    expect(
      toToastMessage(apiError(400, { send_to_rfq: ['The exchange RFQ window is closed.'] })).detail,
    ).toBe('RFQ: The exchange RFQ window is closed.');
    expect(toToastMessage(apiError(400, { items: [{ quantum: ['Cannot be zero'] }] })).detail).toBe(
      'Items · Row 1 · Quantum: Cannot be zero',
    );
    expect(toToastMessage(apiError(400, { trade_time: ['Required'] })).detail).toBe('Trade time: Required');
    expect(fieldLabel('unit_price_stored')).toBe('Price');
    expect(fieldLabel('accountNumber')).toBe('Account number');
  });
  it('shows detail, non-field errors and the first message of each field for a 4xx', () => {
    const toast = toToastMessage(
      apiError(400, {
        detail: 'Bad',
        non_field_errors: ['Both given', 'x'],
        contact: { email: ['Invalid', 'y'] },
      }),
    );
    expect(toast).toEqual({
      severity: 'error',
      summary: 'Error',
      detail: 'Bad\nBoth given\nContact · Email: Invalid',
    });
  });
});

describe('flattenErrorBody', () => {
  it('accepts exactly the bodies drfErrorBodySchema accepts (it checks the shape by hand)', () => {
    const samples: unknown[] = [
      { name: ['Required'] },
      { contact: { email: ['Bad'] }, items: [{}, { name: ['Required'] }] },
      { detail: 'Not found.' },
      { deep: [[['x']]] },
      { name: [1] },
      { name: null },
      { contact: { email: 7 } },
      ['a list'],
      'text',
      null,
      42,
    ];
    for (const body of samples) {
      const flattened = flattenErrorBody(body);
      const found =
        Object.keys(flattened.fieldErrors).length + flattened.nonFieldErrors.length > 0 ||
        flattened.detail !== undefined;
      expect(found, JSON.stringify(body)).toBe(drfErrorBodySchema.safeParse(body).success);
    }
  });

  it('flattens nested and list serializer errors by dotted key, keeping the first message', () => {
    expect(
      flattenErrorBody({
        items: [{}, { name: ['Required', 'Other'] }],
        contact: { non_field_errors: ['Mobile or email'], email: 'Plain string' },
      }),
    ).toEqual({
      fieldErrors: { 'items.1.name': 'Required', 'contact.email': 'Plain string' },
      nonFieldErrors: ['Mobile or email'],
      detail: undefined,
    });
  });
  it('reads nothing from bodies that are not error bodies', () => {
    expect(flattenErrorBody('<html>')).toEqual({ fieldErrors: {}, nonFieldErrors: [], detail: undefined });
    expect(flattenErrorBody(42)).toEqual({ fieldErrors: {}, nonFieldErrors: [], detail: undefined });
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/dart', '/dart'],
    ['/mind/chat/12?x=1#top', '/mind/chat/12?x=1#top'],
  ])('keeps %j', (input, expected) => expect(safeRedirect(input)).toBe(expected));
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    '/\n/evil.example',
    '',
    'dart',
    null,
    undefined,
  ])('rejects %j', (input) => expect(safeRedirect(input)).toBeNull());
  it('reads the redirect parameter of a query string', () => {
    expect(redirectFromSearch('?redirect=%2Fsurveillance')).toBe('/surveillance');
    expect(redirectFromSearch('?redirect=%2F%2Fevil.example')).toBeNull();
  });
});

describe('toast store', () => {
  it('defaults the life to 4000 ms and removes the toast after it', async () => {
    vi.useFakeTimers();
    const toasts = createToastStore();
    toasts.push({
      severity: 'success',
      summary: 'Saved',
      group: 'main',
      actionUrl: '/x',
      actionText: 'Open',
    });
    expect(toasts.getSnapshot()).toMatchObject([
      { life: 4000, group: 'main', actionUrl: '/x', actionText: 'Open' },
    ]);
    await vi.advanceTimersByTimeAsync(3999);
    expect(toasts.getSnapshot()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(toasts.getSnapshot()).toEqual([]);
  });
  it('clears every toast and timer', () => {
    vi.useFakeTimers();
    const toasts = createToastStore();
    toasts.push({ severity: 'info', summary: 'a' });
    toasts.push({ severity: 'warn', summary: 'b', life: 10_000 });
    toasts.clear();
    expect(toasts.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('storage token store', () => {
  it('keeps tokens across instances and reads garbage as no tokens', () => {
    const storage = memoryStorage();
    createStorageTokenStore(storage).set({ access: 'a', refresh: 'r' });
    expect(createStorageTokenStore(storage).get()).toEqual({ access: 'a', refresh: 'r' });
    storage.setItem('bondkit.tokens', '{not json');
    expect(createStorageTokenStore(storage).get()).toBeNull();
    storage.setItem('bondkit.tokens', JSON.stringify({ access: 5 }));
    expect(createStorageTokenStore(storage).get()).toBeNull();
    createStorageTokenStore(storage).clear();
    expect(storage.items.size).toBe(0);
  });
});

describe('captureUtm', () => {
  it('stores the utm_* parameters only, each under its own name', () => {
    const storage = memoryStorage();
    const captured = captureUtm(
      'https://app.example/?utm_source=mail&utm_campaign=launch&ref=x&utm_term=',
      storage,
    );
    expect(captured).toEqual({ utm_source: 'mail', utm_campaign: 'launch' });
    expect(Object.fromEntries(storage.items)).toEqual({ utm_source: 'mail', utm_campaign: 'launch' });
    expect(readUtm(storage)).toEqual({ utm_source: 'mail', utm_campaign: 'launch' });
  });
  it('leaves stored values alone when the URL has none', () => {
    const storage = memoryStorage();
    captureUtm('/?utm_medium=cpc', storage);
    captureUtm('/dart', storage);
    expect(storage.getItem('utm_medium')).toBe('cpc');
  });
});
