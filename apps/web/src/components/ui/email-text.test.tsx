import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('offers line breaks only after the @ and before each dot', () => {
    const { container } = render(<EmailText email="rina.kusumawati@armadalogistik.co.id" />);
    const span = container.querySelector('.email-text');
    expect(span?.textContent).toBe('rina.kusumawati@armadalogistik.co.id');
    expect(span?.innerHTML).toBe('rina<wbr>.kusumawati@<wbr>armadalogistik<wbr>.co<wbr>.id');
  });
});
