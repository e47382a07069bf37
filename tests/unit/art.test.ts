/**
 * The hand-drawn SVGs in static/img/: one emblem per faction in data/factions.yaml and one map per map
 * in data/maps.yaml. The maps must label every region and start position by the names the data uses,
 * so renaming a region in data/maps.yaml fails here until the map is redrawn.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {dataFile, root as siteDir} from '../support/site';

const EMBLEM_LIMIT = 8 * 1024;
const MAP_LIMIT = 60 * 1024;
const MIN_MAP_FONT_SIZE = 14;

const {factions} = dataFile('factions');
const {maps} = dataFile('maps');
assert.ok(Array.isArray(factions) && factions.length > 0, 'data/factions.yaml has no factions');
assert.ok(Array.isArray(maps) && maps.length > 0, 'data/maps.yaml has no maps');

// ---------------------------------------------------------------------------------------------
// A small, strict XML reader: enough to prove the file is well-formed and to walk its elements.

interface Element {
  name: string;
  attrs: Record<string, string>;
  children: Element[];
  text: string; // character data directly inside this element
  parent?: Element;
}

const NAME = /^[A-Za-z_][\w.:-]*$/;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

function parseXml(source: string, file: string): Element {
  let rest = source.replace(/^\uFEFF/, '');
  if (rest.startsWith('<?xml')) {
    const end = rest.indexOf('?>');
    assert.ok(end >= 0, `${file}: unterminated XML declaration`);
    rest = rest.slice(end + 2);
  }
  let root: Element | undefined;
  const stack: Element[] = [];
  let pos = 0;
  const where = (): string => `${file}:${source.slice(0, source.length - rest.length + pos).split('\n').length}`;

  while (pos < rest.length) {
    const lt = rest.indexOf('<', pos);
    const text = rest.slice(pos, lt < 0 ? rest.length : lt);
    if (text.trim()) {
      assert.ok(stack.length > 0, `${where()}: text outside the root element`);
      assert.ok(!ENTITY.test(text), `${where()}: bare & in text (write &amp;)`);
      stack[stack.length - 1].text += text;
    }
    if (lt < 0) break;
    pos = lt;
    if (rest.startsWith('<!--', pos)) {
      const end = rest.indexOf('-->', pos + 4);
      assert.ok(end >= 0, `${where()}: unterminated comment`);
      assert.ok(!rest.slice(pos + 4, end).includes('--'), `${where()}: "--" inside a comment`);
      pos = end + 3;
      continue;
    }
    assert.ok(!rest.startsWith('<!', pos), `${where()}: DOCTYPE, CDATA and entity declarations are not allowed`);
    const gt = rest.indexOf('>', pos);
    assert.ok(gt >= 0, `${where()}: unterminated tag`);
    const tag = rest.slice(pos + 1, gt);
    assert.ok(!tag.includes('<'), `${where()}: "<" inside a tag`);
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      assert.ok(open, `${where()}: </${name}> closes nothing`);
      assert.equal(name, open.name, `${where()}: </${name}> closes <${open.name}>`);
    } else {
      const selfClosing = tag.endsWith('/');
      const body = selfClosing ? tag.slice(0, -1) : tag;
      const name = body.match(/^[^\s]+/)?.[0] ?? '';
      assert.match(name, NAME, `${where()}: bad element name "${name}"`);
      const attrs: Record<string, string> = {};
      const attrText = body.slice(name.length);
      const attrRe = /\s+([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gy;
      let consumed = 0;
      for (let m = attrRe.exec(attrText); m; m = attrRe.exec(attrText)) {
        const [, key, dq, sq] = m;
        assert.match(key, NAME, `${where()}: bad attribute name "${key}" on <${name}>`);
        assert.ok(!(key in attrs), `${where()}: attribute ${key} repeated on <${name}>`);
        const value = dq ?? sq;
        assert.ok(!ENTITY.test(value), `${where()}: bare & in attribute ${key}`);
        attrs[key] = value;
        consumed = attrRe.lastIndex;
      }
      assert.equal(attrText.slice(consumed).trim(), '', `${where()}: malformed attributes on <${name}>`);
      const element: Element = {name, attrs, children: [], text: '', parent: stack[stack.length - 1]};
      if (element.parent) element.parent.children.push(element);
      else {
        assert.ok(!root, `${where()}: more than one root element`);
        root = element;
      }
      if (!selfClosing) stack.push(element);
    }
    pos = gt + 1;
  }
  assert.equal(stack.length, 0, `${file}: <${stack.map((e) => e.name).join('> <')}> never closed`);
  assert.ok(root, `${file}: no root element`);
  return root;
}

/** The parsed root of the repository's file `relative`. */
const readSvg = (relative: string) => parseXml(fs.readFileSync(path.join(siteDir, relative), 'utf8'), relative);

function* walk(element: Element): Generator<Element> {
  yield element;
  for (const child of element.children) yield* walk(child);
}

/** The text an element shows: its own character data and that of its descendants (tspans), trimmed. */
function textOf(element: Element): string {
  return (element.text + element.children.map(textOf).join('')).trim();
}

function inherited(element: Element, attr: string): string | undefined {
  for (let e: Element | undefined = element; e; e = e.parent) if (attr in e.attrs) return e.attrs[attr];
  return undefined;
}

// ---------------------------------------------------------------------------------------------

interface Checked {
  file: string;
  root: Element;
  width: number;
  height: number;
}

/** The checks every image shares; returns the parsed root for image-specific checks. */
function checkSvg(relative: string, limit: number, mustName: string): Checked {
  const file = path.join(siteDir, relative);
  assert.ok(fs.existsSync(file), `${relative} is missing`);
  const bytes = fs.statSync(file).size;
  assert.ok(bytes < limit, `${relative} is ${bytes} bytes; the limit is ${limit}`);
  const source = fs.readFileSync(file, 'utf8');
  const root = parseXml(source, relative);

  assert.equal(root.name, 'svg', `${relative}: the root element is <${root.name}>, not <svg>`);
  assert.equal(root.attrs.xmlns, 'http://www.w3.org/2000/svg', `${relative}: <svg> lacks xmlns`);
  const viewBox = (root.attrs.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  assert.ok(viewBox.length === 4 && viewBox.every(Number.isFinite), `${relative}: no valid viewBox`);
  const [, , vbWidth, vbHeight] = viewBox;
  const width = Number(root.attrs.width);
  const height = Number(root.attrs.height);
  assert.ok(width > 0 && height > 0, `${relative}: <svg> needs numeric width and height attributes`);
  assert.ok(
    Math.abs(width / height - vbWidth / vbHeight) < 0.01,
    `${relative}: width/height ${width}×${height} do not match the viewBox ${vbWidth}×${vbHeight}`,
  );

  const title = root.children.find((e) => e.name === 'title');
  assert.ok(title && textOf(title), `${relative}: <svg> needs a <title> child`);
  assert.match(textOf(title), /\p{Script=Han}/u, `${relative}: the <title> should be in Chinese`);
  assert.ok(
    textOf(title).includes(mustName),
    `${relative}: the <title> "${textOf(title)}" does not mention "${mustName}"`,
  );

  for (const element of walk(root)) {
    assert.ok(
      !['script', 'foreignObject', 'iframe'].includes(element.name),
      `${relative}: <${element.name}> is not allowed`,
    );
    for (const [key, value] of Object.entries(element.attrs)) {
      assert.ok(!/^on/i.test(key), `${relative}: event handler ${key} on <${element.name}>`);
      if (key === 'href' || key === 'xlink:href') {
        assert.ok(value.startsWith('#'), `${relative}: <${element.name}> refers outside the file (${key}="${value}")`);
      }
      for (const [, ref] of value.matchAll(/url\(\s*['"]?([^'")]*)/g)) {
        assert.ok(ref.startsWith('#'), `${relative}: url(${ref}) on <${element.name}> refers outside the file`);
      }
    }
  }
  const withoutNamespaces = source.replace(/\sxmlns(:\w+)?="[^"]*"/g, '');
  assert.ok(!/@import|https?:\/\//.test(withoutNamespaces), `${relative}: links to an external resource`);
  return {file: relative, root, width, height};
}

test('every faction in data/factions.yaml has an emblem: static/img/factions/<id>.svg', () => {
  for (const faction of factions) {
    const {file, root, width, height} = checkSvg(`static/img/factions/${faction.id}.svg`, EMBLEM_LIMIT, faction.name);
    assert.equal(width, height, `${file}: emblems are square`);
    // Emblems are shapes only: text would depend on the visitor's fonts.
    const texts = [...walk(root)].filter((e) => e.name === 'text');
    assert.equal(texts.length, 0, `${file}: emblems draw shapes only, no <text>`);
  }
});

test('every map in data/maps.yaml has an illustrated map: static/img/maps/<id>.svg', () => {
  for (const map of maps) {
    const {file, width, height} = checkSvg(`static/img/maps/${map.id}.svg`, MAP_LIMIT, map.name);
    const expected = map.size.width / map.size.height;
    assert.ok(
      Math.abs(width / height - expected) < 0.01,
      `${file}: drawn ${width}×${height}, but ${map.name} is ${map.size.width}×${map.size.height} tiles; keep the aspect ratio`,
    );
  }
});

test('each map labels every region and start position by its name in data/maps.yaml', () => {
  for (const map of maps) {
    const file = `static/img/maps/${map.id}.svg`;
    const root = readSvg(file);
    const labels = new Set([...walk(root)].filter((e) => e.name === 'text').map(textOf));

    const missing = map.regions.filter((region) => !labels.has(region.name));
    assert.deepEqual(
      missing.map((r) => `${r.name}（${r.id}）`),
      [],
      `${file} (${map.name}) has no label for these regions of data/maps.yaml`,
    );

    // Start positions are drawn as <g id="start-<id>"> holding the marker and a <text> with the name.
    const markers = new Map(
      [...walk(root)].filter((e) => e.attrs.id?.startsWith('start-')).map((e) => [e.attrs.id.slice(6), e]),
    );
    for (const start of map.start_positions) {
      const marker = markers.get(start.id);
      assert.ok(
        marker,
        `${file} (${map.name}) has no marker <g id="start-${start.id}"> for start position ${start.name}`,
      );
      const names = [...walk(marker)].filter((e) => e.name === 'text').map(textOf);
      assert.ok(
        names.includes(start.name),
        `${file} (${map.name}): start position ${start.id} is called ${start.name} in data/maps.yaml, but its marker says ${names.join(' / ') || 'nothing'}`,
      );
    }
    const stale = [...markers.keys()].filter((id) => !map.start_positions.some((s) => s.id === id));
    assert.deepEqual(stale, [], `${file} (${map.name}) marks start positions that data/maps.yaml does not have`);
  }
});

test('map labels are large enough to read and name a CJK font', () => {
  for (const map of maps) {
    const file = `static/img/maps/${map.id}.svg`;
    const root = readSvg(file);
    for (const text of [...walk(root)].filter((e) => e.name === 'text')) {
      const size = Number(inherited(text, 'font-size') ?? 16);
      assert.ok(
        size >= MIN_MAP_FONT_SIZE,
        `${file}: "${textOf(text)}" is set in ${size}px; use at least ${MIN_MAP_FONT_SIZE}`,
      );
      const family = inherited(text, 'font-family') ?? '';
      assert.match(family, /Noto Sans CJK SC/, `${file}: "${textOf(text)}" has no CJK font in its font-family`);
    }
  }
});
