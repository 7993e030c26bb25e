import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeErrorResponse, makeIdentity } from '@/testing/factories';
import { SignInForm } from './sign-in-form';

function field(label: string): HTMLInputElement {
  const element = screen.getByLabelText(label, { selector: 'input' });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return element;
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function alertText(): string {
  return screen.getByRole('alert').textContent ?? '';
}

describe('SignInForm', () => {
  it('asks for both fields in Indonesian and sends nothing when they are empty', () => {
    const fetch = mockFetch(() => jsonResponse(200, {}));
    renderWithProviders(<SignInForm onSuccess={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));

    expect(screen.getByText('Nama pengguna wajib diisi.')).toBeTruthy();
    expect(screen.getByText('Kata sandi wajib diisi.')).toBeTruthy();
    expect(field('Nama pengguna').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Nama pengguna'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the required-field message in English and focuses the first empty field', () => {
    mockFetch(() => jsonResponse(200, {}));
    renderWithProviders(<SignInForm onSuccess={vi.fn()} />, { language: 'en' });

    type('Username', 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.queryByText('Username is required.')).toBeNull();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Password'));
  });

  it('re-translates a showing validation message when the language changes', async () => {
    const { i18n } = renderWithProviders(<SignInForm onSuccess={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(screen.getByText('Nama pengguna wajib diisi.')).toBeTruthy();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Username is required.')).toBeTruthy();
  });

  it('signs in with the trimmed username and hands the identity over', async () => {
    const identity = makeIdentity();
    const fetch = mockFetch(() => jsonResponse(200, { data: identity }));
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} />);

    type('Nama pengguna', '  admin ');
    type('Kata sandi', 'demo');
    fireEvent.submit(field('Kata sandi').form as HTMLFormElement);

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]?.[0]).toEqual(identity);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'demo' });
  });

  it('says the password is wrong and keeps what was typed', async () => {
    mockFetch(() => jsonResponse(401, makeErrorResponse()));
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} />);

    type('Nama pengguna', 'admin');
    type('Kata sandi', 'salah');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(alertText()).toBe('Nama pengguna atau kata sandi salah.'));
    expect(field('Nama pengguna').value).toBe('admin');
    expect(field('Kata sandi').value).toBe('salah');
    expect(document.activeElement).toBe(field('Kata sandi'));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the wrong-password message in English', async () => {
    mockFetch(() => jsonResponse(401, makeErrorResponse()));
    renderWithProviders(<SignInForm onSuccess={vi.fn()} />, { language: 'en' });

    type('Username', 'admin');
    type('Password', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(alertText()).toBe('Wrong username or password.'));
  });

  it('explains rate limiting with the wait the server asked for', async () => {
    mockFetch(() =>
      jsonResponse(
        429,
        makeErrorResponse({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Slow down' }),
        { 'Retry-After': '30' },
      ),
    );
    renderWithProviders(<SignInForm onSuccess={vi.fn()} />);

    type('Nama pengguna', 'admin');
    type('Kata sandi', 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() =>
      expect(alertText()).toBe('Terlalu banyak percobaan masuk. Coba lagi dalam 30 detik.'),
    );
  });

  it('explains a network failure and keeps the input', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<SignInForm onSuccess={vi.fn()} />, { language: 'en' });

    type('Username', 'dispatcher');
    type('Password', 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(alertText()).toBe('Cannot reach the server. Check your connection, then try again.'),
    );
    expect(field('Username').value).toBe('dispatcher');
  });

  it('treats a success body that breaks the contract as an error, not a sign-in', async () => {
    mockFetch(() => jsonResponse(200, { data: { username: 'admin' } }));
    const onSuccess = vi.fn();
    renderWithProviders(<SignInForm onSuccess={onSuccess} />, { language: 'en' });

    type('Username', 'admin');
    type('Password', 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(alertText()).toBe('Something went wrong while signing in. Please try again.'),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows a busy button while the request is in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<SignInForm onSuccess={vi.fn()} />, { language: 'en' });

    type('Username', 'admin');
    type('Password', 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer(new Response(JSON.stringify({ data: makeIdentity() }))));
  });

  it('fills the form from a demo account in one click', () => {
    renderWithProviders(<SignInForm onSuccess={vi.fn()} demoAccounts={['admin', 'driver']} />);

    expect(screen.getByRole('heading', { name: 'Akun demo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Isi formulir dengan akun driver' }));

    expect(field('Nama pengguna').value).toBe('driver');
    expect(field('Kata sandi').value).toBe('demo');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Masuk' }));
  });

  it('lists no demo panel when there are no demo accounts', () => {
    renderWithProviders(<SignInForm onSuccess={vi.fn()} />);
    expect(screen.queryByRole('heading', { name: 'Akun demo' })).toBeNull();
  });
});
