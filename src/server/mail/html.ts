const BRAND = Symbol("SafeHtml");

/**
 * Markup that is safe to send: made only by the `html` tag below, which escapes every value it is
 * given. A mail's HTML has this type (MailMessage.html), so text from the database or the request
 * cannot reach it without being escaped.
 */
export interface SafeHtml {
  readonly [BRAND]: string;
}

/** What may stand in an `html` template: text (escaped), a number, markup made by `html`, or a list of these; null, undefined and false write nothing. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML text or a quoted attribute value: the five characters HTML gives a meaning escaped. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === "object" && value !== null && BRAND in value;
}

function write(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (isSafeHtml(value)) return value[BRAND];
  if (Array.isArray(value)) return value.map(write).join("");
  return escapeHtml(String(value));
}

/** The tag every mail's HTML is written with: the template's own text is markup, each value is escaped. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += write(value) + strings[index + 1]!;
  });
  return { [BRAND]: out };
}

/** The markup as a string, for the mail transport. */
export function htmlText(value: SafeHtml): string {
  return value[BRAND];
}

/** Text as HTML, each line break kept as <br>. */
export function htmlLines(value: string): SafeHtml {
  return joinHtml(value.split(/\r?\n/), html`<br>`);
}

/** The parts written one after another with `separator` between them. */
export function joinHtml(parts: readonly HtmlValue[], separator: SafeHtml): SafeHtml {
  return html`${parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part]))}`;
}
