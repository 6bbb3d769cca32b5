import { useId, useRef, useState, type KeyboardEvent } from 'react';

import type { SearchPanelProps } from '@beacon/platform';

import { AddressSearchForm } from '../../search-forms/AddressSearchForm';
import { EmailSearchForm } from '../../search-forms/EmailSearchForm';
import { NameSearchForm } from '../../search-forms/NameSearchForm';
import { PhoneSearchForm } from '../../search-forms/PhoneSearchForm';
import formStyles from '../../search-forms/search-forms.module.css';
import styles from './search-panel.module.css';
import { FCRA_DISCLAIMER, searchTabs, type SearchTabId } from './search-tabs';

/** The header's search area: Name, Phone, Email and Address tabs (WAI-ARIA tabs pattern, arrow-key navigation). */
export function SearchPanel({ onSearched, searchUrl, selfSearch, extraQuery }: SearchPanelProps) {
  const [active, setActive] = useState<SearchTabId>('name');
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const activeTab = searchTabs.find((tab) => tab.id === active) ?? searchTabs[0];
  const mobileHint = 'mobileHint' in activeTab ? activeTab.mobileHint : null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = searchTabs.findIndex((tab) => tab.id === active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = searchTabs[(index + step + searchTabs.length) % searchTabs.length];
    if (!next) return;
    setActive(next.id);
    tabRefs.current[next.id]?.focus();
  }

  return (
    <div className={styles.panel}>
      <div role="tablist" aria-label="Search by" className={styles.tabs} onKeyDown={onKeyDown}>
        {searchTabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${activeTab.id}`}>
        {/* Below the layout breakpoint the hint replaces the heading and intro (only one of them is displayed, so
            screen readers meet one heading too). */}
        <h2 className={`${styles.heading} ${mobileHint ? formStyles.desktopOnly : ''}`}>{activeTab.heading}</h2>
        <p className={`${styles.intro} ${mobileHint ? formStyles.desktopOnly : ''}`}>{activeTab.intro}</p>
        {mobileHint ? <h2 className={`${styles.heading} ${formStyles.mobileOnly}`}>{mobileHint}</h2> : null}
        {active === 'name' ? (
          <NameSearchForm
            onSearched={onSearched}
            searchUrl={searchUrl}
            selfSearch={selfSearch}
            extraQuery={extraQuery}
          />
        ) : null}
        {active === 'phone' ? <PhoneSearchForm onSearched={onSearched} /> : null}
        {active === 'email' ? <EmailSearchForm onSearched={onSearched} /> : null}
        {active === 'address' ? <AddressSearchForm onSearched={onSearched} /> : null}
      </div>
      <p className={styles.disclaimer}>{FCRA_DISCLAIMER}</p>
    </div>
  );
}
