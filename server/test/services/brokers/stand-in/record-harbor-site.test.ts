import { listingIdOf } from '../../../../src/services/brokers/stand-in/start-broker-stand-ins';
import { ENGINES } from '../../../helper';
import { get, personWith, standInContext, type StandInContext } from './stand-in-helper';

// RecordHarbor (issue 59 design): e-mail only. It reads the letters sent to privacy@recordharbor.test from its
// mailbox (here a list the test fills, as the SMTP stand-in's GET /messages would) and answers 2 site days later, to
// the Reply-To, as a reply: acknowledged with a reference and then deleted 5 days later, not found, or a request for
// the listing's address. A letter is answered once, across restarts too.

describe.each(ENGINES)('RecordHarbor stand-in on %s', (engine) => {
  let context: StandInContext;
  let sequence = 0;

  beforeAll(async () => {
    context = await standInContext(engine);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  const origin = () => context.standIns.origins.recordharbor;
  const repliesTo = (address: string) => context.smtp.messages().filter((mail) => mail.to.includes(address));

  function letter(text: string) {
    sequence += 1;
    const replyTo = `removals+GRD-RH${sequence}@inbound.beacon.test`;
    const message = {
      messageId: `<letter-${sequence}@beacon.test>`,
      from: 'no-reply@beacon.test',
      to: ['privacy@recordharbor.test'],
      replyTo: `Beacon removals <${replyTo}>`,
      subject: `Request to delete personal information (GRD-RH${sequence})`,
      text,
    };
    context.inbox.push(message);
    return { message, replyTo };
  }

  it('has a privacy page naming its address and no form', async () => {
    const page = await get(`${origin()}/privacy`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('privacy@recordharbor.test');
    expect(page.body).not.toContain('<form');
  });

  it('acknowledges a letter naming one of its listings after 2 days and deletes the record 5 days later', async () => {
    const person = await personWith(context.db, (candidate) => candidate.birth_year < 2008);
    const url = `${origin()}/person/${listingIdOf('recordharbor', person.id)}`;
    const { message, replyTo } = letter(`Under the CCPA, please delete the listing at ${url}.\n\nRegards`);

    await context.standIns.poll();
    await context.standIns.advanceDays(1);
    expect(repliesTo(replyTo)).toHaveLength(0);

    await context.standIns.advanceDays(1);
    const [ack] = repliesTo(replyTo);
    expect(ack).toBeDefined();
    expect(ack!.from).toBe('privacy@recordharbor.test');
    expect(ack!.subject).toBe(`Re: ${message.subject}`);
    expect(ack!.headers['in-reply-to']).toBe(message.messageId);
    expect(ack!.text).toMatch(
      new RegExp(
        `^We received your deletion request\\. Our reference is RH-[A-Z0-9]{6}\\. We will delete the record at ${url.replace(/[.]/g, '\\.')} within 5 days\\.`,
      ),
    );
    expect((await get(url)).status).toBe(200);

    await context.standIns.advanceDays(4);
    expect(repliesTo(replyTo)).toHaveLength(1);
    await context.standIns.advanceDays(1);
    const replies = repliesTo(replyTo);
    expect(replies).toHaveLength(2);
    expect(replies[1]!.text.trim()).toBe(`The record at ${url} has been deleted.`);
    expect(replies[1]!.headers['in-reply-to']).toBe(message.messageId);
    expect((await get(url)).status).toBe(410);

    // read again after a restart, the letter is not answered twice
    await context.restart();
    await context.standIns.poll();
    await context.standIns.advanceDays(10);
    expect(repliesTo(replyTo)).toHaveLength(2);
    expect(
      (await get(`${context.standIns.origins.recordharbor}/person/${listingIdOf('recordharbor', person.id)}`)).status,
    ).toBe(410);
  });

  it('answers that it has no record at a listing URL it does not have', async () => {
    const person = await personWith(context.db, (candidate) => candidate.birth_year < 2008);
    // the ClearRecords id of the person: a listing URL, but not one of RecordHarbor's
    const url = `${origin()}/person/${listingIdOf('clearrecords', person.id)}`;
    const { replyTo } = letter(`Please delete ${url}.`);
    await context.standIns.advanceDays(2);
    const [reply] = repliesTo(replyTo);
    expect(reply!.text.trim()).toBe(`We could not find a record at ${url}.`);
    await context.standIns.advanceDays(10);
    expect(repliesTo(replyTo)).toHaveLength(1);
  });

  it('asks for the listing address when the letter names none', async () => {
    const { replyTo } = letter('Please delete everything you hold about Jane Doe, born 1980.');
    await context.standIns.advanceDays(2);
    const replies = repliesTo(replyTo);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text.trim()).toBe(
      'To process your request we need the address of the listing you want deleted. Please reply with it.',
    );
  });

  it('reads only mail to its privacy address, and answers From when there is no Reply-To', async () => {
    context.inbox.push({
      messageId: '<elsewhere@beacon.test>',
      from: 'no-reply@beacon.test',
      to: ['member@example.com'],
      replyTo: null,
      subject: 'Your Beacon alert',
      text: 'Not a letter to RecordHarbor',
    });
    context.inbox.push({
      messageId: '<no-reply-to@beacon.test>',
      from: 'agent@example.com',
      to: ['Privacy <privacy@recordharbor.test>'],
      replyTo: null,
      subject: 'Delete me',
      text: 'No listing named.',
    });
    await context.standIns.advanceDays(2);
    expect(repliesTo('member@example.com')).toHaveLength(0);
    expect(repliesTo('agent@example.com')).toHaveLength(1);
  });

  it('keeps its answer when nothing listens at its outbound SMTP address, and sends it at a later pass', async () => {
    // port 9: nothing listens there (as when Beacon's inbound endpoint is down)
    await context.restart('smtp://127.0.0.1:9');
    const { replyTo } = letter('No listing named here either.');
    await context.standIns.advanceDays(2);
    const state = (await (await fetch(`${origin()}/__stand-in/state`)).json()) as {
      outbox: number;
      requests: Array<{ email: string; status: string }>;
    };
    expect(state.requests.find((request) => request.email === replyTo)?.status).toBe('needs_action');
    expect(state.outbox).toBe(1);
    expect(repliesTo(replyTo)).toHaveLength(0);
    // the site still serves its pages
    expect((await get(`${origin()}/privacy`)).status).toBe(200);

    await context.restart();
    await context.standIns.poll();
    expect(repliesTo(replyTo)).toHaveLength(1);
  });
});
