import { fireEvent, render } from '@testing-library/react';

import { loadRemoteModule } from './load-remote-module';
import { usePreloadRemotesOnIntent } from './use-preload-on-intent';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn(() => Promise.resolve({ routes: [] })) }));

function Links() {
  usePreloadRemotesOnIntent();
  return (
    <nav>
      <a href="/dashboard/reports">Reports</a>
      <a href="/dashboard/support/faqs">FAQs</a>
      <a href="https://elsewhere.test/dashboard/reports">Elsewhere</a>
    </nav>
  );
}

describe('usePreloadRemotesOnIntent', () => {
  beforeEach(() => jest.mocked(loadRemoteModule).mockClear());

  it("loads a remote's routes when a pointer rests on, or the focus reaches, a link to it", () => {
    const { getByText } = render(<Links />);
    fireEvent.pointerOver(getByText('Reports'));
    expect(loadRemoteModule).toHaveBeenCalledWith('reports', 'routes');
    jest.mocked(loadRemoteModule).mockClear();
    fireEvent.focusIn(getByText('Reports'));
    expect(loadRemoteModule).toHaveBeenCalledWith('reports', 'routes');
  });

  it("loads nothing for the host's own pages or another site's links", () => {
    const { getByText } = render(<Links />);
    fireEvent.pointerOver(getByText('FAQs'));
    fireEvent.focusIn(getByText('Elsewhere'));
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });
});
