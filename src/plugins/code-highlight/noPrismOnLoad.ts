// Stands in for the classic theme's `prism-include-languages` client module in the browser bundle:
// Prism is loaded, and its extra languages registered, by IslandCodeBlockString.tsx on first use.
export {};
