/**
 * The hand-drawn SVGs the data needs, for `npm run check`: one emblem per faction in
 * data/factions.yaml (static/img/factions/<id>.svg) and one map per map in data/maps.yaml
 * (static/img/maps/<id>.svg), which labels every region and start position by the name the data
 * gives it. What is wrong inside a drawing is reported at its line in the SVG; what the drawing lacks
 * of the data (a region's label, a start position's marker, a renamed faction) at the data's line,
 * which is where an editor renames or adds things. The rules are in CONTRIBUTING.md「地图和徽记」.
 */
import fs from 'node:fs';
import path from 'node:path';
import {closest, sortProblems, type Problem} from '../../src/problems';
import {lineOf} from '../../src/game/locate';
import type {GameData} from '../../src/game/schema';

export const EMBLEM_LIMIT = 8 * 1024;
export const MAP_LIMIT = 60 * 1024;
export const MIN_MAP_FONT_SIZE = 14;
export const CJK_FONT = 'Noto Sans CJK SC';

export const emblemFile = (factionId: string): string => `static/img/factions/${factionId}.svg`;
export const mapFile = (mapId: string): string => `static/img/maps/${mapId}.svg`;

// ---------------------------------------------------------------------------------------------
// A small, strict XML reader: enough to prove the file is well-formed and to walk its elements.

export interface Element {
  name: string;
  attrs: Record<string, string>;
  children: Element[];
  /** Character data directly inside this element. */
  text: string;
  parent?: Element;
  /** 1-based line of its start tag. */
  line: number;
}

/** Where and why a file is not well-formed XML. */
export class XmlError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const NAME = /^[A-Za-z_][\w.:-]*$/;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

/** The root element of `source`; throws an XmlError at the line of the first mistake. */
export function parseXml(source: string): Element {
  const text = source.replace(/^\uFEFF/, '');
  let pos = 0;
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const fail = (message: string, offset = pos): never => {
    throw new XmlError(lineAt(offset), message);
  };
  if (text.startsWith('<?xml')) {
    const end = text.indexOf('?>');
    if (end < 0) fail('XML 声明 <?xml … 没有以 ?> 结束');
    pos = end + 2;
  }
  let root: Element | undefined;
  const stack: Element[] = [];
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const chars = text.slice(pos, lt < 0 ? text.length : lt);
    if (chars.trim()) {
      const at = pos + chars.search(/\S/);
      if (stack.length === 0) fail('根元素 <svg>…</svg> 之外有文字：删掉它', at);
      if (ENTITY.test(chars)) fail('文字里有单独的 &：写成 &amp;', pos + chars.search(ENTITY));
      stack[stack.length - 1]!.text += chars;
    }
    if (lt < 0) break;
    pos = lt;
    if (text.startsWith('<!--', pos)) {
      const end = text.indexOf('-->', pos + 4);
      if (end < 0) fail('注释 <!-- 没有以 --> 结束');
      if (text.slice(pos + 4, end).includes('--')) fail('注释里不能有 --：删掉或改写它');
      pos = end + 3;
      continue;
    }
    if (text.startsWith('<!', pos)) fail('不允许 DOCTYPE、CDATA 和实体声明（<!…>）：删掉它');
    const gt = text.indexOf('>', pos);
    if (gt < 0) fail('标签没有以 > 结束');
    const tag = text.slice(pos + 1, gt);
    if (tag.includes('<')) fail('标签里有 <：这个标签可能少了结尾的 >');
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (!open) fail(`</${name}> 前面没有对应的 <${name}>：删掉它，或补上开始标签`);
      else if (name !== open.name)
        fail(`</${name}> 关闭的是第 ${open.line} 行的 <${open.name}>：标签没有成对，补上 </${open.name}> 或改正标签名`);
    } else {
      const selfClosing = tag.endsWith('/');
      const body = selfClosing ? tag.slice(0, -1) : tag;
      const name = /^\S+/.exec(body)?.[0] ?? '';
      if (!NAME.test(name)) fail(`元素名「${name}」不合法：< 后面要紧跟元素名，例如 <path`);
      const attrs: Record<string, string> = {};
      const attrText = body.slice(name.length);
      const attrRe = /\s+([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gy;
      let consumed = 0;
      for (let m = attrRe.exec(attrText); m; m = attrRe.exec(attrText)) {
        const [, key, dq, sq] = m;
        if (!NAME.test(key!)) fail(`<${name}> 的属性名「${key}」不合法`);
        if (key! in attrs) fail(`<${name}> 上的 ${key} 写了两次：删掉一个`);
        const value = (dq ?? sq)!;
        if (ENTITY.test(value)) fail(`<${name}> 的 ${key} 里有单独的 &：写成 &amp;`);
        attrs[key!] = value;
        consumed = attrRe.lastIndex;
      }
      if (attrText.slice(consumed).trim() !== '')
        fail(`<${name}> 的属性写得不对（「${attrText.slice(consumed).trim()}」）：每个属性写成 名称="值"，用空格隔开`);
      const element: Element = {name, attrs, children: [], text: '', parent: stack.at(-1), line: lineAt(pos)};
      if (element.parent) element.parent.children.push(element);
      else if (root) fail(`第 ${root.line} 行的根元素之后又有一个 <${name}>：SVG 只能有一个根元素 <svg>`);
      else root = element;
      if (!selfClosing) stack.push(element);
    }
    pos = gt + 1;
  }
  if (stack.length > 0) {
    const open = stack.at(-1)!;
    fail(`第 ${open.line} 行的 <${open.name}> 没有关闭：补上 </${open.name}>，或写成 <${open.name} … />`, text.length);
  }
  if (!root) fail('文件里没有元素：SVG 要写成 <svg …>…</svg>');
  return root!;
}

export function* walk(element: Element): Generator<Element> {
  yield element;
  for (const child of element.children) yield* walk(child);
}

/** The text an element shows: its own character data and that of its descendants (tspans), trimmed. */
export function textOf(element: Element): string {
  return (element.text + element.children.map(textOf).join('')).trim();
}

/** An attribute as it applies to the element: its own, else its nearest ancestor's. */
export function inherited(element: Element, attr: string): string | undefined {
  for (let e: Element | undefined = element; e; e = e.parent) if (attr in e.attrs) return e.attrs[attr];
  return undefined;
}

// ---------------------------------------------------------------------------------------------

export interface Drawing {
  /** As in the repository: `static/img/maps/chenghu.svg`. */
  file: string;
  root: Element;
  width: number;
  height: number;
  /** The text of the <title> child of <svg> (empty when there is none). */
  title: string;
  titleLine: number;
}

/**
 * `relative` read and checked as every drawing of the site must be (well-formed, an <svg> with a size,
 * a Chinese <title>, nothing that runs or loads from outside); undefined when it cannot be read as
 * one, with why in `problems`.
 */
export function readDrawing(root: string, relative: string, limit: number, problems: Problem[]): Drawing | undefined {
  const at = (line: number | undefined, message: string) => problems.push({file: relative, line, message});
  const full = path.join(root, relative);
  const bytes = fs.statSync(full).size;
  if (bytes >= limit)
    at(
      undefined,
      `文件有 ${bytes} 字节，超过上限 ${limit} 字节（${limit / 1024} KB）：请简化图形、删掉绘图软件留下的元数据后重新导出（可用 svgo 压缩）`,
    );
  const source = fs.readFileSync(full, 'utf8');
  let svg: Element;
  try {
    svg = parseXml(source);
  } catch (error) {
    if (!(error instanceof XmlError)) throw error;
    at(error.line, `不是合法的 SVG（XML）：${error.message}`);
    return undefined;
  }
  if (svg.name !== 'svg') {
    at(svg.line, `根元素是 <${svg.name}>，应是 <svg>`);
    return undefined;
  }
  if (svg.attrs.xmlns !== 'http://www.w3.org/2000/svg')
    at(svg.line, '<svg> 要有 xmlns="http://www.w3.org/2000/svg"：没有它，浏览器不把文件当作图片显示');
  const viewBox = (svg.attrs.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = Number(svg.attrs.width);
  const height = Number(svg.attrs.height);
  if (viewBox.length !== 4 || !viewBox.every(Number.isFinite) || !(viewBox[2]! > 0 && viewBox[3]! > 0))
    at(svg.line, '<svg> 没有有效的 viewBox：写成四个数字，例如 viewBox="0 0 1000 1000"');
  else if (!(width > 0 && height > 0))
    at(svg.line, '<svg> 要有数字的 width 和 height（例如 width="1000" height="1000"）：页面按它们预留图片的位置');
  else if (Math.abs(width / height - viewBox[2]! / viewBox[3]!) >= 0.01)
    at(
      svg.line,
      `width×height 是 ${width}×${height}，和 viewBox 的 ${viewBox[2]}×${viewBox[3]} 比例不同，图会变形或留白：改成同样的比例`,
    );
  const titleElement = svg.children.find((e) => e.name === 'title');
  const title = titleElement ? textOf(titleElement) : '';
  if (!title) at(svg.line, '<svg> 的第一层要有 <title>，用中文写这张图画的是什么（读屏软件读它）');
  else if (!/\p{Script=Han}/u.test(title)) at(titleElement!.line, `<title>「${title}」要用中文写`);
  for (const element of walk(svg)) {
    if (['script', 'foreignObject', 'iframe'].includes(element.name))
      at(
        element.line,
        `不能用 <${element.name}>：网站把 SVG 当作图片显示，脚本和嵌入的网页不起作用，还可能不安全，删掉它`,
      );
    for (const [key, value] of Object.entries(element.attrs)) {
      if (/^on/i.test(key)) at(element.line, `<${element.name}> 上的 ${key} 是脚本事件：删掉它`);
      if ((key === 'href' || key === 'xlink:href') && !value.startsWith('#'))
        at(
          element.line,
          `<${element.name}> 的 ${key}="${value}" 指向文件之外：只能引用同一文件里的元素（#id），把要用的图形画进这个文件`,
        );
      for (const [, ref] of value.matchAll(/url\(\s*['"]?([^'")]*)/g))
        if (!ref!.startsWith('#'))
          at(
            element.line,
            `<${element.name}> 的 url(${ref}) 指向文件之外：只能引用同一文件里的元素（url(#id)），把它画进这个文件`,
          );
    }
  }
  const withoutNamespaces = source.replace(/\sxmlns(:\w+)?="[^"]*"/g, (m) => ' '.repeat(m.length));
  const external = /@import|https?:\/\/\S*/.exec(withoutNamespaces);
  if (external)
    at(
      source.slice(0, external.index).split('\n').length,
      `引用了外部资源（${external[0].replace(/["'>].*$/, '')}）：字体、图片和样式都要写进文件里，不能从网上加载`,
    );
  return {file: relative, root: svg, width, height, title, titleLine: titleElement?.line ?? svg.line};
}

/** Where the art checks report: the drawings under `root`, and data/ for the lines of what they lack. */
interface Context {
  root: string;
  problems: Problem[];
  /** `data/maps.yaml`, as the data checks name it. */
  dataFile: (kind: string) => string;
  /** A problem at a field of data/<kind>.yaml (at the line the data checks would name). */
  atData: (kind: string, fieldPath: (string | number)[], shown: string, message: string) => void;
}

type Faction = GameData['factions'][number];
type GameMap = GameData['maps'][number];

function checkEmblem(ctx: Context, faction: Faction, i: number): void {
  const {root, problems, atData} = ctx;
  const file = emblemFile(faction.id);
  const shown = `factions[id=${faction.id}]`;
  if (!fs.existsSync(path.join(root, file))) {
    atData(
      'factions',
      ['factions', i, 'id'],
      shown,
      `阵营「${faction.name}」没有徽记：请画一张 ${file}（正方形、只有图形没有文字、小于 ${EMBLEM_LIMIT / 1024} KB，<title> 写上「${faction.name}」），规则见 CONTRIBUTING.md「地图和徽记」`,
    );
    return;
  }
  const drawing = readDrawing(root, file, EMBLEM_LIMIT, problems);
  if (!drawing) return;
  if (drawing.title && !drawing.title.includes(faction.name))
    atData(
      'factions',
      ['factions', i, 'name'],
      `${shown}.name`,
      `${file} 第 ${drawing.titleLine} 行的 <title>「${drawing.title}」没有写到阵营的名称「${faction.name}」：把 <title> 改成以「${faction.name}」开头，例如「${faction.name}徽记：……」`,
    );
  if (drawing.width > 0 && drawing.width !== drawing.height)
    problems.push({
      file,
      line: drawing.root.line,
      message: `徽记要是正方形，这里是 ${drawing.width}×${drawing.height}：把 width、height 和 viewBox 改成宽高相等`,
    });
  for (const text of [...walk(drawing.root)].filter((e) => e.name === 'text'))
    problems.push({
      file,
      line: text.line,
      message: `徽记只画图形，不写文字（<text>「${textOf(text)}」）：文字显示成什么样取决于读者的字体，把它转成路径或删掉`,
    });
}

/** Each region labelled by its name; a label no name has is shown as the likely old name. */
function checkRegionLabels(ctx: Context, map: GameMap, i: number, drawing: Drawing): void {
  const labels = new Set([...walk(drawing.root)].filter((e) => e.name === 'text').map(textOf));
  const names = new Set([...map.regions.map((r) => r.name), ...map.start_positions.map((s) => s.name)]);
  const unclaimed = [...labels].filter((label) => !names.has(label) && /\p{Script=Han}/u.test(label));
  map.regions.forEach((region, j) => {
    if (labels.has(region.name)) return;
    const old = closest(region.name, unclaimed);
    ctx.atData(
      'maps',
      ['maps', i, 'regions', j, 'name'],
      `maps[id=${map.id}].regions[id=${region.id}].name`,
      `区域「${region.name}」（${region.id}）在 ${drawing.file} 上没有标注${old ? `（图上有「${old}」，是改名前的叫法吗？）` : ''}：地图要用 <text>${region.name}</text> 标出每个区域；改了区域名称，就把图上的标签也改成「${region.name}」`,
    );
  });
}

/** Start positions are drawn as <g id="start-<id>"> holding the marker and a <text> with the name. */
function checkStartMarkers(ctx: Context, map: GameMap, i: number, drawing: Drawing): void {
  const {file} = drawing;
  const markers = new Map(
    [...walk(drawing.root)].filter((e) => e.attrs.id?.startsWith('start-')).map((e) => [e.attrs.id!.slice(6), e]),
  );
  map.start_positions.forEach((start, j) => {
    const marker = markers.get(start.id);
    const at = `maps[id=${map.id}].start_positions[id=${start.id}]`;
    if (!marker) {
      ctx.atData(
        'maps',
        ['maps', i, 'start_positions', j, 'id'],
        `${at}.id`,
        `出生点「${start.name}」（${start.id}）在 ${file} 上没有标记：画一个 <g id="start-${start.id}">，里面放标记和 <text>${start.name}</text>`,
      );
      return;
    }
    const written = [...walk(marker)].filter((e) => e.name === 'text').map(textOf);
    if (!written.includes(start.name))
      ctx.atData(
        'maps',
        ['maps', i, 'start_positions', j, 'name'],
        `${at}.name`,
        `出生点 ${start.id} 叫「${start.name}」，${file} 第 ${marker.line} 行它的标记写的是${written.length ? `「${written.join('」「')}」` : '空的（没有 <text>）'}：把标记里的文字改成「${start.name}」`,
      );
  });
  for (const [id, marker] of markers)
    if (!map.start_positions.some((s) => s.id === id))
      ctx.problems.push({
        file,
        line: marker.line,
        message: `标记 <g id="start-${id}"> 的出生点 ${id} 在 ${ctx.dataFile('maps')} 的「${map.name}」里没有：删掉这个标记，或把 id 改成已有的出生点（${map.start_positions.map((s) => `start-${s.id}`).join('、')}）`,
      });
}

/** Every label large enough to read, in a font that has the characters. */
function checkMapFonts(ctx: Context, drawing: Drawing): void {
  for (const text of [...walk(drawing.root)].filter((e) => e.name === 'text')) {
    const at = {file: drawing.file, line: text.line};
    const size = inherited(text, 'font-size');
    if (!(Number(size ?? 16) >= MIN_MAP_FONT_SIZE))
      ctx.problems.push({
        ...at,
        message: `文字「${textOf(text)}」的字号是 ${size}，地图缩小显示时读不清：font-size 至少写 ${MIN_MAP_FONT_SIZE}`,
      });
    if (!(inherited(text, 'font-family') ?? '').includes(CJK_FONT))
      ctx.problems.push({
        ...at,
        message: `文字「${textOf(text)}」的 font-family 里没有 ${CJK_FONT}，没有其他中文字体的电脑上会显示成方框：在它或 <svg> 上写 font-family="PingFang SC, Microsoft YaHei, ${CJK_FONT}, sans-serif"`,
      });
  }
}

function checkMap(ctx: Context, map: GameMap, i: number): void {
  const file = mapFile(map.id);
  const shown = `maps[id=${map.id}]`;
  if (!fs.existsSync(path.join(ctx.root, file))) {
    ctx.atData(
      'maps',
      ['maps', i, 'id'],
      shown,
      `地图「${map.name}」没有示意图：请画一张 ${file}（宽高比和 size 一样、小于 ${MAP_LIMIT / 1024} KB，<title> 写上「${map.name}」，用 <text> 标出每个区域，每个出生点画成 <g id="start-<出生点 id>">），规则见 CONTRIBUTING.md「地图和徽记」`,
    );
    return;
  }
  const drawing = readDrawing(ctx.root, file, MAP_LIMIT, ctx.problems);
  if (!drawing) return;
  if (drawing.title && !drawing.title.includes(map.name))
    ctx.atData(
      'maps',
      ['maps', i, 'name'],
      `${shown}.name`,
      `${file} 第 ${drawing.titleLine} 行的 <title>「${drawing.title}」没有写到地图的名称「${map.name}」：把 <title> 改成以「${map.name}」开头，例如「${map.name}地图：……」`,
    );
  const expected = map.size.width / map.size.height;
  if (drawing.width > 0 && drawing.height > 0 && Math.abs(drawing.width / drawing.height - expected) >= 0.01)
    ctx.atData(
      'maps',
      ['maps', i, 'size'],
      `${shown}.size`,
      `${file} 画成 ${drawing.width}×${drawing.height}，而「${map.name}」是 ${map.size.width}×${map.size.height} 个地块，宽高比不同：按地块的比例改 SVG 的 width、height 和 viewBox（并重画），或改正这里的 size`,
    );
  checkRegionLabels(ctx, map, i, drawing);
  checkStartMarkers(ctx, map, i, drawing);
  checkMapFonts(ctx, drawing);
}

/** Every problem of the emblems and maps `data` needs, in the site at `root`; data lines from `dataDir`. */
export function checkArt(root: string, data: Pick<GameData, 'factions' | 'maps'>, dataDir: string): Problem[] {
  const problems: Problem[] = [];
  const dataFile = (kind: string) => `${path.basename(dataDir)}/${kind}.yaml`;
  const ctx: Context = {
    root,
    problems,
    dataFile,
    atData: (kind, fieldPath, shown, message) =>
      problems.push({file: dataFile(kind), line: lineOf(dataDir, kind, fieldPath), path: shown, message}),
  };
  data.factions.forEach((faction, i) => checkEmblem(ctx, faction, i));
  data.maps.forEach((map, i) => checkMap(ctx, map, i));
  return sortProblems(problems);
}
