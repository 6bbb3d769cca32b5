import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SearchPanel } from './SearchPanel';

describe('SearchPanel', () => {
  it('shows the four search tabs with the spec headings', async () => {
    render(<SearchPanel />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Name', 'Phone', 'Email', 'Address']);
    expect(screen.getByRole('heading', { name: 'Search for Background Reports' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('heading', { name: 'Search for Phone Reports' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<SearchPanel />);
    await userEvent.click(screen.getByRole('tab', { name: 'Name' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveFocus();
    expect(screen.getByText(/not a consumer reporting agency/)).toBeInTheDocument();
  });
});
