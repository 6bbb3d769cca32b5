import type { ProtectionMember } from '@beacon/api';
import { digitsUpTo } from '@beacon/ui/forms';
import type { FamilyRelationship, ProtectionMemberDetails } from '@beacon/validation';

// What the member details form holds, and the payloads it sends. final-form leaves a cleared input undefined, so
// every value here may be missing; the payload turns them into trimmed strings for the contract's strict schemas.

export interface AddressValues {
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface MemberDetailsValues {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  dob?: string;
  otherNames?: (string | undefined)[];
  addresses?: (AddressValues | undefined)[];
  phones?: (string | undefined)[];
  emails?: (string | undefined)[];
  relationship?: FamilyRelationship | '';
  /** The member's authorized-agent statement (`authorizedAgentStatement`), ticked or not. */
  authorizedAgent?: boolean;
}

export const emptyAddress = (): AddressValues => ({ street: '', city: '', state: '', zip: '' });

/** The form prefilled from a member and what Guardian already knows about them. */
export function memberDetailsValuesOf(
  member: Pick<ProtectionMember, 'firstName' | 'lastName'>,
  details?: ProtectionMemberDetails | null,
): MemberDetailsValues {
  return {
    firstName: member.firstName,
    middleName: details?.middleName ?? '',
    lastName: member.lastName,
    dob: details?.dob ?? '',
    otherNames: [...(details?.otherNames ?? [])],
    addresses: (details?.addresses ?? []).map((address) => ({ ...address })),
    phones: [...(details?.phones ?? [])],
    emails: [...(details?.emails ?? [])],
  };
}

const clean = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const digits = (value: unknown): string => clean(value).replace(/\D/g, '');

/**
 * The body of PATCH …/members/{id} (checked by `protectionMemberDetailsSchema`). The statement is sent only when
 * ticked: the contract knows it as `true` alone, and leaving it out changes nothing.
 */
export function detailsPayloadOf(values: MemberDetailsValues) {
  return {
    firstName: clean(values.firstName),
    middleName: clean(values.middleName),
    lastName: clean(values.lastName),
    dob: clean(values.dob),
    otherNames: (values.otherNames ?? []).map((name) => clean(name).replace(/\s+/g, ' ')),
    addresses: (values.addresses ?? []).map((address) => ({
      street: clean(address?.street),
      city: clean(address?.city),
      state: clean(address?.state),
      zip: clean(address?.zip),
    })),
    phones: (values.phones ?? []).map(digits),
    emails: (values.emails ?? []).map(clean),
    ...(values.authorizedAgent === true ? { authorizedAgent: true } : {}),
  };
}

/**
 * The body of POST …/members (checked by `addFamilyMemberSchema`). An unticked statement is `false`, so the schema's
 * own message says it is needed.
 */
export function familyPayloadOf(values: MemberDetailsValues) {
  return {
    ...detailsPayloadOf(values),
    relationship: values.relationship ?? '',
    authorizedAgent: values.authorizedAgent === true,
  };
}

/** Zip inputs keep digits only, at most 5 (spec §9). */
export const zipDigits = digitsUpTo(5);
