/**
 * axe-core over what a test rendered, with the rules of the browser suite's gate (e2e/a11y.ts, decision 0017) that
 * jsdom can judge: it lays nothing out and paints nothing, so colour contrast and target sizes stay the browser
 * suite's. Returns one line per blocking violation, so a failure names the rule and the nodes.
 */
import axe from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const KEPT_FIXED = new Set(['heading-order', 'landmark-one-main', 'region']);
/** Page-level rules: a screen rendered alone has no landmarks around it, the app's frame gives them. */
const PAGE_LEVEL = { 'landmark-one-main': { enabled: false }, region: { enabled: false }, 'page-has-heading-one': { enabled: false } };

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(root, {
    runOnly: { type: 'tag', values: TAGS },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, ...PAGE_LEVEL },
    resultTypes: ['violations'],
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || KEPT_FIXED.has(violation.id))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
