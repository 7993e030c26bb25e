import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { noAccessError } from './no-access-error';

describe('noAccessError', () => {
  const renderError = noAccessError('Anda tidak punya akses ke daftar ini.');

  it("shows the page's sentence when the server refuses the read (403)", () => {
    const shown = renderError(new ApiError({ statusCode: 403, code: 'FORBIDDEN', message: 'no' }));
    render(<>{shown}</>);
    expect(screen.getByText('Anda tidak punya akses ke daftar ini.')).toBeTruthy();
  });

  it("leaves every other failure to the table's own error and retry", () => {
    expect(
      renderError(new ApiError({ statusCode: 500, code: 'INTERNAL', message: 'boom' })),
    ).toBeNull();
    expect(
      renderError(new ApiError({ statusCode: 401, code: 'UNAUTHORIZED', message: 'signed out' })),
    ).toBeNull();
    expect(renderError(new TypeError('Failed to fetch'))).toBeNull();
  });
});
