import { describe, expect, it } from 'vitest';
import { demoCreditRationale } from '../../src/universe/issuerCatalogue';

describe('the demo credit rationale', () => {
  it('says a sovereign rating in words, never the code SOVEREIGN', () => {
    const issuer = { name: 'Government of India', sector: 'Sovereign', issuerType: 'GOI' };
    const text = demoCreditRationale(issuer, 'SOVEREIGN');
    expect(text).toContain('The sovereign standing reflects Government of India');
    expect(text).not.toMatch(/SOVEREIGN/);
    expect(demoCreditRationale(issuer, 'CRISIL AAA')).toContain('The rating of CRISIL AAA reflects');
  });
});
