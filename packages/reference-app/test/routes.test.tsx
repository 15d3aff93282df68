import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/routes';

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('routes', () => {
  it('shows the landing page at /', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'bondkit' })).toBeInTheDocument();
  });

  it("answers an unknown path with 'Page Not Found: {path}'", () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found: /no/such/page' })).toBeInTheDocument();
  });
});
