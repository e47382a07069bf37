// Wraps the theme's code block in an island: highlighted at build time, Prism loaded on first use.
// In the server bundle, src/plugins/code-highlight swaps this import for the static version.
export {default} from '@site/src/plugins/code-highlight/IslandCodeBlockString';
