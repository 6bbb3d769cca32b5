import { cancellationRule, REFUND_RULE } from '@beacon/platform';

// The questions members ask most (issue 16 point 7), grouped as the FAQ shows them.

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  entries: FaqEntry[];
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'Membership and billing',
    entries: [
      {
        question: 'What does my membership include?',
        answer:
          'Your membership lets you search U.S. public records by name, phone number, e-mail address or street address and open full person, phone, e-mail and address reports. Membership Settings lists exactly what each of your subscriptions includes.',
      },
      {
        question: 'When will I be charged?',
        answer:
          'A subscription is charged when it starts and then at the start of each period at the price shown before you paid. Membership Settings shows the next renewal date, and we remind you a week before.',
      },
      {
        question: 'How do I cancel?',
        answer: `Open Membership Settings, choose Cancel next to the subscription, tell us why, and confirm. ${cancellationRule()} Until then, you can reactivate it at the same price.`,
      },
      {
        question: 'Can I get my membership back after canceling?',
        answer:
          'Yes. Until the end of the period you paid for, Reactivate in Membership Settings (or on the banner at the top of the page) restores it at the same price.',
      },
      {
        question: 'Can I get a refund?',
        answer: `${REFUND_RULE} Choose Request a refund next to the order. Memberships and add-ons are not refunded: when you cancel one, you keep what you paid for until the end of its period.`,
      },
      {
        question: 'Which cards do you accept, and do you keep my card number?',
        answer:
          'Visa, Mastercard, American Express and Discover. Your card number and security code go to our payment processor; we keep only the brand, the last four digits and the expiration date.',
      },
    ],
  },
  {
    title: 'Reports and data',
    entries: [
      {
        question: 'Where does the information come from?',
        answer:
          'From public records: property and court records, business filings, professional licenses, phone directories and other publicly available sources. We do not use credit reports.',
      },
      {
        question: 'What is a Premium Report?',
        answer:
          'A premium person report adds criminal records, financial records (bankruptcies, liens, judgments) and assets (properties, vehicles, watercraft). You can upgrade one report or hold premium reports with your membership.',
      },
      {
        question: 'Can I download a report?',
        answer: 'Yes. Open the report and choose Download PDF; the file is ready in a few seconds.',
      },
      {
        question: 'Why can I not find someone?',
        answer:
          'Try a nickname or initial, leave out the city, or search by a phone number or an address instead. People who have opted out are never shown.',
      },
    ],
  },
  {
    title: 'Accuracy and corrections',
    entries: [
      {
        question: 'A report about me is wrong. What can I do?',
        answer:
          'On your own report you can correct a fact with the pencil next to it; the correction shows on your report. To have your record removed from search, use the opt-out page.',
      },
      {
        question: 'How current is the information?',
        answer:
          'Every fact shows its source and when it was last seen. Records are refreshed as new public records are published.',
      },
    ],
  },
  {
    title: 'Privacy, opt-out and removal',
    entries: [
      {
        question: 'How do I remove my information from Beacon?',
        answer:
          'Fill in the opt-out form at /opt-out and confirm the link we e-mail you. Your record stops appearing in searches as soon as you confirm; you do not need to be a member.',
      },
      {
        question: 'What are my rights under California and other state privacy laws?',
        answer:
          'You may ask what we hold about you, ask us to delete it, and opt out of its sale or sharing. Residents of California, Colorado, Connecticut, Virginia and other states with privacy laws can use the opt-out page or contact Member Care.',
      },
      {
        question: 'Can I use Beacon to screen a tenant or an employee?',
        answer:
          'No. Beacon is not a consumer reporting agency and its reports may not be used for employment, credit, insurance, housing or any other purpose covered by the Fair Credit Reporting Act.',
      },
    ],
  },
  {
    title: 'Guardian and monitoring',
    entries: [
      {
        question: 'What does Guardian do?',
        answer:
          'Guardian finds your personal information on people-search and data-broker sites, asks each one to remove it, tracks every request and checks again later.',
      },
      {
        question: 'What is Dark Web Monitoring?',
        answer:
          'It watches for your e-mail addresses, phone numbers and other details in data breaches and alerts you when they appear, with what to do next.',
      },
      {
        question: 'What is Report Monitoring?',
        answer:
          'It watches the people and addresses you choose and tells you when their records change, such as a move, a new phone number or a registered offender nearby.',
      },
    ],
  },
  {
    title: 'Account and sign-in',
    entries: [
      {
        question: 'How do I change my e-mail address or password?',
        answer:
          'Open Personal Settings. A new e-mail address needs your current password; a new password signs you out everywhere else.',
      },
      {
        question: 'Where do I find my Member ID and PIN?',
        answer: 'In the Account menu at the top of every page, and on the Account page. Member Care may ask for them.',
      },
      {
        question: 'I forgot my password.',
        answer: 'Call Member Care and we will help you sign in again after confirming your Member ID and PIN.',
      },
    ],
  },
];

/** The groups with only the entries whose question or answer contain the text (case-insensitive). */
export function searchFaq(groups: readonly FaqGroup[], text: string): FaqGroup[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) => entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}
