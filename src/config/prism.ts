import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The code-block colours: prism-react-renderer's `github` theme (the look the site had), with the
 * token colours that failed WCAG AA contrast (comments at 2.7:1, keywords and numbers at 2.6:1)
 * darkened along their own hue. `prism.test.ts` holds every colour to 4.5:1 against the block's
 * background and against a highlighted line, so a later tweak cannot bring the failure back.
 */
const darker: Record<string, string> = {
  '#999988': '#5f5f52', // comment, prolog, doctype, cdata
  '#e3116c': '#b00d54', // string, attr-value
  '#36acaa': '#1b6e6c', // entity, url, number, boolean, variable, property …
  '#00a4db': '#006a91', // atrule, keyword, attr-name, selector
  '#d73a49': '#b31d28', // function, deleted, tag
};

export const prismTheme: PrismTheme = {
  plain: {...themes.github.plain},
  styles: themes.github.styles.map((entry) => {
    const colour = entry.style.color?.toLowerCase();
    return colour && darker[colour] ? {...entry, style: {...entry.style, color: darker[colour]}} : entry;
  }),
};
