import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Zoomable images (docusaurus-plugin-image-zoom, medium-zoom) for keyboard users: medium-zoom
 * only listens to clicks, and while it is open the original image is hidden, which drops the
 * focus to <body>. See client.ts.
 */
export default function zoomKeyboardPlugin(): Plugin {
  return {
    name: 'zoom-keyboard',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
