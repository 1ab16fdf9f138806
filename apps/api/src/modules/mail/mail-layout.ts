/**
 * The frame of every mail Maître sends: a title, paragraphs and one button, as HTML and as plain text, in the
 * recipient's language (decision 0023). Each mail's own texts sit beside it (auth.mails.ts, team.mails.ts) in the same
 * shape: an English object and one per other locale, typed by it, so a missing key does not compile.
 */
import type { Locale } from '@maitre/shared/locales';
import { escapeHtml } from '../../lib/html.ts';

const en = {
  /** The greeting with the person's name (already shortened). */
  hello: (name: string) => `Hello ${name},`,
  /** The greeting when there is no name to use. */
  helloNoName: 'Hello,',
  /** Under the button, for mail readers that do not show it. */
  linkFallback: 'If the button does not work, open this link:',
  /** The button in the plain-text part: its label, then the link. */
  textAction: (label: string, url: string) => `${label}: ${url}`,
};

export type LayoutTexts = typeof en;

const layoutTexts: Record<Locale, LayoutTexts> = {
  en,
  fr: {
    hello: (name) => `Bonjour ${name},`,
    helloNoName: 'Bonjour,',
    linkFallback: 'Si le bouton ne fonctionne pas, ouvrez ce lien\u00a0:',
    textAction: (label, url) => `${label}\u00a0: ${url}`,
  },
  de: {
    hello: (name) => `Hallo ${name},`,
    helloNoName: 'Hallo,',
    linkFallback: 'Falls der Button nicht funktioniert, öffnen Sie diesen Link:',
    textAction: (label, url) => `${label}: ${url}`,
  },
  it: {
    hello: (name) => `Ciao ${name},`,
    helloNoName: 'Ciao,',
    linkFallback: 'Se il pulsante non funziona, apri questo link:',
    textAction: (label, url) => `${label}: ${url}`,
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    helloNoName: 'Hola:',
    linkFallback: 'Si el botón no funciona, abre este enlace:',
    textAction: (label, url) => `${label}: ${url}`,
  },
  nl: {
    hello: (name) => `Hallo ${name},`,
    helloNoName: 'Hallo,',
    linkFallback: 'Werkt de knop niet? Open dan deze link:',
    textAction: (label, url) => `${label}: ${url}`,
  },
};

/**
 * A paragraph is a string, or a list of lines (a bulleted list in HTML, one line each in the text part). `footer` is
 * small print under the button with a link of its own (the digest's "manage this mail").
 */
export function layout(
  locale: Locale,
  title: string,
  paragraphs: Array<string | string[]>,
  action: { label: string; url: string },
  footer?: { text: string; url: string },
) {
  const texts = layoutTexts[locale];
  const htmlParagraph = (p: string | string[]) =>
    typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<ul>${p.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">Maître</h1><h2 style="font-size:16px">${escapeHtml(title)}</h2>
${paragraphs.map(htmlParagraph).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(texts.linkFallback)} ${escapeHtml(action.url)}</p>${
    footer ? `\n<p style="font-size:12px;color:#6b7280">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.url)}">${escapeHtml(footer.url)}</a></p>` : ''
  }
</body></html>`;
  const textParagraph = (p: string | string[]) => (typeof p === 'string' ? p : p.map((line) => `- ${line}`).join('\n'));
  const text = `Maître — ${title}\n\n${paragraphs.map(textParagraph).join('\n\n')}\n\n${texts.textAction(action.label, action.url)}\n${
    footer ? `\n${footer.text} ${footer.url}\n` : ''
  }`;
  return { html, text };
}

/** The account holder's own name, kept short: a greeting, not a place for a message. Without a name, a plain hello. */
export function greeting(locale: Locale, name: string): string {
  const short = [...name.replace(/\s+/g, ' ').trim()];
  const shown = short.length > 40 ? `${short.slice(0, 39).join('')}…` : short.join('');
  return shown ? layoutTexts[locale].hello(shown) : layoutTexts[locale].helloNoName;
}
