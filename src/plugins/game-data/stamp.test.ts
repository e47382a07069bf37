import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {gameDataFixtures} from '../../../tests/support/game-data-fixture';
import remarkGameData from '../../remark/game-data';
import {pageStampDir, pageStampFile} from './pageStamps';
import gameDataPlugin from '.';

const {mutated} = gameDataFixtures('stamp');

test('a data edit recompiles the pages whose shown values changed, not the others', async () => {
  const dir = mutated({});
  const generated = path.join(path.dirname(dir), '.docusaurus');
  const pagesDir = pageStampDir(generated);
  const plugin = gameDataPlugin({siteDir: path.dirname(dir), generatedFilesDir: generated} as LoadContext);
  const reload = () =>
    plugin.allContentLoaded!({allContent: {}, actions: {createData: async (name: string) => name}} as never);
  // What webpack does to a page that shows data: the remark plugin records what it shows.
  const compile = async (name: string, markdown: string) => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkMath)
      .use(remarkDirective)
      .use(remarkGameData, {dataDir: dir, pagesDir});
    const file = new VFile({value: markdown, path: path.join(path.dirname(dir), 'docs', name)});
    await processor.run(processor.parse(file), file);
    return pageStampFile(pagesDir, file.path);
  };
  const hp = await compile('hp.md', '民兵的生命 :data[units.militia.hp]。');
  const count = await compile('count.md', '共有 :data[factions]{format=count}个阵营，$\\data{units.militia.hp}$。');
  await reload();
  const stamped = () => [hp, count].filter((file) => fs.existsSync(file));
  assert.deepEqual(stamped(), [], 'nothing changed since the pages were compiled');
  const file = path.join(dir, 'units.yaml');
  const edit = (from: string, to: string) => fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to));
  edit('    hp: 60\n', '    hp: 60 # 民兵\n');
  await reload();
  assert.deepEqual(stamped(), [], 'a comment changes no page');
  edit('    hp: 60 # 民兵\n', '    hp: 61\n');
  await reload();
  assert.deepEqual(stamped(), [hp, count], 'both pages show 民兵的生命');
  const written = fs.readFileSync(hp, 'utf8');
  await reload();
  assert.equal(fs.readFileSync(hp, 'utf8'), written, 'a stamp is written once per change');
  // Compiled again with 61: the next edit of a value neither page shows stamps neither.
  await compile('hp.md', '民兵的生命 :data[units.militia.hp]。');
  fs.rmSync(hp);
  edit('    hp: 61\n', '    hp: 62\n');
  await reload();
  assert.ok(fs.existsSync(hp));
  fs.rmSync(hp);
  fs.rmSync(count);
  await compile('hp.md', '民兵的生命 :data[units.militia.hp]。');
  await compile('count.md', '共有 :data[factions]{format=count}个阵营，$\\data{units.militia.hp}$。');
  const militia = /- id: militia\n(?: {4}.*\n)*? {4}train_time: (\d+)\n/.exec(fs.readFileSync(file, 'utf8'))!;
  edit(militia[0], militia[0].replace(/train_time: \d+/, `train_time: ${Number(militia[1]) + 1}`));
  await reload();
  assert.deepEqual(stamped(), [], '民兵的训练时间 is on neither page');
});
