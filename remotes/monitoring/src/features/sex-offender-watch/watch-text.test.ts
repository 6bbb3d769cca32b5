import { dateText, distanceText, emptyText, milesText, resultsSummary } from './watch-text';

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
});
