import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';

import { useProgressiveReveal } from './use-progressive-reveal';

/** Renders the revealed items and notes, at each commit, how many were on the page. */
function RevealedList({ items, commits }: { items: readonly string[]; commits: number[] }) {
  const shown = useProgressiveReveal(items, 2);
  useLayoutEffect(() => {
    commits.push(shown.length);
  });
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useProgressiveReveal', () => {
  it('commits the first items on their own, then every item', async () => {
    const commits: number[] = [];
    render(
      <RevealedList items={['Timeline', 'Personal Details', 'Contact Information', 'Locations']} commits={commits} />,
    );

    expect(await screen.findByText('Locations')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Timeline',
      'Personal Details',
      'Contact Information',
      'Locations',
    ]);
    expect(commits).toEqual([2, 4]);
  });

  it('shows a list no longer than the first items whole from the first commit, and renders it once', async () => {
    const commits: number[] = [];
    render(<RevealedList items={['Timeline', 'Personal Details']} commits={commits} />);

    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // a frame and the task after it: when a reveal would have come
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(commits).toEqual([2]);
  });

  it('shows items that arrive later with the rest', async () => {
    const commits: number[] = [];
    const { rerender } = render(<RevealedList items={['Timeline']} commits={commits} />);
    rerender(<RevealedList items={['Timeline', 'Personal Details', 'Contact Information']} commits={commits} />);

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });
});
