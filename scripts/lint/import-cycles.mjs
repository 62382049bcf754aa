import { relative, resolve } from "node:path";
import { buildImportGraph, cycleComponents, pathWithin } from "./import-graph.mjs";

/**
 * No import cycles, type-only imports included: a type that two modules need belongs to a third
 * (import-x/no-cycle skips `import type`, so it would miss the circles issue 13 found). The graph
 * is read once per lint run from disk, resolved as tsc resolves it; each import on a cycle is
 * reported with the whole circle.
 */
export function importCycles(root, projects) {
  let graph = null;
  const load = () => {
    if (!graph) {
      const edges = buildImportGraph(root, projects);
      graph = { edges, component: cycleComponents(edges) };
    }
    return graph;
  };
  const name = (file) => relative(root, file);

  return {
    rules: {
      "no-cycle": {
        meta: { type: "problem", schema: [], messages: { cycle: "Import cycle: {{cycle}}. Move what both sides need to a module that imports neither." } },
        create(context) {
          const file = resolve(context.filename);
          const { edges, component } = load();
          if (!component.has(file)) return {};
          const check = (node, spec) => {
            const target = typeof spec === "string" ? edges.get(file)?.get(spec) : undefined;
            if (!target || component.get(target) !== component.get(file)) return;
            const cycle = [file, ...pathWithin(edges, component, target, file)].map(name).join(" → ");
            context.report({ node, messageId: "cycle", data: { cycle } });
          };
          return {
            ImportDeclaration: (node) => check(node, node.source.value),
            ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
            ExportAllDeclaration: (node) => check(node, node.source.value),
            ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
            TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
          };
        },
      },
    },
  };
}
