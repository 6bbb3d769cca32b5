import { BrokerAdapterError } from '../broker-adapter';
import { clickAndLoad, visit } from '../chromium';

import {
  fullNameOf,
  label,
  required,
  textOf,
  type SiteScript,
  type SiteScriptContext,
  type SiteScriptOutcome,
} from './site-script';

// PeoplePath's opt-out (issue 59 design), a form of several steps: first the listing's URL, then the person's full
// name, an e-mail address and consent; the last page gives the request's reference (PP-…) and the listing is removed
// days later without any confirmation link. The e-mail given is the request's reply address (PeoplePath mails a receipt).

const SITE = 'PeoplePath';

async function submit(context: SiteScriptContext): Promise<SiteScriptOutcome> {
  const { page, origin, listing, authorization } = context;
  await visit(page, new URL('/optout', origin).href);

  if (
    (await page.locator('form#optout-step-1').count()) === 0 &&
    (await page.locator('form#optout-step-0').count()) > 0
  ) {
    throw new BrokerAdapterError(
      'form_changed',
      `${SITE}: the opt-out now starts with another step (form#optout-step-0) before the listing URL (form#optout-step-1)`,
    );
  }
  const step1 = await required(page, 'form#optout-step-1', 'the first step (listing URL)', SITE);
  const url = await required(step1, 'input#listingUrl[name="listingUrl"]', 'the "Listing URL" field', SITE);
  const next = await required(step1, 'button', 'the Next button', SITE, { hasText: label('Next') });
  await url.fill(listing.url);
  await clickAndLoad(page, next);

  const notFound = await textOf(page, '.optout-error');
  if (notFound) throw new BrokerAdapterError('unexpected_reply', `${SITE} answered the listing URL with: ${notFound}`);
  const step2 = await required(page, 'form#optout-step-2', 'the second step (name, e-mail, consent)', SITE);
  const fullName = await required(step2, 'input[name="fullName"]', 'the "Your full name" field', SITE);
  const email = await required(step2, 'input[name="email"]', 'the "E-mail address" field', SITE);
  const consent = await required(step2, 'input[name="consent"]', 'the consent box', SITE);
  const send = await required(step2, 'button', 'the Submit request button', SITE, { hasText: label('Submit request') });
  await fullName.fill(fullNameOf(authorization.person));
  await email.fill(authorization.replyTo);
  await consent.check();
  await clickAndLoad(page, send);

  const done = await textOf(page, '.optout-done');
  const reference = await textOf(page, '.optout-reference');
  if (!done || !reference) {
    throw new BrokerAdapterError(
      'unexpected_reply',
      `${SITE}: the last step gave no request reference (.optout-reference)`,
    );
  }
  return { siteReference: reference, awaitingSiteConfirmation: false, note: done };
}

export const peoplePathScript: SiteScript = { siteName: SITE, submit };
