import { listingIdOf } from '../../../../src/services/brokers/stand-in/start-broker-stand-ins';
import { ENGINES } from '../../../helper';
import {
  get,
  hasCurrentAddress,
  pick,
  postForm,
  standInContext,
  textsOf,
  type StandInContext,
} from './stand-in-helper';

// PeoplePath's multi-step opt-out (issue 59 design): the listing URL (an address without a listing is refused), the
// requester's details, the reference and its receipt by e-mail, the listing gone 3 site days later; the changed
// form's reason page before the URL.

describe.each(ENGINES)('PeoplePath stand-in on %s', (engine) => {
  let context: StandInContext;
  let origin: string;

  beforeAll(async () => {
    context = await standInContext(engine);
    origin = context.standIns.origins.peoplepath;
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  async function listedPeople(count: number) {
    const people = await context.db.selectFrom('pr_people').selectAll().orderBy('id').limit(50).execute();
    const listed = [];
    for (const person of people) {
      if (await hasCurrentAddress(context.db, person)) listed.push(person);
      if (listed.length === count) return listed;
    }
    throw new Error('not enough people with a current address');
  }

  it('takes the listing URL, then the details, gives a reference and removes the listing 3 days later', async () => {
    const [person] = await listedPeople(1);
    const id = listingIdOf('peoplepath', person!.id);
    const listingUrl = `${origin}/person/${id}`;

    const step1 = await get(`${origin}/optout`);
    expect(step1.body).toContain('<form id="optout-step-1" method="post" action="/optout/step-1">');
    expect(step1.body).toContain('<label for="listingUrl">Listing URL</label>');
    expect(step1.body).toContain('<input name="listingUrl" id="listingUrl"');

    for (const unknown of [`${origin}/person/${person!.id}-00000000`, 'https://example.com/x', 'not a url']) {
      const refused = await postForm(`${origin}/optout/step-1`, { listingUrl: unknown });
      expect(refused.body).toContain('<p class="optout-error">We could not find a listing at that address.</p>');
      expect(refused.body).toContain('id="optout-step-1"');
    }

    const step2 = await postForm(`${origin}/optout/step-1`, { listingUrl });
    expect(step2.status).toBe(200);
    expect(textsOf(step2.body, 'div', 'optout-record')).toEqual([
      expect.stringMatching(new RegExp(`${person!.last_name}, ${person!.city}, ${person!.state}$`)),
    ]);
    expect(step2.body).toContain('<form id="optout-step-2" method="post" action="/optout/step-2">');
    for (const label of ['Your full name', 'E-mail address', 'I ask PeoplePath to remove this listing']) {
      expect(step2.body).toContain(`${label}</label>`);
    }
    const session = pick(step2.body, /name="session" value="([^"]+)"/);

    const email = 'removals+GRD-7@inbound.beacon.test';
    const fullName = `${person!.first_name} ${person!.last_name}`;
    const noConsent = await postForm(`${origin}/optout/step-2`, { session, fullName, email });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body).toContain('class="optout-error"');

    const done = await postForm(`${origin}/optout/step-2`, { session, fullName, email, consent: 'on' });
    expect(done.status).toBe(200);
    const reference = pick(
      done.body,
      /<p class="optout-done">Request received\. Reference <strong class="optout-reference">(PP-[A-Z0-9]{6})<\/strong>\. The listing will be removed within 3 days\.<\/p>/,
    );
    await context.standIns.poll();
    const receipts = context.smtp.messages().filter((mail) => mail.to.includes(email));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.from).toBe('no-reply@peoplepath.test');
    expect(receipts[0]!.subject).toBe(`Your PeoplePath removal request ${reference}`);
    expect(receipts[0]!.text).toContain(listingUrl);

    await context.standIns.advanceDays(2);
    expect((await get(listingUrl)).status).toBe(200);
    await context.standIns.advanceDays(1);
    const removed = await get(listingUrl);
    expect(removed.status).toBe(410);
    expect(removed.body).toContain('class="listing-removed"');
    // a removed listing cannot be asked for again
    const again = await postForm(`${origin}/optout/step-1`, { listingUrl });
    expect(again.body).toContain('class="optout-error"');
  });

  it('a step 2 without a session of step 1 starts over', async () => {
    const response = await postForm(`${origin}/optout/step-2`, {
      session: 'made-up',
      fullName: 'A B',
      email: 'a@b.test',
      consent: 'on',
    });
    expect(response.status).toBe(400);
    expect(response.body).toContain('id="optout-step-1"');
  });

  it('the changed form asks for a reason on its own page first', async () => {
    const [, person] = await listedPeople(2);
    const listingUrl = `${origin}/person/${listingIdOf('peoplepath', person!.id)}`;
    await context.standIns.setBehaviour('peoplepath', { formVersion: 'changed' });
    try {
      const first = await get(`${origin}/optout`);
      expect(first.body).toContain('<form id="optout-step-0" method="post" action="/optout/step-0">');
      expect(first.body).toContain('<select name="reason" id="reason"');
      expect(first.body).not.toContain('id="optout-step-1"');
      // the URL straight away (the current form's way) lands back on the reason
      const skipped = await postForm(`${origin}/optout/step-1`, { listingUrl });
      expect(skipped.body).toContain('id="optout-step-0"');
      const reason = pick(first.body, /<option value="([^"]+)">/);
      const step1 = await postForm(`${origin}/optout/step-0`, { reason });
      expect(step1.body).toContain('id="optout-step-1"');
      const step2 = await postForm(`${origin}/optout/step-1`, { reason, listingUrl });
      expect(step2.body).toContain('id="optout-step-2"');
    } finally {
      await context.standIns.setBehaviour('peoplepath', { formVersion: 'current' });
    }
  });
});
