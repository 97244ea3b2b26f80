import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DROPDOWN_BLUR_CLOSE_MS } from '@app/shared';
import { renderPage } from '../../test/render';
import { VehiclesMenu } from './VehiclesMenu';

function setup() {
  renderPage(
    <div>
      <VehiclesMenu />
      <button type="button">Elsewhere</button>
    </div>,
  );
  return screen.getByRole('button', { name: 'Vehicles' });
}

describe('VehiclesMenu', () => {
  it('lists All Vehicles and the four browse types, each filtering the list', async () => {
    const user = userEvent.setup();
    const toggle = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['All Vehicles', 'Cars', 'Vans', 'SUVs', 'Scooters']);
    expect(screen.getByRole('link', { name: 'SUVs' })).toHaveAttribute('href', '/available-vehicles?vehicleType=SUV');
  });

  it('closes when a link is chosen, and navigates', async () => {
    const user = userEvent.setup();
    await user.click(setup());
    await user.click(screen.getByRole('link', { name: 'Vans' }));
    expect(screen.queryByRole('link', { name: 'Vans' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/available-vehicles?vehicleType=Van');
  });

  it('closes DROPDOWN_BLUR_CLOSE_MS after focus leaves it, not before', () => {
    vi.useFakeTimers();
    const toggle = setup();
    fireEvent.click(toggle);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    fireEvent.blur(toggle, { relatedTarget: elsewhere });
    act(() => vi.advanceTimersByTime(DROPDOWN_BLUR_CLOSE_MS - 10));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(20));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when focus moves between its own items', () => {
    vi.useFakeTimers();
    const toggle = setup();
    fireEvent.click(toggle);
    const cars = screen.getByRole('link', { name: 'Cars' });
    fireEvent.blur(toggle, { relatedTarget: cars });
    fireEvent.focus(cars);
    act(() => vi.advanceTimersByTime(DROPDOWN_BLUR_CLOSE_MS * 3));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('works with the keyboard: ArrowDown opens and focuses, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const toggle = setup();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'All Vehicles' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Cars' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Scooters' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes after Tab moves focus out of it', async () => {
    const user = userEvent.setup();
    const toggle = setup();
    await user.click(toggle);
    screen.getByRole('link', { name: 'Scooters' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });
});
