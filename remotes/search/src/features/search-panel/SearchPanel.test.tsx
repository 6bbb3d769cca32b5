import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { loadPage } from '../../search-forms/full-page-navigation';
import { SearchPanel } from './SearchPanel';

jest.mock('../../search-forms/full-page-navigation', () => ({ loadPage: jest.fn() }));

function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="current url">{location.pathname + location.search}</output>;
}

function renderPanel(onSearched = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <SearchPanel onSearched={onSearched} />
      <Routes>
        <Route path="*" element={<CurrentUrl />} />
      </Routes>
    </MemoryRouter>,
  );
  return onSearched;
}

describe('SearchPanel', () => {
  beforeEach(() => jest.mocked(loadPage).mockClear());

  it('shows the four search tabs with the spec headings and the disclaimer, arrow keys move between them', async () => {
    renderPanel();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Name', 'Phone', 'Email', 'Address']);
    expect(screen.getByRole('heading', { name: 'Search for Background Reports' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Name' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Search for Address Reports' })).toBeInTheDocument();
    expect(screen.getByText(/not a consumer reporting agency/)).toBeInTheDocument();
  });

  it('Name tab: the mobile hint takes the place of the desktop heading and intro, which only desktops show', async () => {
    renderPanel();
    // identity-obj-proxy turns CSS module classes into their names: the media query of search-forms.module.css shows
    // .mobileOnly and hides .desktopOnly below the layout breakpoint (the browser test checks it at 390 px)
    const hint = screen.getByRole('heading', {
      name: 'Background Reports: Enter a first and last name to search for anyone in the U.S.',
    });
    expect(hint).toHaveClass('mobileOnly');
    expect(screen.getByRole('heading', { name: 'Search for Background Reports' })).toHaveClass('desktopOnly');
    expect(screen.getByText('Enter a first and last name to search anyone in the U.S.')).toHaveClass('desktopOnly');
    await userEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    // the other tabs have no hint: their heading shows everywhere
    expect(screen.getByRole('heading', { name: 'Search for Phone Reports' })).not.toHaveClass('desktopOnly');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('name form: both messages under their inputs, then the person search URL', async () => {
    const onSearched = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please Enter A First Name.')).toBeInTheDocument();
    expect(screen.getByText('Please Enter A Last Name.')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('ALL');

    await userEvent.type(screen.getByLabelText('First Name'), 'J0hn');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Smith');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please Enter A First Name.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), "Mary-Ann O'Neil");
    await userEvent.type(screen.getByLabelText('Middle Initial'), 'Q');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'DC');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('current url')).toHaveTextContent(
      '/dashboard/search/person/?first=Mary-Ann+O%27Neil&last=Smith&city=&state=DC&middle=Q',
    );
    expect(onSearched).toHaveBeenCalled();
  });

  it('phone form: digits only, masked, pasted text keeps its last 10 digits, full page load', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    const input = screen.getByLabelText('Phone Number');
    await userEvent.type(input, '41a5-55');
    expect(input).toHaveValue('(415) 55');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please Enter Valid US Phone Number.')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('+1 (415) 555-0132 ext');
    expect(input).toHaveValue('(415) 555-0132');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(loadPage).toHaveBeenCalledWith('/dashboard/report/phone/4155550132?search-phone=4155550132');
  });

  it('email form: one message for missing and invalid addresses', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please Enter Valid Email Address.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email Address'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(loadPage).toHaveBeenCalledWith('/dashboard/report/email/jane%40example.com?search-email=jane%40example.com');
  });

  it('address form: state/zip, zip and street messages; zip capped at 5', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter zip code or state.')).toBeInTheDocument();
    expect(screen.getByText('Please enter street address.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Zip Code'), '1234567');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('12345');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'VI');
    expect(screen.queryByText('Please enter zip code or state.')).not.toBeInTheDocument();
  });

  it('address autocomplete: debounced lookup, keyboard pick fills street, city, state and zip', async () => {
    const requested: string[] = [];
    globalThis.fetch = jest.fn(async (url: string) => {
      requested.push(url);
      return new Response(
        JSON.stringify({
          suggestions: [
            {
              text: '100 Main St, Austin TX 78701',
              street_line: '100 Main St',
              city: 'Austin',
              state: 'TX',
              zipcode: '78701',
            },
            {
              text: '100 Main St, Boston MA 02108',
              street_line: '100 Main St',
              city: 'Boston',
              state: 'MA',
              zipcode: '02108',
            },
          ],
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }) as unknown as typeof fetch;
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Address' }));
    const street = screen.getByRole('combobox', { name: 'Street Address' });
    await userEvent.type(street, '100 Main');
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Address suggestions' })).toBeInTheDocument());
    expect(requested).toHaveLength(1);
    expect(requested[0]).toBe('/v1/lookup?search=100+Main');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(street).toHaveValue('100 Main St');
    expect(screen.getByLabelText('City')).toHaveValue('Boston');
    expect(screen.getByLabelText('State')).toHaveValue('MA');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('02108');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it.each([
    [401, 'Could not complete request from this token'],
    [500, 'Something went wrong'],
  ])('address autocomplete: a %i lookup says "%s"', async (status, text) => {
    globalThis.fetch = jest.fn(
      async () => new Response(JSON.stringify({ message: 'no', statusCode: status }), { status }),
    ) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Address' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Street Address' }), '1 Elm');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
