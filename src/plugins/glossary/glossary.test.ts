import assert from 'node:assert/strict';
import test from 'node:test';
import {findRetired, GlossaryError, loadGlossary, parseGlossary} from './glossary';
import {FIXTURE_DATA} from '../../../tests/support/site';

const entry = (extra = '') => `  - id: city_wall
    term: 城墙
    anchor: counter
    category: 军事
    definition: 环绕城邑的防御建筑。
    retired: [石墙]
${extra}`;

test('the real glossary loads, and every term has one name', () => {
  const terms = loadGlossary(FIXTURE_DATA);
  assert.ok(terms.some((t) => t.term === '行政点'));
});

test('a bad entry names file, line and field', () => {
  const source = `terms:\n${entry()}  - id: Trebuchet\n    term: 配重投石机\n    anchor: counter\n    category: 攻城\n    definition: 攻城单位。\n`;
  assert.throws(
    () => parseGlossary(source, 'data/glossary.yaml'),
    (error: Error) => {
      assert.ok(error instanceof GlossaryError);
      assert.match(error.message, /data\/glossary\.yaml:8: terms\[1\]\.id: 只能用小写英文字母/);
      assert.match(error.message, /data\/glossary\.yaml:11: terms\[1\]\.category: /);
      return true;
    },
  );
});

test('a retired name claimed twice is refused', () => {
  const source = `terms:\n${entry()}${entry().replace('city_wall', 'wall').replace('term: 城墙', 'term: 围墙')}`;
  assert.throws(
    () => parseGlossary(source, 'data/glossary.yaml'),
    /data\/glossary\.yaml:8: terms\[id=wall\]: 旧称「石墙」已经出现在 terms\[id=city_wall\]/,
  );
});

test('retired synonyms are found, but not inside the canonical term or an excepted name', () => {
  const terms = parseGlossary(
    `terms:\n  - id: trebuchet\n    term: 配重投石机\n    anchor: counter\n    category: 军事\n    definition: 攻城单位。\n    retired: [投石机]\n  - id: swamp\n    term: 沼泽\n    anchor: terrain\n    category: 土地与人口\n    definition: 一种地形。\n    retired: [盐泽]\n    except: [盐泽村]\n`,
    'g.yaml',
  );
  assert.deepEqual(findRetired('先造配重投石机，再去盐泽村。', terms), []);
  assert.deepEqual(
    findRetired('投石机打不穿盐泽。', terms).map((h) => `${h.column}:${h.retired}→${h.term}`),
    ['1:投石机→配重投石机', '7:盐泽→沼泽'],
  );
});

test('a YAML mistake or an unknown field is said in Chinese, each at its line', () => {
  assert.throws(
    () =>
      parseGlossary(`terms:\n${entry().replace('definition: 环绕', 'definition: 城墙: 环绕')}`, 'data/glossary.yaml'),
    (error: Error) => {
      assert.ok(error instanceof GlossaryError);
      assert.equal(error.problems[0]?.line, 6);
      assert.match(
        error.problems[0]!.message,
        /^YAML 语法错误：一行里有两个「: 」：值里有冒号时，把整个值用引号括起来$/,
      );
      return true;
    },
  );
  assert.throws(
    () => parseGlossary(`terms:\n${entry('    retierd: [土墙]\n')}`, 'data/glossary.yaml'),
    /data\/glossary\.yaml:8: terms\[0\]\.retierd: 不认识的字段「retierd」。你是不是要写「retired」？/,
  );
});
