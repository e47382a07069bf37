/**
 * The code's messages and comments send editors to a section of CONTRIBUTING.md by its heading
 * (`CONTRIBUTING.md「提交前检查」`). Each heading they name must be there, or the advice points
 * nowhere; renaming one is an edit of CONTRIBUTING.md, so `npm run check` reports it there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Problem} from '../../src/problems';

export const GUIDE = 'CONTRIBUTING.md';
/** Where the code that cites the guide lives. */
const CODE_DIRS = ['scripts', 'src'];
const CITATION = /CONTRIBUTING\.md「([^」]+)」/g;

/** Every section of the guide the code names: the heading, and the file and line that name it. */
export function guideCitations(root: string): {section: string; file: string; line: number}[] {
  const found: {section: string; file: string; line: number}[] = [];
  for (const dir of CODE_DIRS.filter((d) => fs.existsSync(path.join(root, d)))) {
    for (const file of fs.readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})) {
      if (!/\.tsx?$/.test(file) || file.includes('node_modules')) continue;
      const text = fs.readFileSync(path.join(root, dir, file), 'utf8');
      for (const m of text.matchAll(CITATION))
        found.push({
          section: m[1]!,
          file: `${dir}/${file.split(path.sep).join('/')}`,
          line: text.slice(0, m.index).split('\n').length,
        });
    }
  }
  return found;
}

export function checkGuideSections(root: string): Problem[] {
  const guide = path.join(root, GUIDE);
  if (!fs.existsSync(guide)) return [];
  const headings = new Set([...fs.readFileSync(guide, 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => m[1]!.trim()));
  return guideCitations(root)
    .filter((c) => !headings.has(c.section))
    .map((c) => ({
      file: GUIDE,
      message: `没有标题「${c.section}」，而 ${c.file}:${c.line} 的提示让编辑去看这一节：请保留这个标题（改回原来的写法）；确实要改名，请开发者同时改那条提示`,
    }));
}
