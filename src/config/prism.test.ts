import assert from 'node:assert/strict';
import test from 'node:test';
import {prismTheme} from './prism';

type Rgb = [number, number, number];

function parse(colour: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as Rgb;
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unparsed colour ${colour}`);
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b]
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('every code colour reads at WCAG AA (4.5:1) on the block and on a highlighted line', () => {
  const background = parse(prismTheme.plain.backgroundColor!);
  // --docusaurus-highlighted-code-line-bg in custom.css: 8% black over the block's background.
  const highlighted = background.map((v) => Math.round(v * 0.92)) as Rgb;
  const colours = [
    prismTheme.plain.color!,
    ...prismTheme.styles.map((s) => s.style.color).filter((c): c is string => !!c),
  ];
  for (const colour of colours) {
    for (const [name, bg] of [
      ['block', background],
      ['highlighted line', highlighted],
    ] as const) {
      const ratio = contrast(parse(colour), bg);
      assert.ok(ratio >= 4.5, `${colour} on the ${name} is ${ratio.toFixed(2)}:1`);
    }
  }
});
