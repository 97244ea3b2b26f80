import { useNavigate } from 'react-router';
import { isApiError } from '../lib/api';
import { errorText } from '../lib/error-text';
import { useMessages } from '../lib/i18n/I18nProvider';
import { Container } from './Container';
import { Button, ButtonLink } from './Button';
import { Icon } from './Icon';

/** 'Error Loading Vehicle' with a Go Back button (spec section 8). */
export function VehicleLoadError({ error }: { error: Error }) {
  const navigate = useNavigate();
  const m = useMessages();
  const message = isApiError(error) ? m.vehicles.vehicleFetchFailed : m.vehicles.vehicleDataFailed;
  const detail = isApiError(error) && error.serverMessage ? errorText(error) : undefined;
  return (
    <Container className="max-w-xl py-16 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
        <Icon name="alert" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">{m.vehicles.vehicleLoadTitle}</h1>
      <div role="alert" className="mt-2 text-slate-600">
        <p>{message}</p>
        {detail && <p className="mt-1 text-sm text-slate-500">{detail}</p>}
      </div>
      <div className="mt-8 flex justify-center gap-3">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          <Icon name="arrowLeft" className="size-4" />
          {m.publicUi.vehicleLoadError.goBack}
        </Button>
        <ButtonLink to="/available-vehicles">{m.publicUi.vehicleLoadError.browse}</ButtonLink>
      </div>
    </Container>
  );
}
