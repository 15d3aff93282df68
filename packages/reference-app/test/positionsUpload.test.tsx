import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InventoryUploadProgress, InventoryUploadResult } from '@bondkit/core';
import { jsonResponse, renderApp, type ExtraRoute } from './renderApp';

/** The upload held open by the test, and the progress the server reports meanwhile. */
function uploadServer() {
  const uploads: { url: URL; answer: (result: InventoryUploadResult) => void }[] = [];
  const polled: string[] = [];
  let progress: InventoryUploadProgress | null = null;
  const route: ExtraRoute = (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/inventory/' && method === 'GET') return jsonResponse(200, []);
    if (url.pathname === '/api/inventory/upload/' && method === 'POST')
      return new Promise<Response>((resolve) =>
        uploads.push({ url, answer: (result) => resolve(jsonResponse(200, result)) }),
      );
    const match = /^\/api\/inventory\/upload\/progress\/([^/]+)\/$/.exec(url.pathname);
    if (match) {
      polled.push(match[1]!);
      return progress ? jsonResponse(200, progress) : jsonResponse(404, { detail: 'Not found.' });
    }
    return undefined;
  };
  return {
    route,
    uploads,
    polled,
    report(change: Partial<InventoryUploadProgress>) {
      progress = {
        phase: 'receiving',
        received_bytes: 0,
        total_bytes: null,
        checked_rows: 0,
        total_rows: null,
        written_rows: 0,
        rows_to_write: null,
        ...progress,
        ...change,
      };
    },
  };
}

const badRows = [
  { row: 12, message: 'ISIN: No bond with ISIN "IN0000000000".' },
  { row: 2002, message: 'Quantity: Cannot be negative' },
  { row: 5001, message: 'Quantity: Quantum must be a multiple of the face value (₹1,00,000).' },
];

async function progressBar() {
  return screen.findByRole('progressbar', { name: 'Upload progress' });
}

describe('positions upload', () => {
  it("shows the server's progress, lists 3 bad rows with nothing written, and writes the good rows once confirmed", async () => {
    const server = uploadServer();
    const user = userEvent.setup();
    await renderApp('/inventory', { signInAs: 'dealer@demo.bondkit.in', extraRoutes: [server.route] });
    const file = new File([`isin,quantity\n${'INE001A07TV1,100000\n'.repeat(5_000)}`], 'positions.csv', {
      type: 'text/csv',
    });
    await user.upload(await screen.findByLabelText('Positions file'), file);

    // Before the server has seen it: an indeterminate bar.
    expect((await progressBar()).hasAttribute('value')).toBe(false);
    expect(screen.getByTestId('upload-progress-text')).toHaveTextContent('Sending positions.csv…');

    server.report({ phase: 'receiving', received_bytes: 50_000, total_bytes: file.size + 200 });
    await waitFor(() =>
      expect(screen.getByTestId('upload-progress-text')).toHaveTextContent(/^Sending 49 KB of 98 KB$/),
    );
    expect(await progressBar()).toHaveAttribute('value', '50000');
    expect(await progressBar()).toHaveAttribute('max', String(file.size));

    server.report({ phase: 'checking', received_bytes: file.size, checked_rows: 2_500, total_rows: 5_000 });
    await waitFor(() =>
      expect(screen.getByTestId('upload-progress-text')).toHaveTextContent('Checking 2,500 of 5,000 rows'),
    );
    expect(await progressBar()).toHaveAttribute('max', '5000');
    // The polls ask after the upload the request carries.
    expect(server.uploads).toHaveLength(1);
    const uploadId = server.uploads[0]!.url.searchParams.get('upload_id');
    expect(uploadId).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(server.polled)).toEqual(new Set([uploadId]));
    expect(server.uploads[0]!.url.searchParams.get('confirm')).toBeNull();

    server.uploads[0]!.answer({ created: 0, valid_rows: 4_997, confirmed: false, errors: badRows });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByTestId('upload-result')).toHaveTextContent(
      'Nothing was written: 3 rows have errors. 4,997 rows are good.',
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 12: ISIN: No bond with ISIN "IN0000000000".',
      'Row 2002: Quantity: Cannot be negative',
      'Row 5001: Quantity: Quantum must be a multiple of the face value (₹1,00,000).',
    ]);
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();

    server.report({ phase: 'writing', checked_rows: 5_000, written_rows: 1_000, rows_to_write: 4_997 });
    await user.click(within(alert).getByRole('button', { name: 'Write the 4,997 good rows' }));
    await waitFor(() =>
      expect(screen.getByTestId('upload-progress-text')).toHaveTextContent('Writing 1,000 of 4,997 holdings'),
    );
    expect(server.uploads).toHaveLength(2);
    expect(server.uploads[1]!.url.searchParams.get('confirm')).toBe('true');
    server.uploads[1]!.answer({ created: 4_997, valid_rows: 4_997, confirmed: true, errors: badRows });
    await waitFor(() =>
      expect(screen.getByTestId('upload-result')).toHaveTextContent(
        '4,997 holdings written; 3 bad rows left out.',
      ),
    );
  });

  it('discards a checked file without writing anything', async () => {
    const server = uploadServer();
    const user = userEvent.setup();
    await renderApp('/inventory', { signInAs: 'dealer@demo.bondkit.in', extraRoutes: [server.route] });
    await user.upload(
      await screen.findByLabelText('Positions file'),
      new File(['isin,quantity\nIN0000000000,100000\n'], 'positions.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(server.uploads).toHaveLength(1));
    server.uploads[0]!.answer({ created: 0, valid_rows: 0, confirmed: false, errors: [badRows[0]!] });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByTestId('upload-result')).toHaveTextContent(
      'Nothing was written: 1 row has errors. 0 rows are good.',
    );
    expect(within(alert).queryByRole('button', { name: /Write the/ })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.uploads).toHaveLength(1);
  });
});
