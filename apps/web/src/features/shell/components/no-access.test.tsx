import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '@/testing/test-utils';
import { NoAccess } from './no-access';

describe('<NoAccess>', () => {
  it('says the page is not allowed and offers the way home', () => {
    renderWithProviders(
      <MemoryRouter>
        <NoAccess page="Optimasi rute" homeHref="/dashboard" companyVariant="standard" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('no-access')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Anda tidak punya akses ke halaman ini',
    );
    expect(screen.getByRole('link', { name: 'Ke halaman utama' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
