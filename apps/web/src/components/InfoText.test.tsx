import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { InfoText } from './InfoText';

describe('InfoText (the travellers’ pages, decision 085)', () => {
  it('renders headings, paragraphs, lists and links to this site', () => {
    render(
      <MemoryRouter>
        <InfoText text={'## Before you go\nRead the [FAQ](/faq) first.\n\n- Passport\n- Licence'} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Before you go' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Passport', 'Licence']);
  });

  it('shows what staff type as text: no markup, no script, no link elsewhere', () => {
    const { container } = render(
      <MemoryRouter>
        <InfoText text={'<img src=x onerror=alert(1)><script>alert(1)</script>\n[click](javascript:alert(1)) [away](https://evil.example/)'} />
      </MemoryRouter>,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toBe('<img src=x onerror=alert(1)><script>alert(1)</script> [click](javascript:alert(1)) [away](https://evil.example/)');
  });
});
