import { screen, within } from '@testing-library/react';

import { renderSection } from './render-section';
import { SocialSection } from './social-section';
import { reportOf, samplePerson, socialProfiles } from './test-fixtures';

function group(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).parentElement!;
}

describe('SocialSection', () => {
  it('says so when there are no usernames or profiles', () => {
    renderSection(SocialSection, reportOf('phone', { person: null }));
    expect(screen.getByText('No social profiles or usernames found.')).toBeInTheDocument();
  });

  it('shows the sample person’s username and no profiles', () => {
    renderSection(SocialSection, reportOf('person', { person: samplePerson }));
    expect(within(group('Usernames')).getByText('premium')).toBeInTheDocument();
    expect(within(group('Usernames')).getByText('Source: Email header · Last seen Nov 21, 2023')).toBeInTheDocument();
    expect(within(group('Social profiles')).getByText('No social profiles found.')).toBeInTheDocument();
  });

  it('links web profiles externally and leaves other addresses as text', () => {
    renderSection(SocialSection, reportOf('person', { person: { ...samplePerson, social: socialProfiles } }));
    const profiles = group('Social profiles');
    const linkedin = within(profiles).getByRole('link', { name: 'https://linkedin.com/in/peterlindqvist' });
    expect(linkedin).toHaveAttribute('href', 'https://linkedin.com/in/peterlindqvist');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(profiles).getByText('linkedin.com · peterlindqvist')).toBeInTheDocument();
    expect(within(profiles).getByText('Source: Social media · Last seen Jun 14, 2025')).toBeInTheDocument();
    expect(within(profiles).getAllByRole('link')).toHaveLength(1);
    expect(within(profiles).getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('shows a corrected username', () => {
    renderSection(
      SocialSection,
      reportOf('person', {
        person: samplePerson,
        corrections: { 'social.usernames.0': { section: 'social', value: 'peter.l', active: true, updated: '' } },
      }),
    );
    expect(screen.queryByText('premium')).not.toBeInTheDocument();
    expect(within(screen.getByText('peter.l').closest('li')!).getByText('Corrected')).toBeInTheDocument();
  });
});
