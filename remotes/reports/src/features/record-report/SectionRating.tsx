import { useId, useState } from 'react';

import { usePutRating, type ReportSection } from '@beacon/api';

import styles from './record-view.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

export interface SectionRatingProps {
  recordId: number;
  section: ReportSection;
  title: string;
  rating: number | undefined;
}

/** 1–5 stars for one section, as a radio group (arrow keys move between stars); saved with PUT .../ratings. */
export function SectionRating({ recordId, section, title, rating }: SectionRatingProps) {
  const name = useId();
  const [chosen, setChosen] = useState<number | undefined>(rating);
  const putRating = usePutRating();

  function rate(stars: number) {
    const before = chosen;
    setChosen(stars);
    putRating.mutate(
      { recordId, section, rating: stars },
      {
        onError: (error) => {
          // Spec §8: a failed rating is logged and flagged; the stars go back to what was saved.
          console.error('Rate section failed', error);
          setChosen(before);
        },
      },
    );
  }

  return (
    <fieldset className={styles.rating}>
      <legend className={styles.ratingLegend}>Rate {title}</legend>
      {STARS.map((stars) => (
        <label key={stars} className={chosen !== undefined && stars <= chosen ? styles.starOn : styles.star}>
          <input
            type="radio"
            className={styles.visuallyHidden}
            name={name}
            value={stars}
            checked={chosen === stars}
            onChange={() => rate(stars)}
          />
          <span aria-hidden="true">★</span>
          <span className={styles.visuallyHidden}>{stars === 1 ? '1 star' : `${stars} stars`}</span>
        </label>
      ))}
      {putRating.isError ? (
        <span className={styles.inlineError} role="alert">
          Your rating could not be saved.
        </span>
      ) : null}
    </fieldset>
  );
}
