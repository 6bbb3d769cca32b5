import {
  dateText,
  distanceText,
  emptyText,
  mapLabel,
  mapUnavailableText,
  milesText,
  resultsSummary,
} from './watch-text';

describe('watch text', () => {
  it('reads radii, distances and dates', () => {
    expect(milesText(1)).toBe('1 mile');
    expect(milesText(0.5)).toBe('0.5 miles');
    expect(distanceText(0)).toBe('less than 0.1 mi away');
    expect(distanceText(2)).toBe('2.0 mi away');
    expect(dateText('2021-04-09')).toBe('Apr 9, 2021');
  });

  it('sums up the results and the empty state for each address', () => {
    expect(resultsSummary(1, 1, 1, 'home')).toBe('1 registered offender within 1 mile of your home');
    expect(resultsSummary(250, 200, 5, 'work')).toBe(
      '250 registered offenders within 5 miles of your work address (the nearest 200 are listed)',
    );
    expect(emptyText(2, 'school')).toBe('No registered offenders within 2 miles of your school.');
  });

  it('names the map after what it shows, pointing to the list when there are offenders', () => {
    expect(mapLabel(1, 'home', 2)).toBe(
      'Map of the registered offenders within 1 mile of your home, numbered as in the list',
    );
    expect(mapLabel(0.5, 'work', 0)).toBe('Map of the area within 0.5 miles of your work address');
    expect(mapUnavailableText(2)).toBe(
      'The map cannot be shown in this browser. The numbered list has every offender it would show.',
    );
    expect(mapUnavailableText(0)).toBe('The map cannot be shown in this browser.');
  });
});
