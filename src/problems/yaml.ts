/**
 * An editor's YAML, parsed so that every mistake in it is one of the document's errors, reported in
 * Chinese at its line (yamlSyntaxProblem), and none is thrown in English: `yaml` reports most
 * mistakes as errors, but throws from `toJS` on an alias whose anchor is missing, which is what a
 * value written for emphasis (`description: *重要*`) is. Node only: the browser never parses YAML.
 */
import {LineCounter, parseDocument, visit, YAMLParseError, type Document} from 'yaml';

export interface ParsedYaml {
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
  /** The document as plain values; undefined when it has errors (`doc.errors`, the first one to report). */
  raw: unknown;
}

export function parseYaml(text: string): ParsedYaml {
  const lines = new LineCounter();
  const doc = parseDocument(text, {lineCounter: lines, prettyErrors: false});
  return {text, doc, lines, raw: doc.errors.length > 0 ? undefined : valueOf(doc)};
}

/** `doc.toJS()`, or undefined with the reason added to `doc.errors`, at the alias it could not resolve. */
function valueOf(doc: Document.Parsed): unknown {
  try {
    return doc.toJS();
  } catch (error) {
    let at: [number, number] = [0, 0];
    visit(doc, {
      Alias(_, node) {
        if (node.resolve(doc)) return undefined;
        at = [node.range?.[0] ?? 0, node.range?.[1] ?? 0];
        return visit.BREAK;
      },
    });
    doc.errors.push(new YAMLParseError(at, 'BAD_ALIAS', error instanceof Error ? error.message : String(error)));
    return undefined;
  }
}
