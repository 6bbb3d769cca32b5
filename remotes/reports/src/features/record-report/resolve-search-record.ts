import { createRecord, searchAddresses, type CreateRecordInput, type RecordType } from '@beacon/api';
import { addressSearchSchema, emailSearchSchema, phoneSearchSchema } from '@beacon/validation';

import { formatPhone } from '../../record-display/record-display';

/** What a search report URL asks for (spec §2.2), checked with the search forms' own schemas. */
export type SearchTarget =
  | { type: 'phone'; phone: string }
  | { type: 'email'; email: string }
  | { type: 'location'; street: string; city?: string; state?: string; zip?: string };

export function phoneTarget(param: string | undefined): SearchTarget | null {
  if (!param || !phoneSearchSchema.isValidSync({ phone: param })) return null;
  return { type: 'phone', phone: phoneSearchSchema.cast({ phone: param }).phone };
}

export function emailTarget(param: string | undefined): SearchTarget | null {
  if (!param || !emailSearchSchema.isValidSync({ email: param })) return null;
  return { type: 'email', email: emailSearchSchema.cast({ email: param }).email };
}

/** `/dashboard/report/location/?search-street=&search-city=&search-state=&search-zip-code=` */
export function locationTarget(search: string): SearchTarget | null {
  const params = new URLSearchParams(search);
  const values = {
    street: params.get('search-street') ?? '',
    city: params.get('search-city') || undefined,
    state: params.get('search-state') || undefined,
    zip: params.get('search-zip-code') || undefined,
  };
  if (!addressSearchSchema.isValidSync(values)) return null;
  return { type: 'location', ...values, street: values.street.trim() };
}

/** What the member searched, as the purchase page names it: "(555) 123-4567", an e-mail address, "12 Main St, Springfield, IL". */
export function searchTargetText(target: SearchTarget): string {
  if (target.type === 'phone') return formatPhone(target.phone);
  if (target.type === 'email') return target.email;
  return [target.street, target.city, target.state ?? target.zip].filter(Boolean).join(', ');
}

export class AddressNotFoundError extends Error {
  override name = 'AddressNotFoundError';
}

/**
 * The member's record for a searched phone, e-mail or address: created, or the existing one (409 → its id). An
 * address is first resolved to its public-records pointer; the best match is the first result.
 */
export async function resolveSearchRecord(target: SearchTarget): Promise<{ recordId: string; type: RecordType }> {
  let input: CreateRecordInput;
  if (target.type === 'phone') input = { type: 'phone', data: { phone: target.phone } };
  else if (target.type === 'email') input = { type: 'email', data: { email: target.email } };
  else {
    const found = await searchAddresses({
      street: target.street,
      city: target.city,
      state: target.state,
      zip: target.zip,
    });
    const best = found.results[0];
    if (!best) throw new AddressNotFoundError('No address matches this search');
    input = { type: 'location', data: { pointer: best.pointer } };
  }
  const { recordId } = await createRecord(input);
  return { recordId, type: input.type };
}
