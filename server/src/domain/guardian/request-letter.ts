import { EXPOSED_FIELD_LABELS, formatPhoneNumber, type ExposedField } from '@beacon/validation';

import type { BrokerEntry } from './broker-catalog';
import type { ScanSubject } from './scan-subject';

// The request letter of a removal (issue 17 point 3): a deletion and opt-out request under the CCPA/CPRA (Cal. Civ.
// Code §1798.105, §1798.120), the California Delete Act (SB 362) for registered data brokers and the comparable
// laws of the other states, filled in with what the person gave Guardian. Guardian sends it (by the site's form or
// e-mail address) and the member can download it; sites that take requests by post get it printed and signed.

export interface LetterInput {
  broker: BrokerEntry;
  subject: ScanSubject;
  /**
   * The listing to remove, and what it shows; null when the letter asks a site Guardian cannot read whether it holds
   * anything about the person (it then asks the site to name each listing it removes).
   */
  listing: { url: string; exposed: readonly ExposedField[] } | null;
  /** the day the request was made, YYYY-MM-DD */
  date: string;
  deadline: string;
  reference: string;
  /**
   * A family member's request is made by the account holder as their authorized agent (issue 55 point 2): who, and
   * the day they stated the person authorized them (YYYY-MM-DD).
   */
  agent?: { name: string; authorizedOn: string };
  /** where the broker's answer goes (the request's address at Beacon's inbound mail), when Guardian sends the letter */
  replyTo?: string;
}

function channel(broker: BrokerEntry): string {
  if (broker.optOutMethod === 'mail') return broker.optOutAddress ?? broker.name;
  if (broker.optOutMethod === 'email') return broker.optOutEmail ?? broker.domain;
  return broker.optOutUrl ?? `https://${broker.domain}`;
}

export function letterRecipient(broker: BrokerEntry): string {
  return channel(broker);
}

export function renderRequestLetter(input: LetterInput): string {
  const { broker, subject, agent } = input;
  const name = [subject.firstName, subject.middleName, subject.lastName].filter(Boolean).join(' ');
  // the person asks in their own name, or their authorized agent asks for them, saying so and since when
  const [them, their] = agent ? ['them', 'their'] : ['me', 'my'];
  const lines: string[] = [
    input.date,
    '',
    `To: ${broker.name} — Privacy / Consumer Requests`,
    `Via: ${channel(broker)}`,
    `Reference: ${input.reference}`,
    '',
    'Re: Request to delete personal information and to opt out of its sale and sharing',
    '',
    'To whom it may concern,',
    '',
  ];
  if (agent) {
    lines.push(
      `I, ${agent.name}, make this request as the authorized agent of ${name}, who authorized me on ${agent.authorizedOn}`,
      `to ask for the deletion of ${their} personal information (Cal. Code Regs. tit. 11, §7063, and the comparable`,
      `rules of other states). I can provide ${their} signed permission, and ${name} can confirm it with you directly.`,
      '',
      `On behalf of ${name}, I ask ${broker.name} to delete all personal information it holds about ${them}, to remove`,
      `every listing about ${them} from its website and products, and to stop selling or sharing ${their} personal`,
      'information. This request is made under the California Consumer Privacy Act as amended by the CPRA (Cal. Civ.',
      'Code §1798.105 and §1798.120), the California Delete Act (SB 362) where it applies to you as a registered data',
      `broker, and the comparable consumer privacy laws of ${their} state of residence.`,
    );
  } else {
    lines.push(
      `I, ${name}, ask ${broker.name} to delete all personal information it holds about me, to remove every listing`,
      'about me from its website and products, and to stop selling or sharing my personal information. I make this',
      'request under the California Consumer Privacy Act as amended by the CPRA (Cal. Civ. Code §1798.105 and',
      '§1798.120), the California Delete Act (SB 362) where it applies to you as a registered data broker, and the',
      'comparable consumer privacy laws of my state of residence.',
    );
  }
  if (input.listing) {
    lines.push(
      '',
      agent ? 'The listing this request asks you to remove:' : 'The listing I ask you to remove:',
      `  ${input.listing.url}`,
      `  It shows: ${input.listing.exposed.map((field) => EXPOSED_FIELD_LABELS[field]).join(', ')}.`,
    );
  } else {
    lines.push(
      '',
      `This request names no listing: please search your records with the details below. In your answer, give the`,
      `address of each listing about ${them} that you remove, or say that you hold no personal information about ${them}`,
      `(Cal. Civ. Code §1798.110 gives ${agent ? 'them' : 'me'} the right to know what you hold).`,
    );
  }
  lines.push('', `To help you find every record about ${them}:`, `  Name: ${name}`);
  if (subject.otherNames.length) lines.push(`  Other names: ${subject.otherNames.join('; ')}`);
  if (subject.dob) lines.push(`  Date of birth: ${subject.dob}`);
  subject.addresses.forEach((address, index) =>
    lines.push(
      `  ${index === 0 ? 'Address' : 'Past address'}: ${address.street}, ${address.city}, ${address.state}${address.zip ? ` ${address.zip}` : ''}`,
    ),
  );
  if (subject.phones.length) lines.push(`  Phone numbers: ${subject.phones.map(formatPhoneNumber).join(', ')}`);
  if (subject.emails.length) lines.push(`  E-mail addresses: ${subject.emails.join(', ')}`);
  lines.push(
    '',
    ...(agent
      ? [
          `Use this information only to find and delete ${their} records and to honour this request. Please confirm in`,
          `writing when the deletion is complete. The law gives you 45 days to act on this request, that is until ${input.deadline}.`,
        ]
      : [
          'Use this information only to find and delete my records and to honour this request. Please confirm in writing',
          `when the deletion is complete. The law gives you 45 days to act on this request, that is until ${input.deadline}.`,
        ]),
    ...(input.replyTo
      ? [`Please send your answer by e-mail to ${input.replyTo}, quoting reference ${input.reference}.`]
      : []),
    '',
    'Sincerely,',
    '',
    agent ? `${agent.name}, authorized agent of ${name}` : name,
    broker.optOutMethod === 'mail' ? '\nSignature: ______________________________' : '',
  );
  return lines.join('\n').trimEnd() + '\n';
}
