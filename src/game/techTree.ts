import type {Era, Technology} from './schema';

const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** The technology tree as Graphviz DOT: one column per era, an arrow from each prerequisite. */
export function techTreeDot(technologies: Technology[], eras: Era[]): string {
  const lines = [
    'digraph techtree {',
    '  rankdir=LR; newrank=true; nodesep=0.25; ranksep=0.6;',
    '  graph [fontname="sans-serif", fontsize=14];',
    '  node [shape=box, style="rounded,filled", fillcolor="#f8f1e3", color="#9a3412", fontname="sans-serif", fontsize=12];',
    '  edge [color="#8a7055", arrowsize=0.6];',
  ];
  for (const era of eras) {
    lines.push(`  subgraph cluster_${era.id} {`, `    label=${quote(era.name)}; style="rounded"; color="#d8c6a5";`);
    for (const tech of technologies.filter((t) => t.era === era.id)) {
      lines.push(`    ${tech.id} [label=${quote(tech.name)}];`);
    }
    lines.push('  }');
  }
  for (const tech of technologies) {
    for (const prerequisite of tech.prerequisites) lines.push(`  ${prerequisite} -> ${tech.id};`);
  }
  lines.push('}');
  return lines.join('\n');
}
