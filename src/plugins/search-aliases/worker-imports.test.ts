import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import ts from 'typescript';
import {searchOptions} from '../../config/search';

/**
 * The modules the patched search worker imports run in every reader's browser. They must import
 * nothing at runtime but each other (types only otherwise), so pinyin-pro, the game data or
 * anything else of the build can never ride along into the worker's bundle: all they know comes
 * with the index (./extras.ts). The worker imports ./engine.ts, which imports the rest.
 */
const WORKER_MODULES = ['engine.ts', 'rewrite.ts', 'rank.ts', 'kinds.ts', 'shards.ts', 'paging.ts', 'traditional.ts'];
const WORKER_ENTRY = ['engine.ts'];
/** An import of another worker module (`import {rankResults} from './rank';`). */
const workerModuleImport = (statement: string) =>
  WORKER_MODULES.some((name) => statement.endsWith(`from './${name.replace(/\.ts$/, '')}';`));

/** The runtime imports of a module: import and export-from declarations that are not type-only, require() and import(). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) found.push(node.getText());
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push(node.getText());
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      found.push(node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('the modules the search worker runs import nothing at runtime (no pinyin library, no data)', () => {
  for (const name of WORKER_MODULES) {
    const file = path.join(__dirname, name);
    assert.deepEqual(
      runtimeImports(file).filter((statement) => !workerModuleImport(statement)),
      [],
      name,
    );
    // And as compiled: nothing else is left to load.
    const {outputText} = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    });
    const loads = outputText
      .split('\n')
      .filter((line) => /^\s*import\b|\brequire\(|\bimport\(/.test(line) && !workerModuleImport(line.trim()));
    assert.deepEqual(loads, [], name);
  }
});

test('the check catches a runtime import', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-imports-'));
  const file = path.join(dir, 'sample.ts');
  fs.writeFileSync(
    file,
    "import type {A} from './a';\nimport {type B} from './b';\nimport {pinyin} from 'pinyin-pro';\nimport './side-effect';\nexport {c} from './c';\nconst d = require('d');\nconst e = import('e');\n",
  );
  assert.deepEqual(runtimeImports(file), [
    "import {pinyin} from 'pinyin-pro';",
    "import './side-effect';",
    "export {c} from './c';",
    "require('d')",
    "import('e')",
  ]);
});

test('the plugin’s worker runs exactly our engine, through its option, and imports nothing of the site', () => {
  const worker = fs.readFileSync(
    require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js'),
    'utf8',
  );
  assert.doesNotMatch(worker, /@site\//);
  assert.match(worker, /generated-engine\.js/);
  const siteDir = path.resolve(__dirname, '../../..');
  const option = searchOptions(siteDir).workerEngine;
  // A path within the site, not the building machine's absolute path (it ends up in main.js).
  assert.match(option, /^@site\//);
  const engine = path.relative(__dirname, path.join(siteDir, option.replace(/^@site\//, '')));
  assert.deepEqual([engine], WORKER_ENTRY);
});
