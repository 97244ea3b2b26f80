import { CONTACT_DETAILS } from '@app/shared';
import { mailtoHref } from '../lib/mailto';
import { useMessages } from '../lib/i18n/I18nProvider';
import { Icon } from './Icon';

/**
 * The company's address, phone, e-mail and support line, as the footer and the contact page show
 * them (on a dark surface); `size` sets the icons' size and the gap between them.
 */
export function ContactDetails({ size = 'sm', linkClassName = 'hover:underline' }: { size?: 'sm' | 'md'; linkClassName?: string }) {
  const m = useMessages();
  const icon = `mt-0.5 shrink-0 text-amber-300 ${size === 'md' ? 'size-5' : 'size-4'}`;
  const row = `flex ${size === 'md' ? 'gap-3' : 'gap-2'}`;
  return (
    <>
      <p className={row}>
        <Icon name="mapPin" className={icon} />
        <span>
          {CONTACT_DETAILS.address[0]}
          <br />
          {CONTACT_DETAILS.address[1]}
        </span>
      </p>
      <p className={row}>
        <Icon name="phone" className={icon} />
        <a href={`tel:${CONTACT_DETAILS.phone.replace(/\s/g, '')}`} className={linkClassName}>
          {CONTACT_DETAILS.phone}
        </a>
      </p>
      <p className={row}>
        <Icon name="mail" className={icon} />
        <a href={mailtoHref(CONTACT_DETAILS.email)} className={linkClassName}>
          {CONTACT_DETAILS.email}
        </a>
      </p>
      <p className={`${row} font-semibold text-white`}>
        <Icon name="headset" className={icon} />
        {m.publicUi.contactDetails.support}
      </p>
    </>
  );
}
