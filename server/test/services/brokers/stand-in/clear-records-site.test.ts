import { listingIdOf } from '../../../../src/services/brokers/stand-in/start-broker-stand-ins';
import { ENGINES } from '../../../helper';
import { get, personWith, pick, postForm, standInContext, type StandInContext } from './stand-in-helper';

// ClearRecords' opt-out (issue 59 design): search, pick the record, the form with an e-mail address and the box
// ticked, the confirmation e-mail (captured by the SMTP stand-in in place of Beacon's inbound endpoint), its link,
// and the listing gone (410) one site day later; the changed form; the state file across a restart.

describe.each(ENGINES)('ClearRecords stand-in on %s', (engine) => {
  let context: StandInContext;
  let origin: string;

  beforeAll(async () => {
    context = await standInContext(engine);
    origin = context.standIns.origins.clearrecords;
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  const mailsTo = (address: string) => context.smtp.messages().filter((mail) => mail.to.includes(address));

  it('removes a listing one day after its e-mailed link is opened, and keeps it removed across a restart', async () => {
    const person = await personWith(context.db, () => true);
    const id = listingIdOf('clearrecords', person.id);

    const optOut = await get(`${origin}/opt-out`);
    expect(optOut.body).toContain('<form id="opt-out-search" action="/opt-out/search"');
    const found = await get(`${origin}/opt-out/search?first=${person.first_name}&last=${person.last_name}`);
    expect(found.body).toContain(`<a class="opt-out-select" href="/opt-out/record/${id}">Remove this record</a>`);

    const record = await get(`${origin}/opt-out/record/${id}`);
    expect(record.status).toBe(200);
    expect(record.body).toContain(`<form id="opt-out-request" method="post" action="/opt-out/record/${id}">`);
    expect(record.body).toContain('<input type="email" name="email" id="email"');
    expect(record.body).toContain('<label for="email">E-mail address</label>');
    expect(record.body).toContain('<input type="checkbox" name="confirm" id="confirm">');
    expect(record.body).toContain('<label for="confirm">I am this person or authorized to act for them</label>');
    expect(record.body).toContain('<button type="submit">Send confirmation e-mail</button>');

    // without the box ticked nothing is sent
    const unticked = await postForm(`${origin}/opt-out/record/${id}`, { email: 'removals+GRD-1@inbound.beacon.test' });
    expect(unticked.status).toBe(400);

    const email = 'removals+GRD-2@inbound.beacon.test';
    const sent = await postForm(`${origin}/opt-out/record/${id}`, { email, confirm: 'on' });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain(
      `<p class="opt-out-sent">We sent a confirmation link to ${email}. Open it to finish your removal.</p>`,
    );
    await context.standIns.poll();
    const [mail, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.from).toBe('no-reply@clearrecords.test');
    expect(mail!.subject).toBe('Confirm your ClearRecords removal');
    const link = pick(mail!.text, new RegExp(`(${origin}/opt-out/confirm/\\S+)`));

    // the listing stays until the link is opened and a day has passed
    await context.standIns.advanceDays(2);
    expect((await get(`${origin}/person/${id}`)).status).toBe(200);

    const confirmed = await get(link);
    expect(confirmed.status).toBe(200);
    const reference = pick(
      confirmed.body,
      /<p class="opt-out-confirmed">Your removal request (CR-[A-Z0-9]{6}) is confirmed\. The record will be removed within 1 day\.<\/p>/,
    );
    expect(mail!.text).toContain(reference);
    expect((await get(`${origin}/person/${id}`)).status).toBe(200);

    const advanced = await fetch(`${origin}/__stand-in/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 1 }),
    });
    expect(await advanced.json()).toEqual({ now: expect.any(String), processed: 1 });
    const removed = await get(`${origin}/person/${id}`);
    expect(removed.status).toBe(410);
    expect(removed.body).toContain(
      '<p class="listing-removed">This record has been removed at the person\'s request.</p>',
    );
    expect(removed.body).not.toContain(person.last_name);
    // and no longer found
    const search = await get(`${origin}/search?first=${person.first_name}&last=${person.last_name}`);
    expect(search.body).not.toContain(id);

    const state = (await (await fetch(`${origin}/__stand-in/state`)).json()) as {
      requests: Array<{ reference: string; status: string; listingId: string }>;
      removed: Array<{ listingId: string }>;
    };
    expect(state.requests.find((request) => request.reference === reference)).toMatchObject({
      status: 'removed',
      listingId: id,
    });
    expect(state.removed.map((entry) => entry.listingId)).toContain(id);

    await context.restart();
    const restartedOrigin = context.standIns.origins.clearrecords;
    expect((await get(`${restartedOrigin}/person/${id}`)).status).toBe(410);
    // the confirmation link still names the same request after the restart
    const again = await get(link.replace(origin, restartedOrigin));
    expect(again.body).toContain(reference);
    origin = restartedOrigin;
  });

  it('an unknown confirmation token is a 404', async () => {
    expect((await get(`${origin}/opt-out/confirm/not-a-token`)).status).toBe(404);
  });

  it('the changed form asks for "Your e-mail" in a field named contact and its button reads Continue', async () => {
    const person = await personWith(context.db, (candidate) => candidate.id > 1);
    const id = listingIdOf('clearrecords', person.id);
    await context.standIns.setBehaviour('clearrecords', { formVersion: 'changed' });
    try {
      const record = await get(`${origin}/opt-out/record/${id}`);
      expect(record.body).not.toContain('name="email"');
      expect(record.body).toContain('<input type="email" name="contact" id="contact"');
      expect(record.body).toContain('<label for="contact">Your e-mail</label>');
      expect(record.body).toContain('<button type="submit">Continue</button>');
      // a request made with the old field is refused, nothing is mailed
      const old = await postForm(`${origin}/opt-out/record/${id}`, { email: 'old@inbound.beacon.test', confirm: 'on' });
      expect(old.status).toBe(400);
      const changed = await postForm(`${origin}/opt-out/record/${id}`, {
        contact: 'new@inbound.beacon.test',
        confirm: 'on',
      });
      expect(changed.body).toContain('class="opt-out-sent"');
      await context.standIns.poll();
      expect(mailsTo('old@inbound.beacon.test')).toHaveLength(0);
      expect(mailsTo('new@inbound.beacon.test')).toHaveLength(1);
    } finally {
      await context.standIns.setBehaviour('clearrecords', { formVersion: 'current' });
    }
  });
});
