import { useMeta } from '@beacon/api';
import { SUPPORT_HOURS } from '@beacon/platform';

/** Support phone and hours from the meta service (spec §1: {phone}); the hours fall back to the spec's text. */
export function useSupportContact() {
  const display = useMeta('support.phone_display');
  const dial = useMeta('support.phone');
  const hours = useMeta('support.hours');
  const phone = typeof display.data === 'string' ? display.data : null;
  return {
    phone,
    telHref: typeof dial.data === 'string' ? `tel:${dial.data.replace(/[^\d+]/g, '')}` : undefined,
    hours: typeof hours.data === 'string' ? hours.data : SUPPORT_HOURS,
  };
}
