/**
 * The browser suite's accessibility checks: axe-core over the page as it is on screen, and a reflow check (nothing
 * wider than the viewport, WCAG 1.4.10). Decision 0017 says what they gate.
 */
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The rule sets of the November 2026 audit: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Violation {
  rule: string;
  impact: Impact;
  help: string;
  /** CSS selectors of the offending nodes. */
  targets: string[];
}

/** What axe finds on the page now, one entry per rule. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, so the app's Content-Security-Policy (no inline scripts) does not stop it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    // Judge the settled screen: a colour still in its transition (a chip just chosen) is not what a person reads.
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation (a spinner) cannot finish; it is left as it is.
      }
    }
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await engine.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map((violation) => ({
      rule: violation.id,
      impact: (violation.impact ?? 'minor') as Impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, TAGS);
}

/** Moderate rules the November 2026 audit found and issue 23 fixed: gated too, so they stay fixed. */
const KEPT_FIXED = new Set(['heading-order', 'landmark-one-main', 'region']);

/** What fails the gate: any serious or critical violation, and the moderate rules fixed once. */
export const isBlocking = (violation: Violation) => violation.impact === 'serious' || violation.impact === 'critical' || KEPT_FIXED.has(violation.rule);

/** One line per rule, for a failure message: `color-contrast (serious): Elements must meet … — .a, .b`. */
export function describeViolations(violations: Violation[]): string {
  return violations.map((violation) => `${violation.rule} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`).join('\n');
}

/**
 * What does not fit the viewport's width: the page scrolling sideways, or a box whose content is wider than the box
 * (cut off, or scrolling sideways inside it). Allowed: a form field scrolling its own text, text cut with an ellipsis,
 * visually hidden text, and a sideways scroller the keyboard can reach by design (focusable and named: the plan
 * comparison table, which WCAG 1.4.10 allows to scroll in two dimensions).
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const label = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = element.getAttribute('class')?.split(/\s+/).slice(0, 4).join('.') ?? '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    if (root.scrollWidth > root.clientWidth) {
      // Name what sticks out: the innermost elements whose right edge passes the viewport's.
      const out = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1);
      const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other))).slice(0, 4);
      found.push(`the page is ${root.scrollWidth - root.clientWidth}px wider than the viewport (${innermost.map(label).join(', ')})`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || element.scrollWidth <= element.clientWidth + 1) continue;
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' || style.display === 'none' || style.visibility === 'hidden') continue;
      if (style.textOverflow === 'ellipsis') continue;
      // Visually hidden (sr-only, the honeypot): a 1px box by design.
      if (element.clientWidth <= 1 || element.getBoundingClientRect().width <= 1) continue;
      const isNamedScroller = element.tabIndex >= 0 && (element.getAttribute('aria-label') || element.getAttribute('aria-labelledby'));
      if (isNamedScroller) continue;
      found.push(`${label(element)} holds ${element.scrollWidth - element.clientWidth}px more than its width`);
    }
    return found;
  });
}
