import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { supportRequestKinds, supportRequests } from '../src/support/supportRequests';
import { jsonResponse, renderApp } from './renderApp';
import type { ExtraRoute } from './renderApp';

const ticketAnswer: ExtraRoute = (url) =>
  url.pathname === '/ext/intercom/ticket/' ? jsonResponse(201, { id: 'bk-7' }) : undefined;

type SentTicket = {
  ticket_type_id: number;
  contacts: { email: string }[];
  attributes: { _default_title_: string; _default_description_: string; file_url?: string };
};

function sentTickets(requests: { url: URL; init: RequestInit | undefined }[]): SentTicket[] {
  return requests
    .filter((request) => request.url.pathname === '/ext/intercom/ticket/')
    .map((request) => JSON.parse(String(request.init?.body)) as SentTicket);
}

async function openFromAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText(/^Account:/));
  await user.click(screen.getByRole('button', { name: 'Contact support' }));
  return screen.findByRole('dialog', { name: 'Contact support' });
}

describe('support requests', () => {
  it('reports an issue with its checkboxes, after saying what is missing, from the signed-in email', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/profile', {
      signInAs: 'dealer@demo.bondkit.in',
      extraRoutes: [ticketAnswer],
    });
    const dialog = await openFromAccountMenu(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Report issue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Description is required')).toBeVisible();
    expect(within(dialog).getByText('Select at least one issue.')).toBeVisible();
    expect(sentTickets(requests)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Subject'), '7.18% GS 2033 looks off');
    await user.type(within(dialog).getByLabelText('Description'), 'The yield jumps at 101.25.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Price/yield seems incorrect' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Maturity date seems incorrect' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(supportRequests.issue.success)).toBeVisible();
    const [ticket] = sentTickets(requests);
    expect(ticket?.ticket_type_id).toBe(1);
    expect(ticket?.contacts).toEqual([{ email: 'dealer@demo.bondkit.in' }]);
    expect(ticket?.attributes._default_title_).toBe('7.18% GS 2033 looks off');
    expect(ticket?.attributes._default_description_).toContain(
      'Issues: Price/yield seems incorrect, Maturity date seems incorrect',
    );
  });

  it.each(supportRequestKinds.filter((kind) => kind !== 'issue'))(
    "sends '%s' with the provider's ticket type and shows its own toast",
    async (kind) => {
      const user = userEvent.setup();
      const { requests } = await renderApp('/profile', {
        signInAs: 'dealer@demo.bondkit.in',
        extraRoutes: [ticketAnswer],
      });
      const dialog = await openFromAccountMenu(user);
      await user.click(within(dialog).getByRole('radio', { name: supportRequests[kind].label }));
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      await user.type(within(dialog).getByLabelText('Subject'), 'Desk access');
      await user.type(within(dialog).getByLabelText('Description'), 'Please add our second dealer.');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await screen.findByText(supportRequests[kind].success)).toBeVisible();
      // Provider ids: query 5, access 8, feedback 6 (trading-and-chat 6, 'Support ticket').
      expect(sentTickets(requests)[0]?.ticket_type_id).toBe({ query: 5, access: 8, feedback: 6 }[kind]);
    },
  );

  it("lets a visitor report a bond's data, sharing its pricing details only with consent", async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/security/1', { extraRoutes: [ticketAnswer] });
    await user.click(await screen.findByRole('button', { name: 'Report issue' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact support' });
    expect(within(dialog).getByRole('radio', { name: 'Report issue' })).toBeChecked();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Subject').value).toMatch(/\(IN\w{10}\)$/);
    await user.type(within(dialog).getByLabelText('Description'), 'Call date missing.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Call/put information seems incorrect' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('This field is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Your email'), 'visitor@');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeVisible();
    expect(sentTickets(requests)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Your email'), 'example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText(supportRequests.issue.success);
    expect(sentTickets(requests)[0]?.attributes._default_description_).not.toContain('Pricing details');
    expect(sentTickets(requests)[0]?.contacts).toEqual([{ email: 'visitor@example.in' }]);

    await user.click(screen.getByRole('button', { name: 'Report issue' }));
    await user.type(within(dialog).getByLabelText('Description'), 'Price looks stale.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Price/yield seems incorrect' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /share the pricing details/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentTickets(requests)).toHaveLength(2));
    expect(sentTickets(requests)[1]?.attributes._default_description_).toContain(
      'Pricing details shared by the user:',
    );
  });

  it("says 'Error uploading file: …' when the attachment is refused, and sends no ticket", async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/profile', {
      signInAs: 'dealer@demo.bondkit.in',
      extraRoutes: [
        ticketAnswer,
        (url) =>
          url.pathname === '/ext/public/upload/'
            ? jsonResponse(400, { file: ['The submitted file is empty.'] })
            : undefined,
      ],
    });
    const dialog = await openFromAccountMenu(user);
    await user.type(within(dialog).getByLabelText('Subject'), 'Screenshot');
    await user.type(within(dialog).getByLabelText('Description'), 'See the attachment.');
    await user.upload(
      within(dialog).getByLabelText(/Attachment/),
      new File(['x'], 'screen.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Error uploading file: /)).toBeVisible();
    expect(sentTickets(requests)).toEqual([]);
  });
});
