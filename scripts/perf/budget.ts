/**
 * `npm run budget`: the gzipped JS and CSS each page type loads on a first visit, next to a plain
 * Docusaurus 3.4.0 site's doc page, and the elements in its body, as a table. Exits 1, saying by
 * how much, when a page type is over BUDGET_RATIO × that baseline or over its ELEMENT_BUDGET.
 * Bytes and element counts do not depend on the machine: this gate never fails at random.
 */
import path from 'node:path';
import {describe, entityPageChunks, planPrecache, searchIndexOnDisk} from '../../src/plugins/offline/precache';
import {writeReport} from '../report';
import {buildDocusaurusAnchor, root} from './anchors';
import {serve} from '../serve-build';
import {launch} from '../lib/browser';
import {BUDGET_RATIO, ELEMENT_BUDGET, kb, measure, pageTypes} from './page-weight';

export async function budgetReport(): Promise<{table: string; over: string[]}> {
  const anchorBuild = buildDocusaurusAnchor();
  const ours = await serve(path.join(root, 'build'));
  const anchor = await serve(anchorBuild);
  const browser = await launch();
  try {
    const baseline = await measure(browser, `${anchor.origin}/docs/intro`);
    const rows = [
      `| 页面类型 | 路径 | JS（gzip KB） | CSS（gzip KB） | 合计 | 相对基线 | 元素数 / 预算 |`,
      `| --- | --- | ---: | ---: | ---: | ---: | ---: |`,
    ];
    rows.push(
      `| 基线：纯 Docusaurus 文档页 | /docs/intro | ${kb(baseline.js)} | ${kb(baseline.css)} | ${kb(baseline.total)} | 1.00× | ${baseline.elements} |`,
    );
    const over: string[] = [];
    for (const {key, name, route} of pageTypes()) {
      const weight = await measure(browser, `${ours.origin}${encodeURI(route)}`);
      const ratio = weight.total / baseline.total;
      const budget = baseline.total * BUDGET_RATIO;
      const elementBudget = ELEMENT_BUDGET[key]!;
      rows.push(
        `| ${name} | ${route} | ${kb(weight.js)} | ${kb(weight.css)} | ${kb(weight.total)} | ${ratio.toFixed(2)}× | ${weight.elements} / ${elementBudget} |`,
      );
      if (weight.elements > elementBudget) {
        over.push(
          `${name}（${route}）：页面有 ${weight.elements} 个元素，超出预算 ${weight.elements - elementBudget} 个（预算 ${elementBudget}，见 scripts/perf/page-weight.ts 的 ELEMENT_BUDGET）。`,
        );
      }
      if (weight.total > budget) {
        const top = weight.files
          .slice(0, 5)
          .map((f) => `${new URL(f.url).pathname} ${kb(f.gzip)} KB`)
          .join('，');
        over.push(
          `${name}（${route}）：${kb(weight.total)} KB，超出预算 ${kb(weight.total - budget)} KB（预算 ${kb(budget)} KB = 基线 ${kb(baseline.total)} KB × ${BUDGET_RATIO}）。最大的文件：${top}`,
        );
      }
    }
    // What the service worker stores after a first visit (src/plugins/offline), downloaded in the background.
    const build = path.join(root, 'build');
    const chunks = entityPageChunks(build, path.join(root, '.docusaurus'));
    const precache = planPrecache(build, searchIndexOnDisk(build), chunks);
    if (precache.over) over.push(precache.over);
    return {table: `${rows.join('\n')}\n\n${describe(precache.summary)}。`, over};
  } finally {
    await browser.close();
    await ours.close();
    await anchor.close();
  }
}

if (require.main === module) {
  budgetReport().then(({table, over}) => {
    writeReport('budget', table);
    if (over.length > 0) {
      console.error(`\n超出预算：\n${over.join('\n')}`);
      process.exit(1);
    }
    console.log(
      `\n全部页面类型都在预算内（脚本与样式不超过基线文档页的 ${BUDGET_RATIO} 倍，元素数不超过各自的预算）。`,
    );
  });
}
