import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordDownloads } from './recordDownloads';
import { renderApp, serverOfThisFile } from './renderApp';

let downloads: ReturnType<typeof recordDownloads>;
beforeEach(() => {
  downloads = recordDownloads();
});
afterEach(() => downloads.restore());

describe("the bond page's details download", () => {
  it('downloads the bond details PDF from POST api/bond-details/{id}/download/, for a visitor too', async () => {
    const user = userEvent.setup();
    const server = await serverOfThisFile();
    const { requests } = await renderApp('/security/1', {
      extraRoutes: [
        // The server's own answer, with its bytes in the page's Blob: under jsdom a Response is Node's, whose
        // blob() fails the client's `instanceof Blob` check (a browser has one Blob).
        (url, init) =>
          url.pathname.startsWith('/api/bond-details/')
            ? server.fetch(url, init).then(async (answer) => {
                const bytes = await answer.arrayBuffer();
                const type = answer.headers.get('content-type') ?? '';
                return Object.assign(
                  new Response(bytes, { status: answer.status, headers: answer.headers }),
                  {
                    blob: async () => new Blob([bytes], { type }),
                  },
                );
              })
            : undefined,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Download bond details' }));
    await waitFor(() => expect(downloads.savedFiles).toHaveLength(1));
    const sent = requests.find((request) => request.url.pathname === '/api/bond-details/1/download/');
    expect(sent?.init?.method).toBe('POST');
    expect(downloads.savedFiles[0]?.fileName).toMatch(/^IN[0-9A-Z]{10}-details\.pdf$/);
    const head = new Uint8Array(await downloads.savedFiles[0]!.blob.slice(0, 5).arrayBuffer());
    expect(new TextDecoder().decode(head)).toBe('%PDF-');
  });
});
