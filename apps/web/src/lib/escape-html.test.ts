import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns markup into text an HTML parser shows as written', () => {
    const payload = `"><img src=x onerror=__xss=1> & '<script>`;
    const escaped = escapeHtml(payload);
    expect(escaped).toBe('&quot;&gt;&lt;img src=x onerror=__xss=1&gt; &amp; &#39;&lt;script&gt;');
    expect(escaped).not.toMatch(/[<>"']/);
  });

  it('leaves plain text as it is', () => {
    expect(escapeHtml('B 1234 KJX')).toBe('B 1234 KJX');
  });
});
