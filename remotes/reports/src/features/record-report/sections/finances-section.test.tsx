import { screen, within } from '@testing-library/react';

import { FinancesSection } from './finances-section';
import { renderSection } from './render-section';
import { finances, reportOf, samplePerson } from './test-fixtures';

function group(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).parentElement!;
}

describe('FinancesSection', () => {
  it('says so when the records hold no bankruptcies, liens or judgments', () => {
    renderSection(FinancesSection, reportOf('person', { person: samplePerson }));
    expect(screen.getByText('No financial records found.')).toBeInTheDocument();
    renderSection(FinancesSection, reportOf('person', { person: { pointer: 'x' } }));
    expect(screen.getAllByText('No financial records found.')).toHaveLength(2);
  });

  it('shows a lone lien in dollars with cents, and empty states for the rest', () => {
    renderSection(
      FinancesSection,
      reportOf('person', {
        person: { pointer: 'x', finances: { bankruptcies: [], liens: finances.liens, judgments: [] } },
      }),
    );
    const lien = within(group('Liens')).getByRole('listitem');
    expect(within(lien).getByText('Federal tax lien: $12,500.50')).toBeInTheDocument();
    expect(within(lien).getByText('Released')).toBeInTheDocument();
    expect(
      within(lien).getByText('Internal Revenue Service · Filed Feb 14, 2008 · Released May 1, 2010'),
    ).toBeInTheDocument();
    expect(within(lien).getByText('Source: County recorder · Last seen Feb 14, 2008')).toBeInTheDocument();
    expect(within(group('Bankruptcies')).getByText('No bankruptcies found.')).toBeInTheDocument();
    expect(within(group('Judgments')).getByText('No judgments found.')).toBeInTheDocument();
  });

  it('shows bankruptcies, liens and judgments', () => {
    renderSection(
      FinancesSection,
      reportOf('person', {
        person: {
          pointer: 'x',
          finances: { ...finances, liens: [...finances.liens, { ...finances.liens[0]!, amount: 800, released: null }] },
        },
      }),
    );
    const bankruptcy = within(group('Bankruptcies')).getByRole('listitem');
    expect(within(bankruptcy).getByText('Chapter 7 bankruptcy')).toBeInTheDocument();
    expect(within(bankruptcy).getByText('Discharged')).toBeInTheDocument();
    expect(
      within(bankruptcy).getByText('Case 04-51234 · U.S. Bankruptcy Court, MN · Filed Nov 3, 2004'),
    ).toBeInTheDocument();
    const liens = within(group('Liens')).getAllByRole('listitem');
    expect(within(liens[1]!).getByText('Federal tax lien: $800')).toBeInTheDocument();
    expect(within(liens[1]!).getByText('Not released')).toBeInTheDocument();
    const judgment = within(group('Judgments')).getByRole('listitem');
    expect(within(judgment).getByText('$2,310 judgment for Midland Funding LLC')).toBeInTheDocument();
    expect(within(judgment).getByText('Hennepin County District Court · Filed Jul 21, 2015')).toBeInTheDocument();
  });

  it('shows a corrected judgment', () => {
    renderSection(
      FinancesSection,
      reportOf('person', {
        person: { pointer: 'x', finances },
        corrections: {
          'finances.judgments.0': { section: 'finances', value: 'Paid in full', active: true, updated: '' },
        },
      }),
    );
    expect(within(screen.getByText('Paid in full').closest('li')!).getByText('Corrected')).toBeInTheDocument();
  });
});
