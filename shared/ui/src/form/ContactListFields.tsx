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

/** E-mail addresses, one input each ("E-mail address 1" …), added and removed by the member. */
export function EmailListField({ name = 'emails', max, hint, atMaxText, autoComplete = 'off' }: ContactListFieldProps) {
  return (
    <ListField<string>
      name={name}
      legend="E-mail addresses"
      hint={hint}
      addLabel="Add E-mail Address"
      itemNoun="e-mail address"
      max={max}
      atMaxText={atMaxText}
      newItem={() => ''}
      renderItem={(itemName, index, autoFocus) => (
        <TextField
          name={itemName}
          label={`E-mail address ${index + 1}`}
          type="email"
          autoComplete={autoComplete}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}

/** U.S. phone numbers, one input each ("Phone number 1 (10 digits)" …) keeping digits only, at most 10. */
export function PhoneListField({ name = 'phones', max, hint, atMaxText, autoComplete = 'off' }: ContactListFieldProps) {
  return (
    <ListField<string>
      name={name}
      legend="Phone numbers"
      hint={hint}
      addLabel="Add Phone Number"
      itemNoun="phone number"
      max={max}
      atMaxText={atMaxText}
      newItem={() => ''}
      renderItem={(itemName, index, autoFocus) => (
        <TextField
          name={itemName}
          label={`Phone number ${index + 1} (10 digits)`}
          type="tel"
          inputMode="numeric"
          autoComplete={autoComplete}
          parse={phoneDigits}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
