import { useRef, useState, type ReactNode } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';

import styles from './form-layout.module.css';
import { messageAt } from './validate-payload';

export interface ListFieldProps<T> {
  /** The list's name in the form values ("addresses"); items are named `${name}[index]`. */
  name: string;
  legend: string;
  hint?: ReactNode;
  /** The add button ("Add Address"). */
  addLabel: string;
  /** What one item is called in its Remove button's name ("address" gives "Remove address 2"). */
  itemNoun: string;
  max: number;
  /** Said beside the disabled add button at the limit; "You can add up to {max}." unless told. */
  atMaxText?: string;
  newItem: () => T;
  /** One item's inputs; `autoFocus` is true for the item the member just added. */
  renderItem: (itemName: string, index: number, autoFocus: boolean) => ReactNode;
}

/**
 * A list of inputs kept in the final-form values themselves (no array plugin): Add appends an empty item, Remove
 * drops one, so what the member typed stays in one place and the schema's messages reach each item.
 */
export function ListField<T>({
  name,
  legend,
  hint,
  addLabel,
  itemNoun,
  max,
  atMaxText,
  newItem,
  renderItem,
}: ListFieldProps<T>) {
  const form = useForm();
  const { input } = useField<T[] | undefined>(name, { subscription: { value: true } });
  const { errors, submitFailed } = useFormState({ subscription: { errors: true, submitFailed: true } });
  const [justAdded, setJustAdded] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const items: T[] = Array.isArray(input.value) ? input.value : [];
  const listMessage = submitFailed ? messageAt(errors, name) : undefined;
  const atMax = items.length >= max;

  function add() {
    setJustAdded(items.length);
    form.change(name, [...items, newItem()]);
  }

  function remove(index: number) {
    setJustAdded(null);
    form.change(
      name,
      items.filter((_, position) => position !== index),
    );
    // the removed item's button is gone: keep the keyboard in the list
    addButton.current?.focus();
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((_, index) => (
            <li key={index} className={styles.item}>
              <div className={styles.itemBody}>{renderItem(`${name}[${index}]`, index, justAdded === index)}</div>
              <button
                type="button"
                className={styles.secondary}
                aria-label={`Remove ${itemNoun} ${index + 1}`}
                onClick={() => remove(index)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {listMessage ? (
        <p className={styles.fieldError} role="alert">
          {listMessage}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button ref={addButton} type="button" className={styles.secondary} onClick={add} disabled={atMax}>
          {addLabel}
        </button>
        {atMax ? <span className={styles.muted}>{atMaxText ?? `You can add up to ${max}.`}</span> : null}
      </div>
    </fieldset>
  );
}
