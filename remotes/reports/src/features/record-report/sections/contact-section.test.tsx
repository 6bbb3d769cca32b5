import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ContactSection } from './contact-section';
import { renderSection } from './render-section';
import { reportOf, samplePerson } from './test-fixtures';

function group(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).parentElement!;
}

describe('ContactSection', () => {
  it('says so when there is nothing to show', () => {
    renderSection(ContactSection, reportOf('person', { person: { pointer: 'x', phones: [], emails: [] } }));
    expect(screen.getByText('No contact details found.')).toBeInTheDocument();
  });

  it('shows the searched phone number even when nobody matched it', () => {
    renderSection(
      ContactSection,
      reportOf('phone', {
        person: null,
        // what the server sends for a number no record holds
        phone: { number: '4155550132', display: '(415) 555-0132', line_type: null, carrier: null, state: null },
      }),
    );
    expect(within(group('Phone number searched')).getByText('(415) 555-0132')).toBeInTheDocument();
    expect(within(group('Phone numbers')).getByText('No phone numbers found.')).toBeInTheDocument();
  });

  it('shows the line type, carrier and state of a searched number a record holds', () => {
    renderSection(
      ContactSection,
      reportOf('phone', {
        person: null,
        phone: {
          number: '6129350239',
          display: '(612) 935-0239',
          line_type: 'mobile',
          carrier: 'US Cellular',
          state: 'MN',
        },
      }),
    );
    expect(within(group('Phone number searched')).getByText('(612) 935-0239')).toBeInTheDocument();
    expect(within(group('Phone number searched')).getByText('Mobile · US Cellular · MN')).toBeInTheDocument();
    expect(within(group('Phone numbers')).getByText('No phone numbers found.')).toBeInTheDocument();
    expect(within(group('Email addresses')).getByText('No email addresses found.')).toBeInTheDocument();
  });

  it('shows the searched email address above its owner’s contact details', () => {
    renderSection(
      ContactSection,
      reportOf('email', { person: samplePerson, email: { address: 'premium@demo.beacon.test' } }),
    );
    expect(within(group('Email address searched')).getByText('premium@demo.beacon.test')).toBeInTheDocument();
    expect(within(group('Email addresses')).getByText('premium@demo.beacon.test')).toBeInTheDocument();
  });

  it('shows phones with line type, carrier and current mark, and emails, with sources', () => {
    renderSection(
      ContactSection,
      reportOf('person', {
        person: {
          ...samplePerson,
          phones: [
            ...samplePerson.phones!,
            {
              number: '6125550100',
              display: '(612) 555-0100',
              line_type: 'landline',
              carrier: 'CenturyLink',
              state: 'MN',
              current: false,
              first_seen: '2001-05-25',
              last_seen: '2009-03-04',
              source_type: 'phone_directory',
            },
          ],
        },
      }),
    );
    const phones = group('Phone numbers');
    const mobile = within(phones).getByText('(612) 935-0239').closest('li')!;
    expect(within(mobile).getByText('Current')).toBeInTheDocument();
    expect(within(mobile).getByText('Mobile · US Cellular · MN · First seen Feb 4, 2013')).toBeInTheDocument();
    expect(within(mobile).getByText('Source: Phone directory · Last seen Oct 1, 2025')).toBeInTheDocument();
    const landline = within(phones).getByText('(612) 555-0100').closest('li')!;
    expect(within(landline).queryByText('Current')).not.toBeInTheDocument();
    const email = within(group('Email addresses')).getByText('premium@demo.beacon.test').closest('li')!;
    expect(within(email).getByText('First seen Mar 7, 1999')).toBeInTheDocument();
    expect(within(email).getByText('Source: Email header · Last seen Oct 1, 2025')).toBeInTheDocument();
  });

  it('shows a corrected phone number and opens corrections with the shown value', async () => {
    const onCorrect = jest.fn();
    renderSection(
      ContactSection,
      reportOf('person', {
        person: samplePerson,
        corrections: { 'contact.phones.0': { section: 'contact', value: '(612) 935-0240', active: true, updated: '' } },
      }),
      onCorrect,
    );
    expect(screen.queryByText('(612) 935-0239')).not.toBeInTheDocument();
    expect(within(screen.getByText('(612) 935-0240').closest('li')!).getByText('Corrected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Correct Phone number: (612) 935-0240' }));
    expect(onCorrect).toHaveBeenCalledWith({
      itemId: 'contact.phones.0',
      label: 'Phone number',
      value: '(612) 935-0240',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Correct Email address: premium@demo.beacon.test' }));
    expect(onCorrect).toHaveBeenLastCalledWith({
      itemId: 'contact.emails.0',
      label: 'Email address',
      value: 'premium@demo.beacon.test',
    });
  });
});
