import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealOnce } from './use-reveal';

/** A notice in one of two sections: moving it draws a new element with the same id. */
function Notice({ section, seq }: { section: 'upcoming' | 'past'; seq: number }) {
  useRevealOnce(seq, 'notice', true);
  const notice = (
    <div id="notice" tabIndex={-1} data-testid={`notice-${section}`}>
      Done
    </div>
  );
  return (
    <>
      <section key="upcoming">{section === 'upcoming' && notice}</section>
      <section key="past">{section === 'past' && notice}</section>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('useRevealOnce', () => {
  it('focuses the message once, and again when a re-render replaces the focused element', () => {
    const { rerender } = render(<Notice section="upcoming" seq={1} />);
    expect(screen.getByTestId('notice-upcoming')).toHaveFocus();
    rerender(<Notice section="past" seq={1} />);
    expect(screen.getByTestId('notice-past')).toHaveFocus();
  });

  it('leaves focus where the visitor put it', () => {
    const { rerender } = render(<Notice section="upcoming" seq={1} />);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(<Notice section="upcoming" seq={1} />);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    rerender(<Notice section="past" seq={1} />);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
