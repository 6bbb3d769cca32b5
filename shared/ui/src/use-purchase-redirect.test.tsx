import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { PurchaseLink } from './PurchaseLink';
import { usePurchaseRedirect } from './use-purchase-redirect';

function PurchasePage() {
  const location = useLocation();
  return <p>purchase with {JSON.stringify(location.state)}</p>;
}

function SearchScreen() {
  const toPurchase = usePurchaseRedirect();
  return (
    <>
      <button
        type="button"
        onClick={() => toPurchase({ requiredItem: 'person_report', reason: 'search', subject: 'John Smith' })}
      >
        Search
      </button>
      <PurchaseLink
        purchase={{ requiredItem: 'data_monitoring', reason: 'product', returnTo: '/dashboard/data-monitoring' }}
      >
        Get Report Monitoring
      </PurchaseLink>
    </>
  );
}

function show() {
  render(
    <MemoryRouter initialEntries={['/dashboard/search/person/?first=John&last=Smith']}>
      <Routes>
        <Route path="/dashboard/search/person/" element={<SearchScreen />} />
        <Route path="/dashboard/purchase" element={<PurchasePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the way to the purchase page', () => {
  it("keeps the member's place: what to buy, why, for whom, and the page with its query", async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(/^purchase with/)).toHaveTextContent(
      'purchase with {"returnTo":"/dashboard/search/person/?first=John&last=Smith","requiredItem":"person_report","reason":"search","subject":"John Smith"}',
    );
  });

  it('links to an offer with its own way back', async () => {
    show();
    await userEvent.click(screen.getByRole('link', { name: 'Get Report Monitoring' }));
    expect(screen.getByText(/^purchase with/)).toHaveTextContent(
      'purchase with {"returnTo":"/dashboard/data-monitoring","requiredItem":"data_monitoring","reason":"product"}',
    );
  });
});
