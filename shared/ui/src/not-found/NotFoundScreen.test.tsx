import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { NotFoundScreen } from './NotFoundScreen';

describe('NotFoundScreen', () => {
  it('says the page was not found and offers the way on: home, search, reports, help and FAQs', async () => {
    render(
      <MemoryRouter initialEntries={['/foo/bar']}>
        <Suspense fallback={<p>Loading</p>}>
          <NotFoundScreen />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the page you were looking for.")).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Beacon');
    const links = within(screen.getByRole('navigation', { name: 'Where to go from here' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Search public records', '/dashboard/search/person/'],
      ['My reports', '/dashboard/reports/'],
      ['Need Help?', '/dashboard/support/help'],
      ['FAQs', '/dashboard/support/faqs'],
    ]);
  });
});
