import type { Page } from 'playwright-core';

import { BrokerAdapterError } from '../broker-adapter';
import { clickAndLoad, visit } from '../chromium';

import {
  label,
  required,
  searchName,
  textOf,
  type ConfirmationOutcome,
  type SiteScript,
  type SiteScriptContext,
  type SiteScriptOutcome,
} from './site-script';

// ClearRecords' opt-out (issue 59 design): search the opt-out page for the record, select it, give an e-mail address and
// tick "I am this person or authorized to act for them"; the site then e-mails a confirmation link, and the listing is
// removed only once that link is opened. The address given is the request's reply address, so the link arrives at
// Beacon's inbound mail and the pipeline opens it (confirm).

const SITE = 'ClearRecords';

async function searchOptOut(context: SiteScriptContext): Promise<void> {
  const { page, origin } = context;
  await visit(page, new URL('/opt-out', origin).href);
  const form = await required(page, 'form#opt-out-search', 'the opt-out search form', SITE);
  const name = searchName(context);
  await (await required(form, 'input[name="first"]', 'the first name field', SITE)).fill(name.first);
  await (await required(form, 'input[name="last"]', 'the last name field', SITE)).fill(name.last);
  // the state only narrows the search; a record whose state is not known is looked for without it
  const state = context.shown?.locations[0]?.state;
  if (state) await (await required(form, 'input[name="state"]', 'the state field', SITE)).fill(state);
  const button = await required(form, 'button, input[type="submit"]', 'the search button', SITE);
  await clickAndLoad(page, button);
}

async function submit(context: SiteScriptContext): Promise<SiteScriptOutcome> {
  const { page, listing, authorization } = context;
  await searchOptOut(context);

  const recordPath = `/opt-out/record/${encodeURIComponent(listing.siteListingId)}`;
  const select = page.locator(`a.opt-out-select[href$="${recordPath}"]`);
  if ((await select.count()) === 0) {
    if ((await page.locator('a.opt-out-select').count()) === 0 && (await page.locator('#no-results').count()) === 0) {
      throw new BrokerAdapterError('form_changed', `${SITE}: the opt-out search results have no a.opt-out-select link`);
    }
    throw new BrokerAdapterError(
      'unexpected_reply',
      `${SITE}: the opt-out search does not list ${listing.siteListingId}`,
    );
  }
  await clickAndLoad(page, select.first());

  const form = await required(page, 'form#opt-out-request', 'the opt-out request form', SITE);
  const email = await required(form, 'input#email[name="email"]', 'the "E-mail address" field', SITE);
  const confirm = await required(form, 'input#confirm[name="confirm"]', 'the "I am this person" box', SITE);
  const button = await required(form, 'button[type="submit"]', 'the send button', SITE, {
    hasText: label('Send confirmation e-mail'),
  });
  await email.fill(authorization.replyTo);
  await confirm.check();
  await clickAndLoad(page, button);

  const sent = await textOf(page, '.opt-out-sent');
  if (!sent) {
    throw new BrokerAdapterError(
      'unexpected_reply',
      `${SITE}: the request page did not say a confirmation link was sent`,
    );
  }
  return { siteReference: null, awaitingSiteConfirmation: true, note: sent };
}

async function confirm(page: Page, link: string): Promise<ConfirmationOutcome> {
  const status = await visit(page, link);
  if (status === 404) throw new BrokerAdapterError('unexpected_reply', `${SITE} does not know this confirmation link`);
  const confirmed = await textOf(page, '.opt-out-confirmed');
  if (!confirmed) {
    throw new BrokerAdapterError(
      'unexpected_reply',
      `${SITE}: the confirmation page did not confirm (no .opt-out-confirmed)`,
    );
  }
  return { siteReference: /\bCR-[A-Z0-9]+\b/.exec(confirmed)?.[0] ?? null, note: confirmed };
}

export const clearRecordsScript: SiteScript = { siteName: SITE, submit, confirm };
