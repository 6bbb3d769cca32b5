import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';

import { renderWithProviders } from '@beacon/test-support/render-screen';

import LoginPage from './login-page';
import { solveBotCheck } from './solve-bot-check';

jest.mock('./solve-bot-check', () => ({ solveBotCheck: jest.fn(async () => 'solved-challenge') }));

function Landing() {
  return <p>landed on {useLocation().pathname}</p>;
}

function jwt(claims: object) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

function answerAuthenticate(status: number, body: unknown) {
  const bodies: unknown[] = [];
  globalThis.fetch = jest.fn(async (_url: string, init: RequestInit = {}) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return bodies;
}

async function renderLogin() {
  await act(async () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Landing />} />
      </Routes>,
      { path: '/login' },
    );
  });
}

describe('LoginPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('explains empty fields', async () => {
    await renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
  });

  it('shows "Invalid email and/or password" on 401 and sends the solved bot check', async () => {
    const bodies = answerAuthenticate(401, { message: 'Invalid email and/or password', statusCode: 401 });
    await renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email and/or password')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ email: 'ada@example.com', password: 'wrong', recaptchaResponse: 'solved-challenge' });
  });

  it('shows "Something went wrong, please try again" on other failures', async () => {
    answerAuthenticate(500, { message: 'Internal Server Error', statusCode: 500 });
    await renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeInTheDocument();
  });

  it('stores both tokens and the apiV2 cookie, then goes to the dashboard', async () => {
    const accessToken = jwt({ sub: '7', firstName: 'Ada', lastName: 'Lovelace' });
    answerAuthenticate(200, { accessToken, refreshToken: 'refresh-1' });
    await renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('landed on /dashboard')).toBeInTheDocument();
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(document.cookie).toContain(`apiV2=${accessToken}`);
  });

  it('starts the bot check when the page opens, and Sign In waits for it visibly, then signs in', async () => {
    let finish: (value: string) => void = () => undefined;
    jest.mocked(solveBotCheck).mockImplementationOnce(() => new Promise<string>((resolve) => (finish = resolve)));
    const bodies = answerAuthenticate(401, { message: 'Invalid email and/or password', statusCode: 401 });
    await renderLogin();
    expect(solveBotCheck).toHaveBeenCalled();
    expect(screen.getByText('Verifying that you are human…')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(bodies).toEqual([]);
    await act(async () => finish('late-solution'));
    expect(await screen.findByText('Invalid email and/or password')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ recaptchaResponse: 'late-solution' });
  });
});
