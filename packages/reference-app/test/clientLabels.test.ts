import { describe, expect, it } from 'vitest';
import { clientCategoryLabel, indianStateLabel } from '../src/pages/clients/clientLabels';

describe('client labels on Manage clients', () => {
  it.each([
    ['SWM', 'Wealth Manager'],
    ['FMO', 'Family Office'],
    ['CORPORATE', 'Corporate'],
    ['MUTUAL_FUND', 'Mutual fund'],
    ['BANK', 'Bank'],
    ['Something new', 'Something new'],
    [null, '—'],
  ])('category %j reads %j', (code, label) => {
    expect(clientCategoryLabel(code)).toBe(label);
  });

  it.each([
    ['WEST BENGAL', 'West Bengal'],
    ['ANDAMAN AND NICOBAR ISLANDS', 'Andaman and Nicobar Islands'],
    ['GUJARAT', 'Gujarat'],
    ['OTHER', 'Outside India'],
    [undefined, '—'],
  ])('state %j reads %j', (state, label) => {
    expect(indianStateLabel(state)).toBe(label);
  });
});
