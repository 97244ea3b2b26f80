import { useState } from 'react';
import { LIMITS, reviewRequestSchema, type Booking, type Review } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field, inputClass } from '../../components/Field';
import { StarsInput, StarsShown } from '../../components/StarRating';
import { detailWithCode, errorText } from '../../lib/error-text';
import { useLanguage } from '../../lib/i18n/I18nProvider';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useSendReview } from './api';

/**
 * A completed trip's review in its My Bookings card (decision 094): the stars the tourist gave,
 * or the button that opens the form. The e-mail's link (`?review=<booking>`) opens it at once.
 */
export function ReviewPanel({ booking, review, openAtStart = false }: { booking: Booking; review: Review | undefined; openAtStart?: boolean }) {
  const T = usePageMessages().reviewUi;
  const [open, setOpen] = useState(openAtStart && !review);
  const [sent, setSent] = useState(false);
  if (booking.bookingStatus !== 'completed') return null;
  return (
    <div className="col-span-2 space-y-3" data-testid="trip-review">
      {sent && <Alert tone="success">{T.sent}</Alert>}
      {review ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="your-rating">
          <StarsShown rating={review.vehicleRating} label={T.stars(review.vehicleRating)} />
          {T.yourRating(review.vehicleRating)}
        </p>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="rate-trip">
          {T.rate}
        </Button>
      )}
      {open && !review && (
        <ReviewDialog
          booking={booking}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      )}
    </div>
  );
}

/** Catalog keys of what a comment may not hold (decision 097). */
const COMMENT_REFUSALS = ['validation.contactEmail', 'validation.contactWeb', 'validation.contactPhone', 'validation.contactMessenger', 'validation.abusive'];

type Errors = Partial<Record<'vehicleRating' | 'driverRating' | 'comment' | 'form', string>>;

/** The form: the vehicle's stars (required), the driver's when the trip had one, and a comment. */
export function ReviewDialog({ booking, onClose, onSent }: { booking: Booking; onClose: () => void; onSent: () => void }) {
  const T = usePageMessages().reviewUi;
  const { lang } = useLanguage();
  const send = useSendReview();
  const [vehicleRating, setVehicleRating] = useState<number | null>(null);
  const [driverRating, setDriverRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const hasDriver = booking.driverId !== null && booking.driverId !== undefined;

  const submit = () => {
    if (vehicleRating === null) {
      setErrors({ vehicleRating: T.chooseVehicle });
      return;
    }
    const body = { vehicleRating, ...(hasDriver && driverRating !== null ? { driverRating } : {}), comment, language: lang };
    const parsed = reviewRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form') as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(
      { id: booking._id, body },
      {
        onSuccess: onSent,
        // The server's check of the comment (the same shared one) goes under the comment.
        onError: (error) => {
          const comment = detailWithCode(error, COMMENT_REFUSALS);
          setErrors(comment ? { comment } : { form: T.failed(errorText(error)) });
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={T.formTitle(`${booking.vehicleBrand} ${booking.vehicleModel}`)}
      confirmLabel={send.isPending ? T.sending : T.send}
      cancelLabel={T.notNow}
      tone="primary"
      busy={send.isPending}
      onConfirm={submit}
      onCancel={onClose}
    >
      <div className="space-y-4">
        <StarsInput
          legend={T.vehicle}
          value={vehicleRating}
          onChange={(stars) => {
            setVehicleRating(stars);
            setErrors((current) => ({ ...current, vehicleRating: undefined, form: undefined }));
          }}
          optionLabel={T.starOption}
          error={errors.vehicleRating}
          testId="vehicle-stars"
        />
        {hasDriver && (
          <StarsInput legend={T.driver} value={driverRating} onChange={setDriverRating} optionLabel={T.starOption} error={errors.driverRating} testId="driver-stars" />
        )}
        <Field id={`review-${booking._id}-comment`} label={T.commentLabel} hint={T.commentHint(LIMITS.reviewComment)} error={errors.comment}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              maxLength={LIMITS.reviewComment}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                setErrors((current) => ({ ...current, comment: undefined, form: undefined }));
              }}
              className={inputClass}
            />
          )}
        </Field>
        {errors.form && <Alert>{errors.form}</Alert>}
      </div>
    </ConfirmDialog>
  );
}
