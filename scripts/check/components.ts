/**
 * What the MDX components are given, checked as they will render it, so a mistake that would stop
 * the build's render (with no file or line) is reported at the element: `<BalanceChanges version>`
 * must name a release with balance changes in data/releases.yaml.
 */
import type {Problem} from '../../src/problems';
import {balanceChangesOf, type ChangeRow} from '../../src/plugins/releases/balance';
import type {Parsed} from './markdown';

/** `rows` are the changes the build hands the component (src/plugins/releases, balance.json). */
export function checkComponents(parsed: readonly Parsed[], rows: readonly ChangeRow[]): Problem[] {
  const problems: Problem[] = [];
  for (const {source, elements} of parsed) {
    for (const element of elements) {
      const version = element.attributes.version;
      if (element.name !== 'BalanceChanges' || version === undefined) continue;
      const {problem} = balanceChangesOf(rows, version);
      if (problem) problems.push({file: source.file, line: element.line, message: problem});
    }
  }
  return problems;
}
