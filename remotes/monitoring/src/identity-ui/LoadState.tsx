import { Button, TextPlaceholder } from '@beacon/ui';

import identity from './identity.module.css';

/** Placeholders where cards will be: a busy list named for what is loading, never an empty state. */
export function LoadingCards({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <ul className={identity.cards} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={identity.card}>
          <TextPlaceholder size="name" />
          <TextPlaceholder size="sentence" />
          <TextPlaceholder size="word" />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder lines where a list will be. */
export function LoadingLines({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <ul className={identity.list} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <TextPlaceholder size="sentence" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A read that failed: what could not be loaded, and a way to try again. `retryFor` completes the button's name for
 * screen readers where several such buttons share a page ("Try Again for Tobi Okafor").
 */
export function LoadFailure({ text, onRetry, retryFor }: { text: string; onRetry: () => void; retryFor?: string }) {
  return (
    <div className={identity.stack}>
      <p className={identity.error} role="alert">
        {text}
      </p>
      <div>
        <Button onClick={onRetry}>
          Try Again
          {retryFor ? <span className={identity.visuallyHidden}> for {retryFor}</span> : null}
        </Button>
      </div>
    </div>
  );
}
