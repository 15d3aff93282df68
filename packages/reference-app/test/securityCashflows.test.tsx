import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, type ExtraRoute } from './renderApp';

const floatingRateReason = 'The cash flows of this bond are not known in advance (floating rate).';

function cashflowsAnswer(status: number, body: unknown): ExtraRoute {
  return (url) => (url.pathname === '/api/cashflow/1/' ? jsonResponse(status, body) : undefined);
}

describe('the security page’s cash flows', () => {
  it('says why the server refused them (a floating-rate bond)', async () => {
    await renderApp('/security/1', {
      signInAs: 'dealer@demo.bondkit.in',
      extraRoutes: [cashflowsAnswer(400, { non_field_errors: [floatingRateReason] })],
    });
    expect(await screen.findByText(floatingRateReason)).toBeVisible();
  });

  it('says they are not available when the server fails', async () => {
    await renderApp('/security/1', {
      signInAs: 'dealer@demo.bondkit.in',
      extraRoutes: [cashflowsAnswer(500, { detail: 'Server error.' })],
    });
    expect(await screen.findByText('Cash flows are not available right now.')).toBeVisible();
  });
});
