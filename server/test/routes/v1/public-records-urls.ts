import type { FastifyInstance } from 'fastify';

// The public-records reads that need an active membership (issue 13 point 1), one request each: the paywall test and
// the authorization matrix walk them.

interface Urls {
  person: string;
  location: string;
  phone: string;
  email: string;
  street: string;
  state: string;
}

/** One URL per public-records read of the API (the paywalled routes), for a person of the data set. */
export function publicRecordsUrls(urls: Urls): Record<string, string> {
  return {
    'GET /v1/search/people': `/v1/search/people?firstName=Paula&lastName=Reyes`,
    'GET /v1/search/phones': `/v1/search/phones?phone=${urls.phone}`,
    'GET /v1/search/emails': `/v1/search/emails?email=${encodeURIComponent(urls.email)}`,
    'GET /v1/search/addresses': `/v1/search/addresses?street=${encodeURIComponent(urls.street)}&state=${urls.state}`,
    'GET /v1/people/{pointer}': `/v1/people/${urls.person}?fields=names,locations,dobs,dods&teaser=true`,
    'GET /v1/locations/{pointer}': `/v1/locations/${urls.location}?fields=address`,
    'GET /v1/lookup': `/v1/lookup?search=${encodeURIComponent(urls.street.slice(0, 6))}`,
  };
}

/** The URLs above for the first person of the data set (the person-report demo member's record). */
export async function publicRecordsUrlsOf(app: FastifyInstance): Promise<Record<string, string>> {
  const person = await app.db.selectFrom('pr_people').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const place = await app.db
    .selectFrom('pr_places')
    .selectAll()
    .where('id', '=', person.place_id)
    .executeTakeFirstOrThrow();
  const phone = await app.db.selectFrom('pr_phones').select('number').where('person_id', '=', 1).executeTakeFirst();
  const email = await app.db.selectFrom('pr_emails').select('address').where('person_id', '=', 1).executeTakeFirst();
  const { pointers } = await app.publicRecordsRepository.dataset();
  return publicRecordsUrls({
    person: pointers.encode('person', 1),
    location: pointers.encode('location', place.id),
    phone: phone?.number ?? '2125550100',
    email: email?.address ?? 'nobody@example.com',
    street: `${place.street_number} ${place.street_name}`,
    state: place.state,
  });
}
