import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { bookingFormFields, type GeoPoint } from '@app/shared';
import { renderPage } from '../test/render';
import { ENGLISH_PAGE_MESSAGES } from '../lib/i18n/page-messages';
import { PointField, PointSuggestions } from './PointField';

const T = ENGLISH_PAGE_MESSAGES.pickupPlaces;
const schema = z.object({ pickupPoint: bookingFormFields.pickupPoint, pickupGeo: bookingFormFields.pickupGeo });

/** The pickup point of a form, as the booking forms hold it (react-hook-form, the shared schema). */
function Form({ onSave }: { onSave: (values: { pickupPoint: string; pickupGeo?: GeoPoint | null }) => void }) {
  const { register, control, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { pickupPoint: '', pickupGeo: '' } });
  const [point, geo] = useWatch({ control, name: ['pickupPoint', 'pickupGeo'] });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <PointSuggestions id="test-places" />
      <PointField
        id="test-pickup"
        which="pickup"
        label="Pickup point"
        suggestions="test-places"
        pointInput={register('pickupPoint')}
        geoInput={register('pickupGeo')}
        point={point}
        geo={geo}
        pointError={formState.errors.pickupPoint?.message}
        geoError={formState.errors.pickupGeo?.message}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the pickup point picker (issue 32)', () => {
  it('suggests the branches, the airport and the places, each said for what it is', () => {
    renderPage(<Form onSave={() => undefined} />);
    const input = screen.getByLabelText(/^Pickup point/);
    const list = document.getElementById(input.getAttribute('list')!)!;
    const options = [...list.querySelectorAll('option')].map((o) => [o.value, o.label]);
    expect(options.slice(0, 4)).toEqual([
      ['Colombo', T.branch],
      ['Kandy', T.branch],
      ['Negombo', T.branch],
      ['Bandaranaike International Airport', T.airport],
    ]);
    expect(options).toContainEqual(['Ella', T.place]);
    expect(options.length).toBeGreaterThan(40);
  });

  it('says the driver finds a chosen place, and checks it on the map at its coordinates', async () => {
    const user = userEvent.setup();
    renderPage(<Form onSave={() => undefined} />);
    await user.type(screen.getByLabelText(/^Pickup point/), 'Ella');
    const found = screen.getByTestId('pickup-map-found');
    expect(found).toHaveTextContent(T.knownPlace);
    expect(within(found).getByRole('link', { name: T.checkOnMap })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=6.8667,81.0466');
  });

  it('takes a hotel with a pasted map link by keyboard alone, and saves the point it reads from it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderPage(<Form onSave={onSave} />);
    await user.tab();
    expect(screen.getByLabelText(/^Pickup point/)).toHaveFocus();
    await user.keyboard('98 Acres Resort, Ella');
    expect(screen.getByTestId('pickup-map-found')).toBeEmptyDOMElement();
    await user.tab();
    expect(screen.getByLabelText(T.pickupMapLabel)).toHaveFocus();
    await user.paste('https://www.google.com/maps/place/98+Acres/@6.8551,81.0623,17z/data=!3d6.855123!4d81.062347');
    expect(screen.getByTestId('pickup-map-found')).toHaveTextContent(T.mapFound);
    expect(within(screen.getByTestId('pickup-map-found')).getByRole('link')).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=6.85512,81.06235');
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith({ pickupPoint: '98 Acres Resort, Ella', pickupGeo: { lat: 6.85512, lng: 81.06235 } }, expect.anything());
  });

  it('refuses a short link or swapped coordinates in the field’s own words', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderPage(<Form onSave={onSave} />);
    await user.type(screen.getByLabelText(/^Pickup point/), 'Cinnamon Grand');
    const map = screen.getByLabelText(T.pickupMapLabel);
    await user.type(map, 'https://maps.app.goo.gl/AbC123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.pickupNoCoordinates)).toBeInTheDocument();
    expect(map).toHaveAttribute('aria-invalid', 'true');
    await user.clear(map);
    await user.type(map, '79.8485, 6.9177');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.pickupOutsideSriLanka)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
