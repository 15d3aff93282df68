import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { indianTradeDate, startOfIndianDate } from '@bondkit/core/calendars';
import { renderApp } from './renderApp';

const day = 86_400_000;

describe("the report-a-trade form's trade time (HH:MM, 24-hour)", () => {
  it('checks the time as HH:MM, refuses one later than now, and sends the India date and time', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/client/transactions', { signInAs: 'dealer@demo.bondkit.in' });
    const form = (await screen.findByRole('heading', { name: 'Report an external trade' })).closest(
      'section',
    )!;
    await user.type(within(form).getByRole('combobox', { name: 'Bond' }), 'Ajanta Housing');
    await user.click(await screen.findByRole('option', { name: /6\.50% AJANTA HOUSING FINANCE 2028/ }));
    await user.type(within(form).getByLabelText('Face value (₹)'), '100000');
    await user.type(within(form).getByLabelText('Clean price'), '99.5');
    await user.type(within(form).getByLabelText('Counterparty'), 'Outside Bank');
    const time = within(form).getByLabelText<HTMLInputElement>('Trade time (HH:MM, 24-hour, India)');
    const date = within(form).getByLabelText('Trade date');
    expect(time.value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(date).toHaveValue(indianTradeDate());
    const posted = () =>
      requests.filter(
        (request) => request.url.pathname === '/api/orders/' && request.init?.method === 'POST',
      );

    await user.clear(time);
    await user.type(time, '9:30');
    await user.click(within(form).getByRole('button', { name: 'Report trade' }));
    expect(await within(form).findByText('Please enter valid time in HH:MM 24-hour format')).toBeVisible();
    await user.clear(time);
    await user.type(time, '24:00');
    await user.click(within(form).getByRole('button', { name: 'Report trade' }));
    expect(await within(form).findByText('Please enter valid time in HH:MM 24-hour format')).toBeVisible();

    const tomorrow = indianTradeDate(new Date(Date.now() + day));
    fireEvent.change(date, { target: { value: tomorrow } });
    await user.clear(time);
    await user.type(time, '09:30');
    await user.click(within(form).getByRole('button', { name: 'Report trade' }));
    expect(await within(form).findByText('Trade time cannot be later than the current time.')).toBeVisible();
    expect(posted()).toHaveLength(0);

    const yesterday = indianTradeDate(new Date(Date.now() - day));
    fireEvent.change(date, { target: { value: yesterday } });
    await user.click(within(form).getByRole('button', { name: 'Report trade' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(JSON.parse(String(posted()[0]?.init?.body))).toMatchObject({
      trade_time: new Date(startOfIndianDate(yesterday) + (9 * 60 + 30) * 60_000).toISOString(),
    });
  });
});

describe("the report-a-trade form's counterparty", () => {
  it('suggests NSCCL and ICCL clearing participants from 3 characters typed', async () => {
    const user = userEvent.setup();
    const { requests, container } = await renderApp('/client/transactions', {
      signInAs: 'dealer@demo.bondkit.in',
    });
    const form = (await screen.findByRole('heading', { name: 'Report an external trade' })).closest(
      'section',
    )!;
    await user.type(within(form).getByLabelText('Counterparty'), 'Ka');
    await user.type(within(form).getByLabelText('Counterparty'), 'v');
    await waitFor(() =>
      expect(
        Array.from(container.querySelectorAll('#report-trade-participants option')).map((option) => [
          option.getAttribute('value'),
          option.getAttribute('label'),
        ]),
      ).toContainEqual(['Kaveri Asset Management Co Ltd', 'NSCCL K73100']),
    );
    const searched = requests.filter(
      (request) =>
        request.url.pathname === '/api/search-nsscl-participants/' ||
        request.url.pathname === '/api/search-iccl-participants/',
    );
    expect(searched.map((request) => request.url.searchParams.get('search_param'))).toEqual(['Kav', 'Kav']);
  });
});
