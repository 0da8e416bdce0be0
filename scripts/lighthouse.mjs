// Lighthouse's mobile audit of a few pages, for `pnpm bench -- --lighthouse` (their goals: performance
// >= 95, accessibility, best practices and SEO 100, no layout shift). It drives the Chromium this machine
// has (CHROME_PATH, or PLAYWRIGHT_CHROMIUM_PATH, or /usr/bin/chromium), headless; it downloads no browser.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const lighthouseGoals = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};
const CATEGORIES = Object.keys(lighthouseGoals);

/**
 * Audits of each page. One audit's performance score moves by several points between runs on this machine
 * (the same build gave /home 91 and 99), so each page is audited this many times and judged by the median
 * run, as Lighthouse's own guide to variability advises (docs/decisions/222-lighthouse-median-of-five.md).
 */
const RUNS = 5;

/**
 * One row per page, from its median run of `runs`: the four category scores (0-100), CLS and LCP, whether
 * every goal was met, and the lowest and highest performance score of the runs. A page marked `noindex`
 * (the account forms, which ask search engines to stay away on purpose) is not judged on SEO: Lighthouse
 * counts that request against it.
 */
export async function lighthouseRows(pages, { runs: runCount = RUNS } = {}) {
  const chromePath = process.env.CHROME_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows = [];
    for (const { name, url, noindex = false } of pages) {
      // Lighthouse's defaults: a mid-range phone on a throttled mobile connection, as the goals are set.
      const runs = [];
      const failures = [];
      for (let run = 0; run < runCount; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        // A run whose trace Chromium failed to record (it happens here now and then) is passed over.
        if (result.lhr.runtimeError) failures.push(result.lhr.runtimeError.message);
        else runs.push(result.lhr);
      }
      // most of the runs must have worked for the median to mean something
      if (runs.length < Math.ceil(runCount / 2))
        throw new Error(`Lighthouse could not audit ${url}: ${failures.join('; ')}`);
      const { categories, audits } = computeMedianRun(runs);
      const performances = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
      const score = (id) => categories[id]?.score ?? 0;
      const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      const judged = noindex ? CATEGORIES.filter((id) => id !== 'seo') : CATEGORIES;
      const met = judged.every((id) => score(id) >= lighthouseGoals[id]) && cls === 0;
      rows.push({
        page: name,
        performance: Math.round(score('performance') * 100),
        accessibility: Math.round(score('accessibility') * 100),
        'best practices': Math.round(score('best-practices') * 100),
        SEO: Math.round(score('seo') * 100),
        CLS: +cls.toFixed(3),
        'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        'performance of the runs': `${Math.min(...performances)}-${Math.max(...performances)}`,
        goal: noindex ? '>= 95, 100, 100, SEO not judged (noindex), CLS 0' : '>= 95, 100, 100, 100, CLS 0',
        met: met ? 'yes' : 'NO',
      });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}
