import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {loadGameData} from '../../plugins/game-data/load';
import remarkGameData, {DataReferenceError} from './index';

const dataDir = path.resolve(__dirname, '../../../data');
const data = loadGameData(dataDir);

async function run(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).use(remarkGameData, {dataDir});
  const file = new VFile({value: markdown, path: path.join(process.cwd(), 'docs', '资源.md')});
  return processor.run(processor.parse(file), file);
}

test(':data[…] becomes the value from data/, as text', async () => {
  const militia = data.units.find((u) => u.id === 'militia')!;
  const tree = JSON.stringify(await run('民兵的生命是 :data[units.militia.hp]，训练要 :data[units.militia.cost.grain] 粮食。'));
  assert.ok(tree.includes(`民兵的生命是 `) && tree.includes(`"value":"${militia.hp}"`));
  assert.ok(tree.includes(`"value":"${militia.cost.grain}"`));
  assert.ok(!tree.includes('textDirective'));
});

test('an unknown reference fails with file, line and the fix', async () => {
  await assert.rejects(
    run('第一行\n\n生命是 :data[units.militia.hpp]。'),
    (error: Error) =>
      error instanceof DataReferenceError &&
      error.message.includes(`${path.join('docs', '资源.md')}:3：数据引用 :data[units.militia.hpp] 无效`) &&
      error.message.includes('没有字段「hpp」'),
  );
  await assert.rejects(run(':data[units.nobody.hp]'), /data\/units\.yaml 里没有 id 为「nobody」的条目/);
  await assert.rejects(run(':data[unicorns.a.b]'), /没有名为「unicorns」的数据/);
});

test('a techtree fence becomes the graphviz source of every technology and prerequisite', async () => {
  const tree = (await run('```techtree\n```\n')) as unknown as {children: {type: string; lang: string; value: string; meta: string}[]};
  const code = tree.children[0]!;
  assert.equal(code.lang, 'graphviz');
  assert.match(code.meta, /alt="科技树/);
  for (const tech of data.technologies) {
    assert.ok(code.value.includes(`${tech.id} [label="${tech.name}"]`), tech.id);
    for (const prerequisite of tech.prerequisites) assert.ok(code.value.includes(`${prerequisite} -> ${tech.id};`));
  }
  for (const era of data.eras) assert.ok(code.value.includes(`label="${era.name}"`));
});
