import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('focuses the message once, and again when a re-render replaces the focused element', () => {
    const { rerender } = render(<Notice section="upcoming" seq={1} />);
    expect(screen.getByTestId('notice-upcoming')).toHaveFocus();
    rerender(<Notice section="past" seq={1} />);
    expect(screen.getByTestId('notice-past')).toHaveFocus();
  });

  it('gives focus again once the page has settled when it did not take (the rest of the page inert under a closing dialog)', () => {
    vi.useFakeTimers();
    const focus = HTMLElement.prototype.focus;
    // Inert for the first attempts, as under a modal dialog that closes in the same round of effects.
    let inert = true;
    vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
      if (!inert) focus.call(this, options);
    });
    render(<Notice section="upcoming" seq={1} />);
    expect(screen.getByTestId('notice-upcoming')).not.toHaveFocus();
    inert = false;
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByTestId('notice-upcoming')).toHaveFocus();
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
