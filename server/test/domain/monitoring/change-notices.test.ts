import {
  changeNotices,
  listsName,
  noticeRefKey,
  noticeRefPattern,
  type PersonBrief,
  type PlaceBrief,
} from '../../../src/domain/monitoring/change-notices';

const ann: PersonBrief = { id: 1, first_name: 'Ann', middle_name: null, last_name: 'Lee', suffix: null };
const bob: PersonBrief = { id: 2, first_name: 'Bob', middle_name: 'J', last_name: 'Lee', suffix: 'Jr.' };
const oak: PlaceBrief = { id: 10, street_number: 12, street_name: 'Oak St', city: 'Austin', state: 'TX', zip: '78704' };
const elm: PlaceBrief = { id: 20, street_number: 7, street_name: 'Elm Ave', city: 'Denver', state: 'CO', zip: '80220' };
const watch = (accountId: number, monitoredRecordId: number) => [{ accountId, monitoredRecordId }];

describe('report updates of an edition', () => {
  it('tells each watcher once, with the old and the new value, under a ref unique per edition', () => {
    const notices = changeNotices(
      5,
      [{ kind: 'move', people: [ann, bob], offenderIds: [], from: oak, to: elm, neighborPlaceIds: [21] }],
      {
        people: new Map([[2, watch(7, 70)]]),
        places: new Map([
          [10, watch(8, 80)],
          [20, watch(9, 90)],
          [21, watch(9, 91)],
        ]),
        placesByZip: new Map(),
      },
    );
    expect(notices).toEqual([
      {
        accountId: 7,
        ref: 'edition-5:move:2:address:70',
        type: 'person',
        display: 'New address: 7 Elm Ave, Denver, CO 80220',
        firstName: 'Bob',
        lastName: 'Lee',
        change: {
          monitoredRecordId: 70,
          field: 'address',
          oldValue: '12 Oak St, Austin, TX 78704',
          newValue: '7 Elm Ave, Denver, CO 80220',
        },
      },
      expect.objectContaining({
        accountId: 8,
        display: 'Moved out of 12 Oak St: Ann Lee, Bob J Lee Jr.',
        change: { monitoredRecordId: 80, field: 'resident', oldValue: 'Ann Lee, Bob J Lee Jr.', newValue: null },
      }),
      expect.objectContaining({
        accountId: 9,
        display: 'New resident at 7 Elm Ave: Ann Lee, Bob J Lee Jr.',
        change: { monitoredRecordId: 90, field: 'resident', oldValue: null, newValue: 'Ann Lee, Bob J Lee Jr.' },
      }),
      expect.objectContaining({
        accountId: 9,
        display: 'New neighbor at 7 Elm Ave: Ann Lee, Bob J Lee Jr.',
        change: expect.objectContaining({ monitoredRecordId: 91, field: 'neighbor' }),
      }),
    ]);
    expect(new Set(notices.map((notice) => `${notice.accountId}:${notice.ref}`)).size).toBe(notices.length);
  });

  it('an offender moving into a ZIP tells the places watched there', () => {
    const notices = changeNotices(
      1,
      [{ kind: 'move', people: [ann], offenderIds: [1], from: oak, to: elm, neighborPlaceIds: [] }],
      { people: new Map(), places: new Map(), placesByZip: new Map([['80220', watch(3, 33)]]) },
    );
    expect(notices).toEqual([
      expect.objectContaining({
        accountId: 3,
        display: 'A registered sex offender moved nearby: Ann Lee, 7 Elm Ave, Denver, CO 80220',
        change: {
          monitoredRecordId: 33,
          field: 'sex_offender',
          oldValue: null,
          newValue: 'Ann Lee, 7 Elm Ave, Denver, CO 80220',
        },
      }),
    ]);
  });

  it('a new phone shows both numbers; a birth tells the relatives and the address', () => {
    const notices = changeNotices(
      2,
      [
        { kind: 'phone', person: ann, oldNumber: '3035550100', newNumber: '3035550147' },
        {
          kind: 'relative',
          child: { ...bob, id: 3, first_name: 'Mia', middle_name: null, suffix: null },
          place: oak,
          relatives: [ann],
        },
      ],
      { people: new Map([[1, watch(4, 40)]]), places: new Map([[10, watch(4, 41)]]), placesByZip: new Map() },
    );
    expect(notices.map((notice) => [notice.display, notice.change.oldValue, notice.change.newValue])).toEqual([
      ['New phone number: (303) 555-0147', '(303) 555-0100', '(303) 555-0147'],
      ['New relative: Mia Lee', null, 'Mia Lee'],
      ['New resident at 12 Oak St: Mia Lee', null, 'Mia Lee'],
    ]);
  });

  it('a ref names whom the notice is keyed by, so an opt-out can find it (issue 55 point 5)', () => {
    const notices = changeNotices(
      3,
      [{ kind: 'move', people: [ann, bob], offenderIds: [], from: oak, to: elm, neighborPlaceIds: [] }],
      { people: new Map([[2, watch(7, 70)]]), places: new Map([[10, watch(8, 80)]]), placesByZip: new Map() },
    );
    expect(notices.map((notice) => noticeRefKey(notice.ref))).toEqual([
      { kind: 'move', personId: 2 },
      // the household's move is keyed by its head and lists Bob by name
      { kind: 'out', personId: 1 },
    ]);
    const moved = notices[1]!.change;
    expect(listsName([moved.oldValue, moved.newValue], 'Bob J Lee Jr.')).toBe(true);
    // a name is a whole item of the list, never a part of another one
    expect(listsName([moved.oldValue, moved.newValue], 'Bob J Lee')).toBe(false);
    expect(listsName(['Ann Lee, 7 Elm Ave'], 'Ann Lee')).toBe(true);
    expect(noticeRefKey('DM-P-1001')).toBeUndefined();
    expect(noticeRefPattern('out', 1)).toBe('edition-%:out:1:%');
  });
});
