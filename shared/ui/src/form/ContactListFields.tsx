import type { InputHTMLAttributes } from 'react';

import { phoneDigits } from './digits';
import { ListField } from './ListField';
import { TextField } from './TextField';

export interface ContactListFieldProps {
  /** The list's name in the form values: "emails" or "phones" unless told. */
  name?: string;
  /** How many the member may add (the add button is disabled at the limit). */
  max: number;
  hint?: string;
  /** Said beside the disabled add button at the limit; "You can add up to {max}." unless told. */
  atMaxText?: string;
  /** The inputs' autocomplete: "off" unless told (a form about someone else must not offer the member's own). */
  autoComplete?: string;
}

interface ContactKind {
  name: string;
  legend: string;
  addLabel: string;
  itemNoun: string;
  label: (position: number) => string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>;
  parse?: (value: string) => string;
}

// The words every form uses for these lists: tests and browser journeys find the inputs and buttons by them.
const EMAILS: ContactKind = {
  name: 'emails',
  legend: 'E-mail addresses',
  addLabel: 'Add E-mail Address',
  itemNoun: 'e-mail address',
  label: (position) => `E-mail address ${position}`,
  input: { type: 'email' },
};

const PHONES: ContactKind = {
  name: 'phones',
  legend: 'Phone numbers',
  addLabel: 'Add Phone Number',
  itemNoun: 'phone number',
  label: (position) => `Phone number ${position} (10 digits)`,
  input: { type: 'tel', inputMode: 'numeric' },
  parse: phoneDigits,
};

function ContactListField({
  kind,
  name = kind.name,
  max,
  hint,
  atMaxText,
  autoComplete = 'off',
}: ContactListFieldProps & { kind: ContactKind }) {
  return (
    <ListField<string>
      name={name}
      legend={kind.legend}
      hint={hint}
      addLabel={kind.addLabel}
      itemNoun={kind.itemNoun}
      max={max}
      atMaxText={atMaxText}
      newItem={() => ''}
      renderItem={(itemName, index, autoFocus) => (
        <TextField
          name={itemName}
          label={kind.label(index + 1)}
          {...kind.input}
          autoComplete={autoComplete}
          parse={kind.parse}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}

/** E-mail addresses, one input each ("E-mail address 1" …), added and removed by the member. */
export function EmailListField(props: ContactListFieldProps) {
  return <ContactListField kind={EMAILS} {...props} />;
}

/** U.S. phone numbers, one input each ("Phone number 1 (10 digits)" …) keeping digits only, at most 10. */
export function PhoneListField(props: ContactListFieldProps) {
  return <ContactListField kind={PHONES} {...props} />;
}
