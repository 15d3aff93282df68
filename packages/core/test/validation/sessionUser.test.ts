import { describe, expect, it } from 'vitest';
import { drfErrorBodySchema } from '../../src/validation/drfErrorBody';
import { roleLabels, roles } from '../../src/validation/roles';
import { sessionUserSchema } from '../../src/validation/sessionUser';
import { tokenResponseSchema } from '../../src/validation/tokenResponse';
import { makeSessionUser } from '../access/sessionUserFixture';

describe('sessionUserSchema', () => {
  it('accepts the session object with exactly the spec fields', () => {
    const user = makeSessionUser({
      roles: ['clientdealer', 'dataviewer'],
      mind_trial_ends_at: '2030-01-01T00:00:00Z',
    });
    expect(sessionUserSchema.parse(user)).toEqual(user);
  });

  it('accepts unknown extra fields from the server and drops them', () => {
    const raw = {
      ...makeSessionUser(),
      extra_field: 1,
      user_info: { ...makeSessionUser().user_info, nickname: 'x' },
    };
    const parsed = sessionUserSchema.parse(raw);
    expect(parsed).not.toHaveProperty('extra_field');
    expect(parsed.user_info).not.toHaveProperty('nickname');
  });

  it.each([
    [
      'an unknown role',
      (raw: Record<string, unknown>) => ((raw.user_info as Record<string, unknown>).roles = ['root']),
    ],
    ['a missing field', (raw: Record<string, unknown>) => delete raw.stp_exchanges],
    [
      'roles that are not a list',
      (raw: Record<string, unknown>) => ((raw.user_info as Record<string, unknown>).roles = 'user'),
    ],
    ['an unknown client segment', (raw: Record<string, unknown>) => (raw.client_segment = 'RETAIL')],
    [
      'a trial end that is not a date-time',
      (raw: Record<string, unknown>) => (raw.mind_trial_ends_at = 'tomorrow'),
    ],
    ['a text id', (raw: Record<string, unknown>) => (raw.id = '42')],
    [
      'an unknown user account status',
      (raw: Record<string, unknown>) => (raw.user_accounts = [{ id: 1, status: 'gone' }]),
    ],
  ])('rejects %s', (_name, mutate) => {
    const raw = structuredClone(makeSessionUser()) as unknown as Record<string, unknown>;
    mutate(raw);
    expect(sessionUserSchema.safeParse(raw).success).toBe(false);
  });

  it('accepts a null client segment, trial end, brand and mobile', () => {
    const user = makeSessionUser({ client_segment: null, brand_name: null, user_info: { mobile: null } });
    expect(sessionUserSchema.safeParse(user).success).toBe(true);
  });
});

describe('roles', () => {
  it('has the seven role identifiers with their labels', () => {
    expect(roleLabels).toEqual({
      user: 'Basic role',
      clientdealer: 'Dealer',
      clientviewer: 'Trade Viewer',
      complianceofficer: 'Compliance Officer',
      clientopsadmin: 'Ops Admin',
      backoffice: 'Back Office',
      dataviewer: 'Market Researcher',
    });
    expect([...roles].sort()).toEqual(Object.keys(roleLabels).sort());
  });
});

describe('tokenResponseSchema', () => {
  it('accepts text tokens', () => {
    expect(tokenResponseSchema.parse({ access: 'a', refresh: 'r' })).toEqual({ access: 'a', refresh: 'r' });
  });
  it.each([
    [{ access: 1, refresh: 'r' }],
    [{ access: 'a' }],
    [{ access: 'a', refresh: null }],
    [{ access: '', refresh: 'r' }],
  ])('rejects a token that is not text: %j', (body) => {
    expect(tokenResponseSchema.safeParse(body).success).toBe(false);
  });
});

describe('drfErrorBodySchema', () => {
  it('accepts field lists, nested objects, non_field_errors and detail', () => {
    const body = {
      pan: ['Invalid PAN'],
      contact: { email: ['Taken'], mobile: ['Bad', 'Worse'] },
      non_field_errors: ['Nope'],
      detail: 'Not found.',
      items: [{ quantum: ['Too big'] }],
    };
    expect(drfErrorBodySchema.parse(body)).toEqual(body);
  });
  it.each([[['a list']], ['text'], [{ code: 5 }], [null]])('rejects %j', (body) => {
    expect(drfErrorBodySchema.safeParse(body).success).toBe(false);
  });
});
