import {
  alertEmailMessages,
  alertEmailPreferenceResponseSchema,
  alertEmailsUnsubscribeQuerySchema,
  errorResponses,
  type AlertEmailsUnsubscribeQuery,
} from '@beacon/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { badRequest } from '../../http-errors';
import { routeSchema } from './validation';

// The unsubscribe link of every alert e-mail (issue 58 point 4), in its List-Unsubscribe header and at its foot.
// Public: no member and no app headers (a mail client or a browser opening a link has neither); the signed token is
// the credential, and it can do one thing only, turn that account's alert e-mails off.
//
// POST is RFC 8058's one-click: a mail client posts `List-Unsubscribe=One-Click` (form-encoded) and the preference is
// off, 200. GET never changes anything (mail scanners and link previews open every link in a mail): it shows a page
// with a button that posts the same form, and once alert e-mails are off, says so. A browser that posts from that
// page is sent back to it (303), so a reload does not post again.

const CONFIRM_PAGE_TITLE = 'Alert e-mails';

function page(title: string, paragraph: string, form: boolean): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title} · Beacon</title></head>`,
    '<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">',
    `<main><h1>${title}</h1><p>${paragraph}</p>`,
    // the same URL, token included: the form is RFC 8058's POST
    form
      ? '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">' +
        '<button type="submit">Stop alert e-mails</button></form>'
      : '',
    '</main></body></html>',
  ].join('\n');
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

export async function alertEmailsUnsubscribeRoutes(app: FastifyInstance): Promise<void> {
  // RFC 8058's body is a form (urlencoded or multipart): read as text and not used, since the URL's token is all the
  // request needs; scoped to this plugin, so every other route keeps refusing forms
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
  }
  const limited = { appHeaders: false, rateLimit: { max: 30, timeWindow: 60_000 } } as const;

  app.get<{ Querystring: AlertEmailsUnsubscribeQuery }>(
    '/alert-emails/unsubscribe',
    {
      config: limited,
      schema: routeSchema({
        tags: ['account'],
        summary: "The alert e-mails' unsubscribe link: a page that confirms (never changes anything itself)",
        querystring: alertEmailsUnsubscribeQuerySchema,
        response: {
          200: {
            description: 'An HTML page: a button that stops alert e-mails, or that they are stopped',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          ...errorResponses(400, 429),
        },
      }),
    },
    async (request, reply) => {
      const frequency = await app.alertMail.frequencyOfToken(request.query.token);
      if (frequency === undefined) {
        return html(reply, 400, page(CONFIRM_PAGE_TITLE, alertEmailMessages.tokenInvalid, false));
      }
      if (frequency === 'off')
        return html(reply, 200, page(CONFIRM_PAGE_TITLE, alertEmailMessages.unsubscribed, false));
      return html(
        reply,
        200,
        page(
          CONFIRM_PAGE_TITLE,
          'Stop the e-mails that tell you of new identity and dark web alerts? Your alerts stay in your account, ' +
            'and you can turn the e-mails back on in Personal Settings.',
          true,
        ),
      );
    },
  );

  app.post<{ Querystring: AlertEmailsUnsubscribeQuery }>(
    '/alert-emails/unsubscribe',
    {
      config: limited,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['account'],
        summary: 'One-click unsubscribe (RFC 8058): alert e-mails off for the account the token names',
        description:
          'Posted by mail clients from the `List-Unsubscribe` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` ' +
          'headers of alert e-mails (body `List-Unsubscribe=One-Click`, form-encoded). 400 when the token does not ' +
          'verify. A browser posting the confirmation page (Accept: text/html) is redirected back to it (303).',
        querystring: alertEmailsUnsubscribeQuerySchema,
        response: {
          200: alertEmailPreferenceResponseSchema,
          303: { description: 'Back to the confirmation page, which now says alert e-mails are stopped' },
          ...errorResponses(400, 413, 415, 429),
        },
      }),
    },
    async (request, reply) => {
      if (!(await app.alertMail.unsubscribe(request.query.token))) throw badRequest(alertEmailMessages.tokenInvalid);
      const accept = request.headers.accept ?? '';
      if (/\btext\/html\b/.test(accept)) return reply.redirect(request.url, 303);
      return { frequency: 'off' } as const;
    },
  );
}
