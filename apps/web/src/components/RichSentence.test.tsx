import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { HomeHero } from './HomeHero';
import { RichSentence } from './RichSentence';

describe('RichSentence', () => {
  it('puts the styled values where the sentence has them, in any order', () => {
    const { container } = render(<RichSentence format={(a, b) => `${b} before ${a}.`} parts={[<em>one</em>, <strong>two</strong>]} />);
    expect(container.innerHTML).toBe('<strong>two</strong> before <em>one</em>.');
  });

  it('reads as the home page always has in English', () => {
    render(
      <MemoryRouter>
        <HomeHero>
          <p>The search form</p>
        </HomeHero>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Explore Sri Lanka your way$/);
    expect(screen.getAllByText((_, node) => node?.textContent === 'Rated 4.9/5 based on 2,000+ reviews' && node.tagName === 'SPAN')).toHaveLength(1);
    expect(screen.getByText('2,000+ reviews', { selector: 'strong' })).toBeInTheDocument();
  });
});
