import type { BrokerAdapter, RemovalAuthorization, SubmissionReceipt, SubmittableListing } from './broker-adapter';
import { postalAddressLines } from './postal-letter';

// The postal channel (issue 59 point 1): a broker that takes removal requests only by post. Beacon cannot mail a
// letter for the member, so "sending" is writing it: the letter is kept as the request's proof, the member downloads
// it as a PDF to print, sign and mail (postal-letter.ts renders it from the request), and records the day it was
// mailed and the tracking number. Beacon cannot read such a broker's site either: the request moves when the broker
// answers by e-mail to the request's reply address, which the letter asks it to use (request-letter.ts).

export interface PostalAdapterOptions {
  brokerSlug: string;
  brokerName: string;
  /** the broker's postal address, as the catalog writes it */
  postalAddress: string;
  clock?: () => number;
}

export function createPostalAdapter(options: PostalAdapterOptions): BrokerAdapter {
  const { brokerSlug, brokerName, postalAddress } = options;
  const clock = options.clock ?? Date.now;
  const lines = postalAddressLines(postalAddress);
  if (lines.length < 2) throw new Error(`the postal address of ${brokerSlug} is not an address`);

  return {
    brokerSlug,
    channel: 'mail',
    scan: async () => [],

    async submit(listing: SubmittableListing, authorization: RemovalAuthorization): Promise<SubmissionReceipt> {
      if (listing.brokerSlug !== brokerSlug) {
        throw new Error(`a listing of ${listing.brokerSlug} given to the postal adapter of ${brokerSlug}`);
      }
      const { letter, reference } = authorization;
      if (!letter.text.includes(listing.url)) {
        throw new Error(`the letter of ${reference} does not name the listing ${listing.url}`);
      }
      const written = [`To (by post): ${lines.join(', ')}`, `Subject: ${letter.subject}`, '', letter.text].join('\n');
      return {
        channel: 'mail',
        siteReference: null,
        awaitingSiteConfirmation: false,
        captures: [
          {
            kind: 'letter',
            mime: 'text/plain',
            content: Buffer.from(written, 'utf8'),
            at: clock(),
            caption: `Removal letter to print and mail to ${brokerName} (post)`,
          },
        ],
        note: `Removal letter ready to print, sign and mail to ${brokerName} at ${lines.join(', ')}`,
      };
    },
  };
}
