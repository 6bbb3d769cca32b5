import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { configureApiClient } from '@beacon/api';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@beacon/validation';

import { makeAccount } from '../test-support/account-fixtures';
import ContactPage from './contact-page';
import FaqsPage from './faqs-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfUsePage from './terms-of-use-page';

type Answer = { status?: number; body?: unknown };

function serve(routes: Record<string, (body: unknown) => Answer>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    const answer = routes[`${init.method ?? 'GET'} ${url}`]?.(body) ?? {
      status: 404,
      body: { message: 'x', statusCode: 404 },
    };
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200 });
  }) as unknown as typeof fetch;
  return calls;
}

async function show(page: ReactElement) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('support and legal pages', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('filters the FAQ as the member types, opens an answer, and says when nothing matches', async () => {
    serve({});
    await show(<FaqsPage />);
    const search = screen.getByLabelText('Search the questions');
    await userEvent.type(search, 'CANCEL');
    expect(screen.getByText(/questions? match/)).toHaveTextContent(/^\d+ questions? match/);
    const question = screen.getByRole('button', { name: 'How do I cancel?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Open Membership Settings, choose Cancel/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'What is Dark Web Monitoring?' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra crossing');
    expect(screen.getByText(/No questions match “zebra crossing”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/dashboard/support/contact');
  });

  it('says in the FAQ what canceling means, as Membership Settings does, and when a refund is possible', async () => {
    serve({});
    await show(<FaqsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'How do I cancel?' }));
    expect(
      screen.getByText(
        'Open Membership Settings, choose Cancel next to the subscription, tell us why, and confirm. You keep access until the end of the period you paid for. After that, it ends and nothing more is charged. Until then, you can reactivate it at the same price.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Can I get a refund?' }));
    expect(
      screen.getByText(
        'A one-time purchase you have not used yet can be refunded from Order History within 14 days of the order. Choose Request a refund next to the order. Memberships and add-ons are not refunded: when you cancel one, you keep what you paid for until the end of its period.',
      ),
    ).toBeVisible();
  });

  it('states the cancellation and refund rules in the Terms of Use', async () => {
    await show(<TermsOfUsePage />);
    expect(
      screen.getByText(/^You can cancel at any time in Membership Settings or by calling Member Care\./),
    ).toHaveTextContent(
      'You can cancel at any time in Membership Settings or by calling Member Care. You keep access until the end of the period you paid for. After that, it ends and nothing more is charged. Until then, a canceled subscription can be reactivated at the same price.',
    );
    expect(
      screen.getByText(
        /^A one-time purchase you have not used yet can be refunded from Order History within 14 days of the order\./,
      ),
    ).toBeInTheDocument();
  });

  it('checks the contact form, sends it and shows the reference number', async () => {
    const calls = serve({
      'POST /v1/support/messages': () => ({
        status: 201,
        body: {
          id: 77,
          status: 'received',
          message: 'Thank you. Member Care will answer by e-mail within one business day.',
        },
      }),
    });
    await show(<ContactPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please choose what your message is about.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'reports');
    await userEvent.type(screen.getByLabelText('Message'), 'My report lists an old address.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Thank you. Member Care will answer by e-mail within one business day.');
    expect(sent).toHaveTextContent('Your reference number is 77.');
    expect(calls.find((call) => call.url === '/v1/support/messages')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      topic: 'reports',
      message: 'My report lists an old address.',
    });
  });

  it("fills in the signed-in member's name and e-mail, which stay editable, and sends what the member left", async () => {
    const calls = serve({
      'GET /v1/me': () => ({ body: makeAccount({}) }),
      'POST /v1/support/messages': () => ({
        status: 201,
        body: {
          id: 78,
          status: 'received',
          message: 'Thank you. Member Care will answer by e-mail within one business day.',
        },
      }),
    });
    await show(<ContactPage />);
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBe(screen.getByLabelText('Your name'));
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    await userEvent.clear(screen.getByLabelText('E-mail address'));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada.work@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'other');
    await userEvent.type(screen.getByLabelText('Message'), 'Please write to my work address.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('status');
    expect(calls.find((call) => call.url === '/v1/support/messages')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada.work@example.com',
      topic: 'other',
      message: 'Please write to my work address.',
    });
  });

  it('keeps what the member typed when their account arrives later', async () => {
    let answerAccount: (() => void) | undefined;
    const accountReady = new Promise<void>((resolve) => {
      answerAccount = resolve;
    });
    globalThis.fetch = jest.fn(async (url: string) => {
      if (url === '/v1/me') {
        await accountReady;
        return new Response(JSON.stringify(makeAccount({})), { status: 200 });
      }
      return new Response(JSON.stringify({ message: 'x', statusCode: 404 }), { status: 404 });
    }) as unknown as typeof fetch;
    await show(<ContactPage />);
    await userEvent.type(screen.getByLabelText('Your name'), 'A. Lovelace');
    await act(async () => answerAccount?.());
    expect(await screen.findByDisplayValue('ada@example.com')).toBe(screen.getByLabelText('E-mail address'));
    expect(screen.getByLabelText('Your name')).toHaveValue('A. Lovelace');
  });

  it('keeps the message when sending fails', async () => {
    serve({
      'POST /v1/support/messages': () => ({
        status: 429,
        body: { message: 'Too many requests. Please try again in 1 minute.', statusCode: 429 },
      }),
    });
    await show(<ContactPage />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Ada');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'other');
    await userEvent.type(screen.getByLabelText('Message'), 'Please call me back.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 1 minute.');
    expect(screen.getByLabelText('Message')).toHaveValue('Please call me back.');
  });

  it("sends HTML as the text typed, never renders it, and shows the daily cap's answer", async () => {
    const capped =
      'You have sent the most support messages allowed for today. Call us at (800) 555-0199 or try again tomorrow.';
    const calls = serve({
      'POST /v1/support/messages': () => ({ status: 429, body: { message: capped, statusCode: 429 } }),
    });
    await show(<ContactPage />);
    const typed = '<script>alert("x")</script><img src=x onerror=alert(1)> & more';
    expect(screen.getByLabelText('Your name')).toHaveAttribute('maxLength', String(CONTACT_NAME_MAX));
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', String(CONTACT_MESSAGE_MAX));
    await userEvent.type(screen.getByLabelText('Your name'), '<b>Ada</b>');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'other');
    await userEvent.type(screen.getByLabelText('Message'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(capped);
    expect(calls.find((call) => call.url === '/v1/support/messages')?.body).toMatchObject({
      name: '<b>Ada</b>',
      message: typed,
    });
    // the text stays text: in the field as typed, and no element was made of it
    expect(screen.getByLabelText('Message')).toHaveValue(typed);
    expect(document.querySelector('script, img, b')).toBeNull();
  });

  it('states the FCRA notice and the opt-out rights, with a table of contents', async () => {
    serve({});
    await show(<TermsOfUsePage />);
    expect(screen.getByRole('heading', { name: 'Beacon is not a consumer reporting agency' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Membership, billing and renewal' })).toHaveAttribute(
      'href',
      '#membership',
    );
  });

  it('explains the privacy rights and retention', async () => {
    serve({});
    await show(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { name: 'Your rights: opt-out, access and deletion' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How long we keep it' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'opt-out page' })).toHaveAttribute('href', '/opt-out');
  });
});
