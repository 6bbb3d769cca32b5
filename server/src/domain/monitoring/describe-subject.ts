// How a monitored person or place is named on the report monitoring screen and in its updates. The parameters are
// the few columns of pr_people and pr_places used, so pure code needs no database types.

interface NamedPerson {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  city: string;
  state: string;
}

interface StreetPlace {
  street_number: number;
  street_name: string;
  city: string;
  state: string;
  zip: string;
}

export function personName(person: Omit<NamedPerson, 'city' | 'state'>): string {
  return [person.first_name, person.middle_name, person.last_name, person.suffix].filter(Boolean).join(' ');
}

export function describePerson(person: NamedPerson): { title: string; subtitle: string } {
  return { title: personName(person), subtitle: `${person.city}, ${person.state}` };
}

export function streetLine(place: Pick<StreetPlace, 'street_number' | 'street_name'>): string {
  return `${place.street_number} ${place.street_name}`;
}

/** "4410 Birch Ln, Denver, CO 80220" */
export function placeLine(place: StreetPlace): string {
  return `${streetLine(place)}, ${place.city}, ${place.state} ${place.zip}`;
}

export function describePlace(place: StreetPlace): { title: string; subtitle: string } {
  return { title: streetLine(place), subtitle: `${place.city}, ${place.state} ${place.zip}` };
}
