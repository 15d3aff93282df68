import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadChatsMaximumDays } from '@bondkit/core/validation';
import type { DownloadChatsRequest, SurveillanceAlertReviewRequest } from '@bondkit/core/validation';
import { recordDownloads, type SavedFile } from './recordDownloads';
import { renderApp } from './renderApp';
import { auditCsv, gsChannel, recChannel, surveillanceRoutes } from './surveillanceRoutes';
import type { SurveillanceRoutesOptions } from './surveillanceRoutes';

type SentRequest = { url: URL; init: RequestInit | undefined };

// jsdom has no object URLs and would try to navigate on a download link: record what the page saves.
// It lays nothing out either: give the data tables' scrollers a height so the virtualiser renders rows.
let savedFiles: SavedFile[];
let restoreDownloads: () => void;
beforeEach(() => {
  const originalClientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('bk-data-table__scroller') ? 480 : 0;
    },
  });
  const downloads = recordDownloads();
  savedFiles = downloads.savedFiles;
  restoreDownloads = () => {
    downloads.restore();
    if (originalClientHeight)
      Object.defineProperty(HTMLElement.prototype, 'clientHeight', originalClientHeight);
  };
});
afterEach(() => restoreDownloads());

async function openSurveillance(options: SurveillanceRoutesOptions = {}) {
  const user = userEvent.setup();
  const app = await renderApp('/surveillance', {
    signInAs: 'compliance@demo.bondkit.in',
    extraRoutes: [surveillanceRoutes(options)],
  });
  await screen.findByRole('heading', { name: 'Surveillance', level: 1 });
  return { user, ...app };
}

const methodOf = (request: SentRequest) => request.init?.method ?? 'GET';
const sentTo = (requests: SentRequest[], path: string) =>
  requests.filter((request) => request.url.pathname === path);
const jsonBody = <Body,>(request: SentRequest | undefined): Body =>
  JSON.parse(String(request?.init?.body)) as Body;

function rowOf(grid: HTMLElement, text: string): HTMLElement {
  const row = within(grid)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row of ${grid.getAttribute('aria-label')} shows "${text}"`);
  return row;
}

async function setDate(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, date: string) {
  await user.clear(input);
  await user.type(input, date);
  expect(input).toHaveValue(date);
}

describe('surveillance, the compliance officer home', () => {
  it("lists the firm's chats and opens one read-only, sending no read or delivery call", async () => {
    const { user, requests } = await openSurveillance();
    const channels = await screen.findByRole('grid', { name: 'Chat channels' });
    const gsRow = await within(channels).findByText('GS 2033 desk');
    expect(gsRow).toBeVisible();
    expect(rowOf(channels, 'GS 2033 desk')).toHaveTextContent(
      'Dev (Alpha Securities), Meera (Kestrel Capital)',
    );
    expect(rowOf(channels, 'REC 2030 axes')).toBeInTheDocument();

    const before = requests.length;
    await user.click(screen.getByRole('button', { name: 'Open chat GS 2033 desk' }));
    const transcript = await screen.findByRole('region', { name: 'Chat transcript' });
    expect(await within(transcript).findByText('Bid 101.25 for 5 cr of 7.18% GS 2033?')).toBeVisible();
    expect(within(transcript).getByText('Offer at 101.40, firm for ten minutes.')).toBeVisible();
    expect(within(transcript).getByRole('heading', { name: 'GS 2033 desk' })).toBeVisible();
    // Read-only: nothing to type into and nothing to send.
    expect(within(transcript).queryByRole('textbox')).toBeNull();
    expect(within(transcript).queryByRole('button', { name: /send/i })).toBeNull();

    const opening = requests.slice(before);
    expect(opening.map((request) => `${methodOf(request)} ${request.url.pathname}`)).toContain(
      `GET /api/surveillance/channels/${gsChannel.channel_url}/messages/`,
    );
    // Opening a chat writes nothing: no read receipt, no delivery mark, no write of any kind.
    expect(opening.filter((request) => methodOf(request) !== 'GET')).toEqual([]);
    expect(opening.filter((request) => /read|deliver|\/v3\//i.test(request.url.pathname))).toEqual([]);

    await user.click(within(transcript).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Chat transcript' })).toBeNull();
  });

  it('searches messages by bond name and by text with those query parameters, and says when none match', async () => {
    const { user, requests } = await openSurveillance();
    await user.click(screen.getByRole('tab', { name: 'Search messages' }));
    const form = screen.getByRole('form', { name: 'Search messages' });
    const searches = () => sentTo(requests, '/api/surveillance/messages/search/');

    await user.type(within(form).getByRole('searchbox', { name: 'Bond' }), 'GS 2033');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    let found = await screen.findByRole('grid', { name: 'Messages found' });
    expect(Object.fromEntries(searches().at(-1)!.url.searchParams)).toEqual({ bond: 'GS 2033' });
    expect(within(found).getByText('Bid 101.25 for 5 cr of 7.18% GS 2033?')).toBeVisible();
    expect(within(found).queryByText('Offer at 101.40, firm for ten minutes.')).toBeNull();
    expect(
      screen.getByText(/^1 message\(s\) · bonds matched: 7\.18% GS 2033 \(IN0020230085\)$/),
    ).toBeVisible();

    await user.clear(within(form).getByRole('searchbox', { name: 'Bond' }));
    await user.type(within(form).getByRole('searchbox', { name: 'Text' }), 'offer');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(searches().at(-1)!.url.searchParams)).toEqual({ text: 'offer' }),
    );
    found = await screen.findByRole('grid', { name: 'Messages found' });
    expect(await within(found).findByText('Offer at 101.40, firm for ten minutes.')).toBeVisible();
    expect(within(found).queryByText('Bid 101.25 for 5 cr of 7.18% GS 2033?')).toBeNull();

    await user.clear(within(form).getByRole('searchbox', { name: 'Text' }));
    await user.type(within(form).getByRole('searchbox', { name: 'Text' }), 'switch to NCDs');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No message matches.')).toBeVisible();
    expect(screen.getByText('0 message(s)')).toBeVisible();
    expect(Object.fromEntries(searches().at(-1)!.url.searchParams)).toEqual({ text: 'switch to NCDs' });
  });

  it('asks for a search term before searching at all', async () => {
    const { user, requests } = await openSurveillance();
    await user.click(screen.getByRole('tab', { name: 'Search messages' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter text, a member, a bond or a date.')).toBeVisible();
    expect(sentTo(requests, '/api/surveillance/messages/search/')).toEqual([]);
  });

  it('shows the trade alerts and marks one reviewed with a note, refusing an empty note', async () => {
    const { user, requests } = await openSurveillance();
    await user.click(screen.getByRole('tab', { name: 'Trade review' }));
    const alerts = await screen.findByRole('grid', { name: 'Trade alerts' });
    await within(alerts).findByText('Price far from market');
    expect(within(alerts).getByText('Reported late')).toBeVisible();
    expect(within(alerts).getByText('Cancelled soon after placing')).toBeVisible();
    expect(rowOf(alerts, 'Reported late')).toHaveTextContent('Reported 42 minutes after the trade.');
    expect(screen.getByText(/3 open\.$/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mark alert ticket:7:late_report reviewed' }));
    const form = screen.getByRole('form', { name: 'Review alert' });
    await user.click(within(form).getByRole('button', { name: 'Mark reviewed' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('A review note is required.');
    await user.type(within(form).getByRole('textbox', { name: /Review note/ }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Mark reviewed' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('A review note is required.');
    expect(sentTo(requests, '/api/surveillance/alerts/review/')).toEqual([]);

    const note = 'Desk confirmed the late booking; counterparty notified.';
    await user.clear(within(form).getByRole('textbox', { name: /Review note/ }));
    await user.type(within(form).getByRole('textbox', { name: /Review note/ }), note);
    await user.click(within(form).getByRole('button', { name: 'Mark reviewed' }));

    await waitFor(() =>
      expect(
        // Who reviewed it and when (India time), then the note.
        within(screen.getByRole('grid', { name: 'Trade alerts' })).getByText(
          `Reviewed by Chetan, 24 Nov 2026, 11:30 am: ${note}`,
        ),
      ).toBeVisible(),
    );
    const [review, ...others] = sentTo(requests, '/api/surveillance/alerts/review/');
    expect(others).toEqual([]);
    expect(methodOf(review!)).toBe('POST');
    expect(jsonBody<SurveillanceAlertReviewRequest>(review)).toEqual({
      alert_id: 'ticket:7:late_report',
      note,
    });
    expect(screen.queryByRole('form', { name: 'Review alert' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark alert ticket:7:late_report reviewed' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Mark alert quote:41:price_deviation reviewed' }),
    ).toBeVisible();
    expect(screen.getByText(/2 open\.$/)).toBeVisible();
  });

  it('refuses a bad download range without sending it, and downloads a good one as a file', async () => {
    const { user, requests } = await openSurveillance();
    const channels = await screen.findByRole('grid', { name: 'Chat channels' });
    await within(channels).findByText('GS 2033 desk');
    const form = screen.getByRole('form', { name: 'Download chats' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    const download = within(form).getByRole('button', { name: 'Download chats' });

    await setDate(user, from, '2026-11-21');
    await setDate(user, to, '2026-11-20');
    await user.click(download);
    expect(within(form).getByRole('alert')).toHaveTextContent('The end must be after the start.');

    await setDate(user, from, '2026-10-01');
    await setDate(user, to, '2026-11-01');
    await user.click(download);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      `A download covers at most ${downloadChatsMaximumDays} days.`,
    );
    expect(sentTo(requests, '/api/download-chats')).toEqual([]);

    await setDate(user, from, '2026-11-20');
    await setDate(user, to, '2026-11-21');
    await user.click(download);
    const fileName = 'chats-2026-11-20-to-2026-11-21.csv';
    expect(
      await within(form).findByText(new RegExp(`^Downloaded ${fileName.replace(/\./g, '\\.')} \\(`)),
    ).toBeVisible();
    expect(within(form).queryByRole('alert')).toBeNull();
    const [sent, ...others] = sentTo(requests, '/api/download-chats');
    expect(others).toEqual([]);
    expect(methodOf(sent!)).toBe('POST');
    // No chat ticked: all of them, from the start of the first market day to the end of the last (IST).
    expect(jsonBody<DownloadChatsRequest>(sent)).toEqual({
      startTime: Date.parse('2026-11-20T00:00:00+05:30'),
      endTime: Date.parse('2026-11-22T00:00:00+05:30'),
      channelIds: [gsChannel.channel_url, recChannel.channel_url],
    });
    expect(savedFiles.map((file) => file.fileName)).toEqual([fileName]);
    const csv = await savedFiles[0]!.blob.text();
    expect(csv).toContain('Offer at 101.40, firm for ten minutes.');
    expect(csv).toContain('Axe: REC 2030 (INE020B08DZ1) to sell.');

    await user.click(within(rowOf(channels, 'GS 2033 desk')).getByRole('checkbox'));
    expect(within(form).getByText(/^1 chat\(s\) ticked/)).toBeVisible();
    await user.click(download);
    await waitFor(() => expect(sentTo(requests, '/api/download-chats')).toHaveLength(2));
    expect(jsonBody<DownloadChatsRequest>(sentTo(requests, '/api/download-chats')[1]).channelIds).toEqual([
      gsChannel.channel_url,
    ]);
  });

  it('shows the audit log and exports it as a CSV file', async () => {
    const { user, requests } = await openSurveillance();
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    const log = await screen.findByRole('grid', { name: 'Surveillance audit log' });
    await within(log).findByText('Chat opened');
    expect(rowOf(log, 'Chat opened')).toHaveTextContent(`channel url: ${gsChannel.channel_url}`);
    expect(rowOf(log, 'Messages searched')).toHaveTextContent('bond: 7.18% GS 2033 · results: 1');
    expect(rowOf(log, 'Messages searched')).toHaveTextContent('Chetan');

    await user.click(screen.getByRole('button', { name: 'Export audit log (CSV)' }));
    await waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(sentTo(requests, '/api/surveillance/audit/export/').map(methodOf)).toEqual(['GET']);
    expect(savedFiles[0]!.fileName).toMatch(/^surveillance-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await savedFiles[0]!.blob.text()).toBe(auditCsv);
    // The export is itself audited: the log reloads to show it.
    await waitFor(() => expect(sentTo(requests, '/api/surveillance/audit/').length).toBeGreaterThan(1));
  });

  it('shows a failed trade review as an error with a retry, and recovers', async () => {
    let failing = true;
    const { user } = await openSurveillance({ tradeReviewFailure: () => (failing ? 500 : undefined) });
    await user.click(screen.getByRole('tab', { name: 'Trade review' }));
    const failure = await screen.findByText('Something went wrong, Please try again.');
    expect(failure).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Surveillance', level: 1 })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Trade review' })).toHaveAttribute('aria-selected', 'true');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const alerts = await screen.findByRole('grid', { name: 'Trade alerts' });
    expect(await within(alerts).findByText('Price far from market')).toBeVisible();
    expect(screen.queryByText('Something went wrong, Please try again.')).toBeNull();
  });
});
