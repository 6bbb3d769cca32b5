import fc from 'fast-check';

import {
  PublicRecordsGenerator,
  ROLE,
  type EmailRow,
  type PersonRow,
  type PhoneRow,
  type RowSink,
} from '../../../src/seed/public-records/generator';

// Coherent people (issue 15): over 10,000 generated people, whatever the seed, contacts are seen only while the
// person could have had them, relatives share a surname (or a maiden name), and ages fit household roles.

const AS_OF = '2026-11-01';

function generate(seed: string, people: number) {
  const persons: PersonRow[] = [];
  const phones: PhoneRow[] = [];
  const emails: EmailRow[] = [];
  const ignore = () => undefined;
  const sink: RowSink = {
    place: ignore,
    residence: ignore,
    offender: ignore,
    person: (row) => persons.push(row),
    phone: (row) => phones.push(row),
    email: (row) => emails.push(row),
  };
  new PublicRecordsGenerator({ seed, people, asOf: AS_OF }, sink).run();
  return { persons, phones, emails };
}

const thirteenthBirthday = (dob: string) => `${Number(dob.slice(0, 4)) + 13}${dob.slice(4)}`;
const ageOn = (dob: string, day: string) =>
  Number(day.slice(0, 4)) - Number(dob.slice(0, 4)) - (day.slice(5) < dob.slice(5) ? 1 : 0);

describe('coherence of generated people', () => {
  it('holds over 10,000 people for any seed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        const { persons, phones, emails } = generate(seed, 10_000);
        expect(persons).toHaveLength(10_000);
        const byId = new Map(persons.map((row) => [row[0], row]));

        // e-mails and phones: first seen between the 13th birthday and the data set's date, last seen after that
        for (const [what, rows] of [
          ['phone', phones.map((row) => ({ personId: row[1], first: row[5], last: row[6] }))],
          ['email', emails.map((row) => ({ personId: row[1], first: row[2], last: row[3] }))],
        ] as const) {
          for (const contact of rows) {
            const person = byId.get(contact.personId)!;
            const wrong =
              contact.first > AS_OF ||
              contact.last > AS_OF ||
              contact.first > contact.last ||
              contact.first < thirteenthBirthday(person[11]);
            if (wrong)
              throw new Error(
                `${what} of ${person[5]} ${person[7]} (${person[11]}): ${contact.first}..${contact.last}`,
              );
          }
        }

        // relatives share a surname: everyone of a family bears, or was born with, a surname another member has
        const families = new Map<number, PersonRow[]>();
        for (const row of persons) families.set(row[2], [...(families.get(row[2]) ?? []), row]);
        for (const members of families.values()) {
          if (members.length < 2) continue;
          for (const member of members) {
            const names = new Set([member[7], member[9]].filter((name): name is string => name !== null));
            const shares = members.some(
              (other) => other !== member && (names.has(other[7]) || (other[9] !== null && names.has(other[9]))),
            );
            if (!shares) throw new Error(`${member[5]} ${member[7]} shares no surname with family ${member[2]}`);
          }
        }

        // ages fit roles: heads and spouses are adults, a child is at least 15 years younger than the household head
        const households = new Map<number, PersonRow[]>();
        for (const row of persons) households.set(row[1], [...(households.get(row[1]) ?? []), row]);
        for (const members of households.values()) {
          const head = members.find((row) => row[4] === ROLE.head);
          for (const member of members) {
            const age = ageOn(member[11], AS_OF);
            if (member[4] !== ROLE.child && age < 18)
              throw new Error(`${member[5]} ${member[7]} is ${age} and not a child`);
            if (member[4] === ROLE.child && head && ageOn(head[11], AS_OF) - age < 15) {
              throw new Error(`${member[5]} ${member[7]} (${age}) is a child of a head aged ${ageOn(head[11], AS_OF)}`);
            }
            if (member[12] !== null && (member[12] < member[11] || member[12] > AS_OF)) {
              throw new Error(`${member[5]} ${member[7]} died ${member[12]}, born ${member[11]}`);
            }
          }
        }
      }),
      { numRuns: 3 },
    );
  });
});
