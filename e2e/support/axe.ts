import type { Page } from '@playwright/test';
import axe from 'axe-core';

// @axe-core/playwright needs Node 22, so axe-core's own browser bundle is injected into the page instead. The edge's
// CSP forbids inline scripts: the context running this must be created with `bypassCSP: true`.

/**
 * The rules run: WCAG 2.0, 2.1 and 2.2 at levels A and AA (the level the product is held to; 2.2 adds the 24×24
 * target size) and axe's best practices (landmarks, heading order, one main, one h1), which catch what a screen
 * reader user meets first. Not run: AAA (`wcag2aaa`, e.g. 7:1 contrast, 44×44 targets), which the product does not
 * claim, and `experimental`, whose rules axe itself does not consider stable.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeFinding {
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Runs axe on the whole document as it is now and returns one finding per failing rule. */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async (tags) => {
    const engine = window.axe;
    if (!engine) throw new Error('axe-core was not injected');
    const results = await engine.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary ?? violation.help,
    }));
  }, AXE_TAGS);
  return violations;
}
