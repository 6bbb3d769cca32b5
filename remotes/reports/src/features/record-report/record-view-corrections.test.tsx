import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type React from 'react';

import type { RecordReport } from '@beacon/api';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { setViewport } from '../../test-support/match-media';
import { account } from '../../test-support/record-fixtures';
import { personReport } from '../../test-support/report-fixtures';
import { RecordView } from './RecordView';
import type { SectionProps } from './sections/section-registry';

// A section that follows the registry contract: shows a correction when active, and offers "Correct" when it may.
jest.mock('./sections/section-registry', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  function ContactSection({ report, onCorrect }: SectionProps) {
    const correction = report.corrections['contact.phones.0'];
    const value = correction?.active ? correction.value : (report.person?.phones?.[0]?.display ?? '');
    return createElement(
      'p',
      null,
      value,
      correction?.active ? ' (Corrected)' : null,
      onCorrect
        ? createElement(
            'button',
            { type: 'button', onClick: () => onCorrect({ itemId: 'contact.phones.0', label: 'Phone', value }) },
            'Correct',
          )
        : null,
    );
  }
  return { sectionsFor: () => ({ contact: { title: 'Contact Information', Component: ContactSection } }) };
});

describe('RecordView corrections', () => {
  beforeEach(() => setViewport('desktop'));
  afterEach(() => jest.restoreAllMocks());

  it('opens the correction form for an item, requires a value, and saves it as an active correction', async () => {
    let corrections: RecordReport['corrections'] = {};
    const calls = routeFetch({
      'GET /v1/me/records/12/report': () => ({ body: personReport({ corrections }) }),
      'GET /v1/me/records/12/layout': { body: { type: 'person', sections: ['contact'], sectionKeys: {} } },
      'GET /v1/me': { body: account },
      'GET /v1/me/suggested-reports/': { body: { items: [] } },
      'PUT /v1/me/records/12/corrections/contact.phones.0': ({ body }) => {
        const { value } = body as { value: string };
        corrections = { 'contact.phones.0': { section: 'contact', value, active: true, updated: '2026-11-22' } };
        return { body: { itemId: 'contact.phones.0', ...corrections['contact.phones.0'] } };
      },
    });
    await renderScreen('/dashboard/reports/:id', <RecordView recordId={12} type="person" />, '/dashboard/reports/12');
    const contact = await screen.findByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByText(/\(612\) 935-0239/)).toBeInTheDocument();

    await userEvent.click(within(contact).getByRole('button', { name: 'Correct' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct This Information' });
    const field = within(dialog).getByLabelText('Correct phone');
    expect(field).toHaveValue('(612) 935-0239');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Correction' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the correct information.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(field, '(612) 555-0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ value: '(612) 555-0100', active: true });
    expect(await within(contact).findByText(/\(612\) 555-0100/)).toHaveTextContent('(Corrected)');
    expect(within(contact).getByRole('button', { name: 'Restore original' })).toBeInTheDocument();
  });
});
