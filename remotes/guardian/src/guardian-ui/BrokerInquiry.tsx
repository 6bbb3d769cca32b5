import { useId, useRef, useState } from 'react';

import { useAskBroker, type GuardianProtection } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';
import { Button } from '@beacon/ui';
import { formLayout } from '@beacon/ui/forms';

import { DisclosureButton } from './DisclosureButton';
import { failureText } from './failure-text';
import guardian from './guardian.module.css';

type NotCheckedBroker = GuardianProtection['notChecked'][number];
type Inquiry = NonNullable<NotCheckedBroker['inquiry']>;

/** The word beside a site's name in "Sites Guardian does not check": what Guardian knows of it, and from whom. */
export function notCheckedLabel(broker: NotCheckedBroker): string {
  if (!broker.inquiry) return 'Not checked';
  if (broker.inquiry.answer === 'none') return 'Asked';
  if (broker.inquiry.answer === 'not_held') return 'Holds nothing';
  return 'Answered';
}

function answerText(inquiry: Inquiry, brokerName: string, firstName: string): string {
  const on = inquiry.answeredAt ? formatDisplayDate(inquiry.answeredAt) : '';
  switch (inquiry.answer) {
    case 'none':
      return `Asked ${formatDisplayDate(inquiry.askedAt)}: Guardian e-mailed ${brokerName} for ${firstName}. No answer yet; the law gives ${brokerName} 45 days.`;
    case 'not_held':
      return `${brokerName} answered on ${on} that it holds nothing about ${firstName}:`;
    case 'needs_action':
      return `${brokerName} answered on ${on} and asks for something first. If you find ${firstName}'s listing there, add it below:`;
    case 'unreadable':
      return `${brokerName} answered on ${on}; Guardian cannot read the answer as a yes or a no:`;
  }
}

export interface BrokerInquiryProps {
  memberId: number;
  broker: NotCheckedBroker;
  firstName: string;
}

/**
 * Guardian's question to a site it cannot read (issue 59 point 2): behind a disclosure that says what the e-mail asks,
 * the member sends it; then the card says it was asked, and, once the site answers, its answer in its own words. An
 * answer that names a listing takes the site off this list: the listing shows with the others.
 */
export function BrokerInquiry({ memberId, broker, firstName }: BrokerInquiryProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const ask = useAskBroker(memberId);
  const { inquiry } = broker;

  if (inquiry) {
    return (
      <div className={guardian.stack}>
        <p ref={status} tabIndex={-1} className={guardian.text}>
          {answerText(inquiry, broker.name, firstName)}
        </p>
        {inquiry.quote ? <blockquote className={guardian.quote}>{inquiry.quote}</blockquote> : null}
      </div>
    );
  }
  if (!broker.acceptsInquiries) return null;

  function send() {
    setFailure(null);
    ask.mutate(
      { brokerSlug: broker.slug },
      {
        onSuccess: () => {
          setOpen(false);
          // the card now says the site was asked: the keyboard goes there (once the overview is read again)
          window.setTimeout(() => status.current?.focus(), 0);
        },
        onError: (error) => setFailure(failureText(error, 'The e-mail could not be sent. Please try again.')),
      },
    );
  }

  return (
    <>
      <DisclosureButton open={open} onToggle={() => setOpen((value) => !value)} controls={panelId}>
        Ask {broker.name} about {firstName}
      </DisclosureButton>
      <div id={panelId} hidden={!open} className={guardian.stack}>
        {open ? (
          <>
            <p className={guardian.text}>
              Guardian e-mails {broker.name}&apos;s privacy address for {firstName}: it asks {broker.name} to delete
              what it holds about {firstName} and to name each listing it removes, or to say it holds nothing. Its
              answer shows here; a listing it names joins {firstName}&apos;s listings.
            </p>
            {failure ? (
              <p className={guardian.error} role="alert">
                {failure}
              </p>
            ) : null}
            <div className={formLayout.buttons}>
              <Button onClick={send} disabled={ask.isPending}>
                {ask.isPending ? 'Sending…' : 'Send the e-mail'}
              </Button>
              <button
                type="button"
                className={formLayout.secondary}
                disabled={ask.isPending}
                onClick={() => setOpen(false)}
              >
                Cancel
              </button>
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}
