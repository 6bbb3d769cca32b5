import {
  monitoredPerson,
  monitoredPlace,
  personUpdate,
  placeUpdate,
} from '../../test-support/report-monitoring-fixtures';
import { filterUpdates, newestFirst, reportLinkOf, subjectOf, updatesOf } from './record-changes';

const peter = monitoredPerson();
const oakStreet = monitoredPlace({ pointer: 'oak-street', title: '1200 Oak St', subtitle: '' });

describe('record changes', () => {
  const older = personUpdate({ id: 1, created: '2026-11-02T10:00:00.000Z' });
  const newer = personUpdate({ id: 2, created: '2026-11-12T10:00:00.000Z' });
  const place = placeUpdate({ id: 3, created: '2026-11-05T10:00:00.000Z', first_name: '' });
  const notice = personUpdate({ id: 4, monitored_record_id: null, field: null, first_name: '', last_name: '' });

  it('orders updates newest first and filters them by kind', () => {
    expect(newestFirst([older, place, newer]).map((entry) => entry.id)).toEqual([2, 3, 1]);
    expect(filterUpdates([older, place], 'location')).toEqual([place]);
    expect(filterUpdates([older, place], 'all')).toEqual([older, place]);
  });

  it("matches a record's updates by its id and kind (the two lists number their records apart)", () => {
    expect(updatesOf(peter, 'person', [older, place, newer, notice]).map((entry) => entry.id)).toEqual([2, 1]);
    expect(updatesOf(oakStreet, 'location', [older, place, newer]).map((entry) => entry.id)).toEqual([3]);
  });

  it("names an update by its record's title, else by the name it carries", () => {
    const records = { person: [peter], location: [oakStreet] };
    expect(subjectOf(place, records)).toBe('1200 Oak St');
    expect(subjectOf(personUpdate({ monitored_record_id: 99 }), records)).toBe('Peter Lindqvist');
    expect(subjectOf(notice, records)).toBe('');
  });

  it('opens the report through create-record with the pointer', () => {
    expect(reportLinkOf(peter, 'person')).toBe('/dashboard/create-record?type=person&pointer=w-Qdmx4c8eMPt0r2026A');
    expect(reportLinkOf(oakStreet, 'location')).toBe('/dashboard/create-record?type=location&pointer=oak-street');
  });
});
