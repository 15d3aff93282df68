import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createFakeBondClient } from '@bondkit/core/testing';
import { AppServicesContext } from '../src/app/AppServices';
import { ErrorPage } from '../src/pages/error/ErrorPage';
import type { ErrorPageProps } from '../src/pages/error/ErrorPage';
import { jsonResponse, renderApp } from './renderApp';

function renderError(props: ErrorPageProps) {
  const { client } = createFakeBondClient();
  render(
    <AppServicesContext.Provider
      value={{
        client,
        supportWidget: { update: () => undefined, shutdown: () => undefined },
        reload: () => undefined,
        storage: null,
      }}
    >
      <MemoryRouter>
        <ErrorPage {...props} />
      </MemoryRouter>
    </AppServicesContext.Provider>,
  );
}

describe('the error page', () => {
  it("410: 'Invitation URL invalid' with its two texts and the website and learn-more links (no blog configured)", () => {
    renderError({ status: 410 });
    expect(screen.getByRole('heading', { name: 'Invitation URL invalid' })).toBeVisible();
    expect(
      screen.getByText('Please reach out to your account administrator so they can invite you again.'),
    ).toBeVisible();
    expect(screen.getByText('If the problem persists, please contact us.')).toBeVisible();
    for (const name of ['Website', 'Learn more']) expect(screen.getByRole('link', { name })).toBeVisible();
    // The platform has no blog page: without the deployment's BLOG_URL there is no Blog link to a wrong page.
    expect(screen.queryByRole('link', { name: 'Blog' })).toBeNull();
  });

  it("410: the Blog link goes to the deployment's blog (BLOG_URL, from api/app-config/)", async () => {
    await renderApp('/client/register?invite_code=no-such-code', {
      extraRoutes: [
        (url) =>
          url.pathname === '/api/app-config/'
            ? jsonResponse(200, {
                support_widget: null,
                route_rules: [],
                blog_url: 'https://blog.example.in/',
              })
            : undefined,
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Invitation URL invalid' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      'https://blog.example.in/',
    );
  });

  it.each([
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
    [401, 'Access Denied'],
    [402, 'Premium'],
    [418, 'Something went wrong...'],
    [503, 'Something went wrong...'],
  ])('%i: %s, with Back to Home', (status, title) => {
    renderError({ status });
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });

  it('401 says the user has no permission and should contact the administrator', () => {
    renderError({ status: 401 });
    expect(screen.getByText(/do not have permission.*contact your administrator/)).toBeVisible();
  });

  it("402 lists the upgrade's three bullets and offers 'Request Upgrade'", () => {
    renderError({ status: 402 });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Manage your portfolio efficiently',
      'Execute trades from a single screen',
      'Record external trades',
    ]);
    expect(screen.getByRole('link', { name: 'Request Upgrade' })).toBeVisible();
  });

  it("trial expired: 'Free Trial has Ended!' with 'Contact sales'", () => {
    renderError({ status: 401, trialExpired: true });
    expect(screen.getByRole('heading', { name: 'Free Trial has Ended!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact sales' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
  });

  it("offers no 'Back to Home' for a status of 200 or below", () => {
    renderError({ status: 200 });
    expect(screen.queryByRole('link', { name: 'Back to Home' })).toBeNull();
  });
});
