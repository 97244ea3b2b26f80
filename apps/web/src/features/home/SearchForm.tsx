import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PLACE_SUGGESTIONS, SEARCH_VEHICLE_TYPE_OPTIONS, colomboToday, type SearchForm as SearchValues } from '@app/shared';
import { Field, inputClass } from '../../components/Field';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { preloadSearchResolver, searchResolver, type SearchInput } from './search-resolver';


const FIELDS_ORDER = ['pickupPoint', 'returnPoint', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'vehicleType'] as const;

/** The home page's booking search (spec sections 3 and 5): checked on submit, all seven values go to the list. */
export function SearchForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<SearchInput, unknown, SearchValues>({
    resolver: searchResolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      pickupPoint: '',
      returnPoint: '',
      pickupDate: '',
      pickupTime: '',
      returnDate: '',
      returnTime: '',
      vehicleType: 'Any Vehicle',
    },
  });

  // A message clears as soon as its field is edited.
  const field = (name: (typeof FIELDS_ORDER)[number]) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = (values: SearchValues) => {
    const query = new URLSearchParams();
    for (const key of FIELDS_ORDER) query.set(key, values[key]);
    navigate(`/available-vehicles?${query.toString()}`);
  };

  const today = colomboToday();
  const pickupDate = watch('pickupDate');

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      onFocus={() => void preloadSearchResolver()}
      noValidate
      aria-labelledby="search-title" className="rounded-2xl bg-white p-5 shadow-2xl shadow-teal-950/30 sm:p-6">
      <h2 id="search-title" className="text-lg font-bold text-slate-900">
        Find your ride
      </h2>
      <p className="text-sm text-slate-600">Pick up and drop off anywhere in Sri Lanka.</p>
      <datalist id="place-suggestions">
        {PLACE_SUGGESTIONS.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <div className="mt-4 grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-x-3 gap-y-4 sm:grid-cols-2 sm:gap-x-4">
        <Field id="search-pickupPoint" label="Pickup location" error={errors.pickupPoint?.message} required className="col-span-2 sm:col-span-1">
          {(a11y) => <input {...a11y} {...field('pickupPoint')} list="place-suggestions" placeholder="e.g. Colombo" autoComplete="off" className={inputClass} />}
        </Field>
        <Field id="search-returnPoint" label="Return location" error={errors.returnPoint?.message} required className="col-span-2 sm:col-span-1">
          {(a11y) => <input {...a11y} {...field('returnPoint')} list="place-suggestions" placeholder="e.g. Kandy" autoComplete="off" className={inputClass} />}
        </Field>
        <Field id="search-pickupDate" label="Pickup date" error={errors.pickupDate?.message} required>
          {(a11y) => <input {...a11y} {...field('pickupDate')} type="date" min={today} className={inputClass} />}
        </Field>
        <Field id="search-pickupTime" label="Pickup time" error={errors.pickupTime?.message} required>
          {(a11y) => <input {...a11y} {...field('pickupTime')} type="time" className={inputClass} />}
        </Field>
        <Field id="search-returnDate" label="Return date" error={errors.returnDate?.message} required>
          {(a11y) => <input {...a11y} {...field('returnDate')} type="date" min={pickupDate || today} className={inputClass} />}
        </Field>
        <Field id="search-returnTime" label="Return time" error={errors.returnTime?.message} required>
          {(a11y) => <input {...a11y} {...field('returnTime')} type="time" className={inputClass} />}
        </Field>
        <Field id="search-vehicleType" label="Vehicle type" className="col-span-2">
          {(a11y) => (
            <select {...a11y} {...field('vehicleType')} className={inputClass}>
              {SEARCH_VEHICLE_TYPE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button type="submit" variant="accent" size="lg" className="mt-5 w-full">
        <Icon name="search" />
        Search vehicles
      </Button>
    </form>
  );
}
