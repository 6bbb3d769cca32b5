import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { mastercard, visa } from '../../test-support/billing-fixtures';
import MyBillingScreen from './my-billing-screen';

const show = () => renderScreen('/dashboard/account/my-billing', <MyBillingScreen />, '/dashboard/account/my-billing');

describe('MyBillingScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('shows a loading list, then the cards with the default marked', async () => {
    routeFetch({ 'GET /v1/me/payment-options': { body: [visa, mastercard] } });
    await show();
    const cards = await screen.findByRole('list', { name: 'Your cards' });
    expect(within(cards).getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(within(cards).getByText('Mastercard ending in 4444')).toBeInTheDocument();
    expect(within(cards).getByText('Default')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make default: Mastercard ending in 4444' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make default: Visa ending in 4242' })).not.toBeInTheDocument();
  });

  it('says so when there are no cards, and when they cannot be loaded', async () => {
    routeFetch({ 'GET /v1/me/payment-options': { body: [] } });
    await show();
    expect(await screen.findByText('You have no saved cards yet.')).toBeInTheDocument();
  });

  it('shows an error when the cards cannot be loaded', async () => {
    routeFetch({ 'GET /v1/me/payment-options': { status: 500, body: { message: 'boom', statusCode: 500 } } });
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cards could not be loaded. Please try again.');
  });

  it('checks a new card as the member types, groups the number in fours and saves it', async () => {
    let cards = [visa];
    const calls = routeFetch({
      'GET /v1/me/payment-options': () => ({ body: cards }),
      'POST /v1/me/payment-options': () => {
        cards = [visa, mastercard];
        return { status: 201, body: mastercard };
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const number = screen.getByLabelText('Card number');
    await userEvent.type(number, '5555555555554445');
    expect(number).toHaveValue('5555-5555-5555-4445');
    expect(screen.getByText('Mastercard')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(screen.getByText('Please enter a valid card number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the expiration date as MM/YY.')).toBeInTheDocument();
    await userEvent.clear(number);
    await userEvent.type(number, '5555555555554444');
    await userEvent.type(screen.getByLabelText('Expiration date (MM/YY)'), '0339');
    await userEvent.type(screen.getByLabelText('Security code'), '321');
    await userEvent.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Mastercard ending in 4444 was saved.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      cardNumber: '5555-5555-5555-4444',
      expiry: '03/39',
      cvc: '321',
      nameOnCard: 'Ada Lovelace',
    });
  });

  it("shows the gateway's refusal and keeps what was typed", async () => {
    routeFetch({
      'GET /v1/me/payment-options': { body: [] },
      'POST /v1/me/payment-options': {
        status: 422,
        body: { message: "Your card's security code is incorrect.", statusCode: 422 },
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    await userEvent.type(screen.getByLabelText('Card number'), '4000000000000127');
    await userEvent.type(screen.getByLabelText('Expiration date (MM/YY)'), '1239');
    await userEvent.type(screen.getByLabelText('Security code'), '123');
    await userEvent.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your card's security code is incorrect.");
    expect(screen.getByLabelText('Card number')).toHaveValue('4000-0000-0000-0127');
  });

  it('removes a card after a confirmation', async () => {
    let cards = [visa, mastercard];
    const calls = routeFetch({
      'GET /v1/me/payment-options': () => ({ body: cards }),
      'DELETE /v1/me/payment-options/12': () => {
        cards = [visa];
        return { status: 204 };
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Card' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Mastercard ending in 4444 was removed.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
