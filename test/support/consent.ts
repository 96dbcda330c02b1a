import { Parser } from 'htmlparser2';

/** What a person sees on the sign-in and consent page: the form's fields, the identities offered, the error shown. */
export interface ConsentPage {
  status: number;
  html: string;
  /** Hidden fields and checked radio buttons, as the browser would submit them. */
  fields: Record<string, string>;
  /** The `acting_as` choices: value and label. */
  identities: { id: string; label: string }[];
  error: string | undefined;
  cookie: string | undefined;
}

/** Reads the page as a browser would: its form fields, its radio choices and any alert. */
export async function readConsentPage(response: Response, cookie?: string): Promise<ConsentPage> {
  const html = await response.text();
  const fields: Record<string, string> = {};
  const identities: { id: string; label: string }[] = [];
  let error: string | undefined;
  let inAlert = false;
  let inLabel: { id: string; label: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'input' && attributes.type === 'hidden' && attributes.name) fields[attributes.name] = attributes.value ?? '';
        if (name === 'input' && attributes.type === 'radio' && attributes.name === 'acting_as') {
          inLabel = { id: attributes.value ?? '', label: '' };
          identities.push(inLabel);
          if ('checked' in attributes) fields.acting_as = attributes.value ?? '';
        }
        if (attributes.role === 'alert') inAlert = true;
      },
      ontext(text) {
        if (inAlert) error = (error ?? '') + text;
        if (inLabel) inLabel.label += text;
      },
      onclosetag(name) {
        if (name === 'p') inAlert = false;
        if (name === 'label') inLabel = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const setCookie = response.headers.get('set-cookie');
  return { status: response.status, html, fields, identities, error, cookie: setCookie ? setCookie.split(';', 1)[0] : cookie };
}

/** Submits the page's form (POST /authorize) with the person's input, as a browser would, without following the redirect. */
export function submitConsent(baseUrl: string, page: ConsentPage, input: Record<string, string>): Promise<Response> {
  return fetch(`${baseUrl}/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(page.cookie ? { cookie: page.cookie } : {}) },
    body: new URLSearchParams({ ...page.fields, ...input }),
  });
}

/**
 * A person signs in on the consent page at `authorizationUrl` and allows the client, acting as
 * `actingAs` (default: themselves). Answers where the page sends the browser back: the redirect URI
 * with `code` and `state`, or with `error`.
 */
export async function consentAs(
  baseUrl: string,
  authorizationUrl: string | URL,
  person: { email: string; password: string },
  actingAs?: string,
): Promise<URL> {
  const signIn = await readConsentPage(await fetch(authorizationUrl));
  if (!signIn.html.includes('name="password"')) {
    throw new Error(`no sign-in form: ${signIn.status} ${signIn.html.slice(0, 200)}`);
  }
  const consent = await readConsentPage(await submitConsent(baseUrl, signIn, { ...person, action: 'sign-in' }));
  if (consent.identities.length === 0) throw new Error(`sign-in failed: ${consent.status} ${consent.error ?? consent.html.slice(0, 200)}`);
  const answer = await submitConsent(baseUrl, consent, { action: 'allow', ...(actingAs ? { acting_as: actingAs } : {}) });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`consent did not redirect: ${answer.status} ${await answer.text()}`);
  return new URL(location);
}
