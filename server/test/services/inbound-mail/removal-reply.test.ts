import {
  classifyRemovalReply,
  referenceOfRecipient,
  replyAddressOf,
} from '../../../src/services/inbound-mail/removal-reply';

// A broker's reply read into what moves the request: each text the stand-in sites send (the design), and
// anything else 'unexpected', never guessed into a status.

const DOMAIN = 'inbound.beacon.test';
const RECIPIENT = 'removals+GRD-0A1B2C3D4E@inbound.beacon.test';
const LISTING = 'http://127.0.0.1:2533/person/41-9f3a0c1d';
const RH = 'privacy@recordharbor.test';

function reply(text: string, subject = 'Re: Request to delete personal information', sender = RH) {
  return classifyRemovalReply({ recipient: RECIPIENT, sender, subject, text }, { domain: DOMAIN });
}

describe('classifyRemovalReply', () => {
  it("reads RecordHarbor's acknowledgement: its reference and the listing it will delete", () => {
    expect(
      reply(
        `We received your deletion request. Our reference is RH-7Q2K9D. We will delete the record at ${LISTING} within 5 days.\n`,
      ),
    ).toEqual({ kind: 'acknowledged', reference: 'GRD-0A1B2C3D4E', siteReference: 'RH-7Q2K9D', link: LISTING });
  });

  it('reads a text its sender wrapped over lines the same way', () => {
    const wrapped = `We received your deletion request. Our reference is\r\nRH-7Q2K9D. We will delete the record at\r\n${LISTING}\r\nwithin 5 days.`;
    expect(reply(wrapped)).toMatchObject({ kind: 'acknowledged', siteReference: 'RH-7Q2K9D', link: LISTING });
  });

  it("reads RecordHarbor's deletion", () => {
    expect(reply(`The record at ${LISTING} has been deleted.`)).toEqual({
      kind: 'removed',
      reference: 'GRD-0A1B2C3D4E',
      link: LISTING,
    });
  });

  it("reads RecordHarbor's not-found answer", () => {
    expect(reply(`We could not find a record at ${LISTING}.`)).toEqual({
      kind: 'not_found',
      reference: 'GRD-0A1B2C3D4E',
      link: LISTING,
    });
  });

  it('reads a request for the listing address as needing action, with what the broker asks', () => {
    const asks = 'To process your request we need the address of the listing you want deleted. Please reply with it.';
    expect(reply(asks)).toEqual({ kind: 'needs_action', reference: 'GRD-0A1B2C3D4E', asks });
  });

  it("reads ClearRecords' confirmation e-mail as its link to open", () => {
    const link = 'http://127.0.0.1:2531/opt-out/confirm/tok_5fG-h8Jk2';
    expect(
      reply(
        `Someone asked ClearRecords to remove a record.\nTo confirm the removal, open this link:\n${link}\n\nIf you did not ask, ignore this e-mail.`,
        'Confirm your ClearRecords removal',
        'no-reply@clearrecords.test',
      ),
    ).toEqual({ kind: 'confirmation_link', reference: 'GRD-0A1B2C3D4E', link });
  });

  it("reads PeoplePath's receipt with its reference", () => {
    expect(
      reply(
        'Request received. Reference PP-4K8M2Q. The listing will be removed within 3 days.',
        'Your PeoplePath removal request PP-4K8M2Q',
        'no-reply@peoplepath.test',
      ),
    ).toEqual({ kind: 'receipt', reference: 'GRD-0A1B2C3D4E', siteReference: 'PP-4K8M2Q' });
  });

  it.each([
    ['an auto-reply', 'I am out of the office until Monday.', 'Automatic reply'],
    ['a different wording of a removal', `We have removed the listing ${LISTING}.`, 'Re: your request'],
    ['a confirmation subject without a link', 'Please visit our site to confirm.', 'Confirm your ClearRecords removal'],
    ['an empty mail', '', ''],
  ])('takes %s as unexpected, moving nothing', (_what, text, subject) => {
    expect(reply(text, subject)).toEqual({ kind: 'unexpected', reference: 'GRD-0A1B2C3D4E' });
  });

  it('finds no reference in a mail to any other address', () => {
    const other = classifyRemovalReply(
      {
        recipient: 'support@inbound.beacon.test',
        sender: RH,
        subject: 'Re: x',
        text: `The record at ${LISTING} has been deleted.`,
      },
      { domain: DOMAIN },
    );
    expect(other).toEqual({ kind: 'removed', reference: null, link: LISTING });
  });
});

describe('reply addresses', () => {
  it('carry the reference at the inbound domain and give it back', () => {
    const address = replyAddressOf('GRD-ABC', DOMAIN);
    expect(address).toBe('removals+GRD-ABC@inbound.beacon.test');
    expect(referenceOfRecipient(address, DOMAIN)).toBe('GRD-ABC');
    expect(referenceOfRecipient('Removals+grd-abc@INBOUND.beacon.test', DOMAIN)).toBe('GRD-ABC');
  });

  it('give nothing for another domain or another mailbox', () => {
    expect(referenceOfRecipient('removals+GRD-ABC@example.com', DOMAIN)).toBeNull();
    expect(referenceOfRecipient('privacy+GRD-ABC@inbound.beacon.test', DOMAIN)).toBeNull();
    expect(referenceOfRecipient('removals@inbound.beacon.test', DOMAIN)).toBeNull();
  });
});
