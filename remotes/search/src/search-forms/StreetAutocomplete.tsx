import { useId, useState } from 'react';
import { useField, useForm } from 'react-final-form';

import type { AddressSuggestion } from '@beacon/api';

import textStyles from './search-forms.module.css';
import { useStreetSuggestions } from './use-street-suggestions';

/** The street input with address autocomplete (WAI-ARIA combobox with a listbox). */
export function StreetAutocomplete() {
  const form = useForm();
  const { input, meta } = useField<string>('street');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, error, clear } = useStreetSuggestions(input.value ?? '', focused);
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const open = focused && suggestions.length > 0;
  const message = meta.touched ? (meta.error as string | undefined) : undefined;

  function pick(suggestion: AddressSuggestion) {
    form.batch(() => {
      form.change('street', suggestion.street_line);
      form.change('city', suggestion.city);
      form.change('state', suggestion.state);
      form.change('zip', suggestion.zipcode);
    });
    clear();
    setActive(-1);
  }

  return (
    <div className={textStyles.autocomplete}>
      <label htmlFor={id} style={{ fontWeight: 600, display: 'block' }}>
        Street Address
      </label>
      <input
        {...input}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={Boolean(message)}
        aria-describedby={message || error ? errorId : undefined}
        autoComplete="off"
        required
        style={{ width: '100%', padding: '8px 16px', font: 'inherit', borderRadius: 8, border: '1px solid #d8dee9' }}
        onFocus={() => {
          setFocused(true);
          input.onFocus();
        }}
        onBlur={() => {
          // Suggestions are cleared on blur (spec §4).
          setFocused(false);
          clear();
          setActive(-1);
          input.onBlur();
        }}
        onKeyDown={(event) => {
          if (!open) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((index) => (index + 1) % suggestions.length);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            const chosen = suggestions[active];
            if (chosen) pick(chosen);
          } else if (event.key === 'Escape') {
            clear();
            setActive(-1);
          }
        }}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label="Address suggestions" className={textStyles.suggestions}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.text}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={textStyles.suggestion}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(suggestion);
              }}
            >
              {suggestion.text}
            </li>
          ))}
        </ul>
      ) : null}
      {message || error ? (
        <p id={errorId} className={textStyles.lookupError} role="alert">
          {message ?? error}
        </p>
      ) : null}
    </div>
  );
}
