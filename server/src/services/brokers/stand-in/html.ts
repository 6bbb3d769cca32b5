// HTML of the stand-in broker sites: every value written into a page goes through escapeHtml (names, addresses and
// e-mail addresses come from the data set and from forms), and markup built here is passed on as SafeHtml so it is
// not escaped twice.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Interpolated = SafeHtml | string | number | null | undefined | ReadonlyArray<SafeHtml>;

function render(value: Interpolated): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: SafeHtml) => item.value).join('');
  return escapeHtml(String(value));
}

/**
 * A tagged template: markup`<p>${name}</p>` escapes name; SafeHtml values and arrays of them go in as they are. Not
 * named `html`: prettier reformats templates of that tag as HTML and would wrap the texts the adapters read.
 */
export function markup(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** A whole page of a site: its name in the header, a link home and to its opt-out page. */
export function page(site: { name: string; optOutPath: string }, title: string, body: SafeHtml): string {
  return markup`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8">
        <title>${title} | ${site.name}</title>
      </head>
      <body>
        <header>
          <a href="/" class="site-name">${site.name}</a>
          <nav><a href="${site.optOutPath}">Opt out</a></nav>
        </header>
        <main>${body}</main>
      </body>
    </html> `.value;
}
