import { useDeferredValue, useEffect } from 'react';
import { Link, useLocation } from '@beacon/react-router';

import { paymentRequiredOf, usePersonSearch } from '@beacon/api';
import { paths } from '@beacon/platform';
import { Page, TextPlaceholder, usePurchaseRedirect } from '@beacon/ui';

import { NameSearchForm } from '../../search-forms/NameSearchForm';
import { PersonResultCard } from './PersonResultCard';
import styles from './person-results.module.css';
import { readPersonQuery } from './read-person-query';
import { releaseVersion } from './release-version';
import { useCrossSellIntent } from './use-cross-sell-intent';

function pageLink(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${paths.personSearch}?${params.toString()}`;
}

// Default export: React.lazy loads this screen as its own chunk.
export default function PersonSearchResultsScreen() {
  const { search } = useLocation();
  const { query, selfSearch } = readPersonQuery(search);
  const results = usePersonSearch(query);
  // The answer reaches React as a synchronous update, and the page of results rendered in one task (80 ms on a
  // mid-range phone: Lighthouse's total blocking time, issue 19). Deferred, it renders as a transition, in slices;
  // the placeholders stay until then.
  const shown = useDeferredValue(results.data);
  const who = query ? `${query.firstName} ${query.lastName}` : '';
  // leaving the results without opening a report may be the cross-sell's intent (not when searching for oneself)
  const opened = useCrossSellIntent(selfSearch ? undefined : shown?.results[0]?.pointer);
  // A member without an active membership gets a 402 naming what to buy: the purchase page, as for a report, which
  // says whom they searched for and brings them back to this search (its URL keeps the query) once paid.
  const required = paymentRequiredOf(results.error, 'search');
  const requiredItem = required?.requiredItem;
  const reason = required?.reason;
  const toPurchase = usePurchaseRedirect();
  useEffect(() => {
    if (requiredItem && reason) toPurchase({ requiredItem, reason, subject: who }, { replace: true });
  }, [requiredItem, reason, toPurchase, who]);

  return (
    <Page title="Person Search Results" intro="People in U.S. public records matching your search.">
      <section className={styles.refine} aria-label="Refine your search">
        <NameSearchForm
          selfSearch={selfSearch}
          initialValues={query ? { ...query, state: query.state || undefined } : undefined}
        />
      </section>
      {!query ? <p>Enter a first and last name to search.</p> : null}
      {query && !shown && !results.isError ? (
        <ul className={styles.results} aria-busy="true" aria-label="Loading results">
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.card}>
              <TextPlaceholder size="name" /> <TextPlaceholder size="sentence" />
            </li>
          ))}
        </ul>
      ) : null}
      {results.isError && !requiredItem ? <p role="alert">{results.error.message}</p> : null}
      {shown ? (
        <>
          <p className={styles.summary} aria-live="polite">
            {shown.total === 0
              ? `No results found for ${who}. Check the spelling or remove the city, state or age.`
              : `${shown.total} result${shown.total === 1 ? '' : 's'} for ${who}`}
          </p>
          <ul className={styles.results} aria-label="Results">
            {shown.results.map((teaser) => (
              <PersonResultCard key={teaser.pointer} teaser={teaser} onOpen={opened} />
            ))}
          </ul>
          {shown.total > shown.pageSize ? (
            <nav className={styles.pagination} aria-label="Pages">
              {shown.page > 1 ? <Link to={pageLink(search, shown.page - 1)}>Previous</Link> : null}
              <span>
                Page {shown.page} of {Math.ceil(shown.total / shown.pageSize)}
              </span>
              {shown.page * shown.pageSize < shown.total ? (
                <Link to={pageLink(search, shown.page + 1)}>Next</Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
      <p className={styles.release}>Search release {releaseVersion()}</p>
    </Page>
  );
}
