import { screen } from '@testing-library/react';

import { DEFAULT_SECTIONS, type RecordType } from '@beacon/api';

import { renderSection } from './render-section';
import { sectionsFor } from './section-registry';
import { fullLocation, fullPerson, reportOf, timeline } from './test-fixtures';

function titles(type: RecordType): string[] {
  const sections = sectionsFor(type);
  return DEFAULT_SECTIONS[type].map((key) => sections[key]?.title ?? `missing ${key}`);
}

describe('sectionsFor', () => {
  it('titles every section of the built-in layouts (spec §2.4 order)', () => {
    expect(titles('person')).toEqual([
      'Timeline',
      'Personal Details',
      'Contact Information',
      'Locations',
      'Criminal Records',
      'Sex Offenders',
      'Social Profiles',
      'Businesses',
      'Professional Licenses',
      'Finances',
      'Assets',
    ]);
    expect(titles('location')).toEqual([
      'Map',
      'Residents',
      'Neighbors',
      'Location',
      'Ownership History',
      'Businesses',
      'Evictions',
      'Census',
      'Demographics',
      'Places',
      'Crime Stats',
      'Sex Offenders',
      'Forecast',
    ]);
    expect(titles('phone')).toEqual(['Personal Details', 'Contact Information', 'Locations', 'Social Profiles']);
    expect(titles('email')).toEqual(titles('phone'));
    expect(Object.keys(sectionsFor('phone'))).toEqual(['personal', 'contact', 'locations', 'social']);
  });

  it('draws the same key differently for a person and for a location', () => {
    const person = reportOf('person', { person: fullPerson, timeline });
    const location = reportOf('location', { location: fullLocation });
    const PersonBusinesses = sectionsFor('person').businesses!.Component;
    const LocationBusinesses = sectionsFor('location').businesses!.Component;
    renderSection(PersonBusinesses, person);
    expect(screen.getByText('Former names')).toBeInTheDocument();
    renderSection(LocationBusinesses, location);
    expect(screen.getByText(/^Owner:/)).toBeInTheDocument();
  });

  it('renders every section of every type with full data and with none, without errors', () => {
    const full: Record<RecordType, Parameters<typeof reportOf>[1]> = {
      person: { person: fullPerson, timeline },
      location: { location: fullLocation },
      phone: { person: fullPerson },
      email: { person: fullPerson },
    };
    for (const type of ['person', 'location', 'phone', 'email'] as const) {
      for (const definition of Object.values(sectionsFor(type))) {
        const filled = renderSection(definition.Component, reportOf(type, full[type]));
        expect(filled.container.textContent).not.toBe('');
        filled.unmount();
        const empty = renderSection(definition.Component, reportOf(type));
        expect(empty.container.textContent).toMatch(/^No .+ found\.$/);
        empty.unmount();
      }
    }
  });
});
