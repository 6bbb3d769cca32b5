import type { WatchedAddress, WatchedOffender, WatchLabel } from '@beacon/validation';

import type { WatchedAddressRow, WatchedOffenderRow } from '../repositories/sex-offender-watch-repository';

// Saved addresses and nearby offenders onto their contract (sex-offender-watch-response.ts).

const YEAR_MS = 365.2425 * 86_400_000;

export function toWatchedAddressDto(row: WatchedAddressRow): WatchedAddress {
  return {
    label: row.label as WatchLabel,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    radiusMiles: Number(row.radius_miles),
    locatedBy: row.located_by === 'place' ? 'place' : 'zip',
    created: new Date(Number(row.created_at)).toISOString(),
    updated: new Date(Number(row.updated_at)).toISOString(),
  };
}

function ageOf(dob: string, dod: string | null, now: number): number | null {
  const end = dod ? Date.parse(`${dod}T00:00:00Z`) : now;
  const born = Date.parse(`${dob}T00:00:00Z`);
  if (Number.isNaN(born) || Number.isNaN(end)) return null;
  return Math.max(0, Math.floor((end - born) / YEAR_MS));
}

export function toWatchedOffenderDto(row: WatchedOffenderRow, now: number): WatchedOffender {
  const name = [row.firstName, row.middleName, row.lastName, row.suffix].filter(Boolean).join(' ');
  return {
    name,
    age: ageOf(row.dob, row.dod, now),
    address: `${row.streetNumber} ${row.streetName}, ${row.city}, ${row.state} ${row.zip}`,
    distanceMiles: Math.round(row.distanceMiles * 10) / 10,
    tier: Number(row.tier),
    offense: row.offense,
    registeredOn: row.registeredOn,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
