import type { Locator, Page } from 'playwright-core';

import {
  BrokerAdapterError,
  type ListingShown,
  type RemovalAuthorization,
  type SubmittableListing,
} from '../broker-adapter';

// A site script: the steps of one people-search site's opt-out flow, as that site's pages are known to the adapter
// (selectors and texts of the issue 59 design). The web-form adapter opens the browser, captures the listing and hands
// the page to the script; the script walks the site's forms. Where an expected form, field or button is not there, the
// site changed its form: the script stops with `form_changed`, naming what it missed, rather than guess.

export interface SiteScriptContext {
  page: Page;
  /** the site's origin, e.g. http://127.0.0.1:2531 */
  origin: string;
  listing: SubmittableListing;
  /** what the listing page showed just before the request (null when it could not be read) */
  shown: ListingShown | null;
  authorization: RemovalAuthorization;
}

export interface SiteScriptOutcome {
  siteReference: string | null;
  awaitingSiteConfirmation: boolean;
  /** what the site said, in its own words */
  note: string;
}

export interface ConfirmationOutcome {
  siteReference: string | null;
  note: string;
}

export interface SiteScript {
  /** the site's name, for captions and messages: "ClearRecords" */
  siteName: string;
  submit(context: SiteScriptContext): Promise<SiteScriptOutcome>;
  /** opens a confirmation link the site e-mailed; only sites that confirm by e-mail have it */
  confirm?(page: Page, link: string): Promise<ConfirmationOutcome>;
}

/** The first element matching `selector` in `scope`, or `form_changed` naming it. Pages are static: no waiting. */
export async function required(
  scope: Page | Locator,
  selector: string,
  what: string,
  siteName: string,
  options: { hasText?: RegExp } = {},
): Promise<Locator> {
  const found = scope.locator(selector, options.hasText ? { hasText: options.hasText } : undefined);
  if ((await found.count()) === 0) {
    const text = options.hasText ? ` reading ${String(options.hasText)}` : '';
    throw new BrokerAdapterError(
      'form_changed',
      `${siteName}: ${what} (${selector}${text}) is not on ${pathOf(scope)}`,
    );
  }
  return found.first();
}

function pathOf(scope: Page | Locator): string {
  const page = 'page' in scope ? scope.page() : scope;
  return new URL(page.url()).pathname;
}

/** The text of an element, spaces folded; '' when absent. */
export async function textOf(scope: Page | Locator, selector: string): Promise<string> {
  const found = scope.locator(selector);
  if ((await found.count()) === 0) return '';
  return (await found.first().innerText()).replace(/\s+/g, ' ').trim();
}

/** A button's exact label, spaces around it allowed. */
export function label(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/** The name a site's search form is given: the listing's own name (a site finds its record by it), else the person's. */
export function searchName(context: SiteScriptContext): { first: string; last: string } {
  const parts = context.shown?.name.split(/\s+/).filter((part) => part.length > 0) ?? [];
  const first = parts[0];
  const last = parts.at(-1);
  if (first !== undefined && last !== undefined && parts.length > 1) return { first, last };
  return { first: context.authorization.person.firstName, last: context.authorization.person.lastName };
}

export function fullNameOf(person: RemovalAuthorization['person']): string {
  return [person.firstName, person.middleName, person.lastName].filter((part) => part.trim().length > 0).join(' ');
}
