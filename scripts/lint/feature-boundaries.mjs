import { dirname, resolve, sep } from "node:path";

/**
 * design.md section 2: a feature does not import another feature's internals (features/session is
 * the one shared feature). Checked on the resolved path, so "@/features/x/..." and "../../x/..."
 * are caught alike. A feature's public face, its index ("@/features/billing"), may be imported;
 * so may types (`import type`). The app shell (app/, landing/) composes features and is not one.
 */
const FEATURE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/](.*)$/;
const PUBLIC_FACE = /^(index(\.tsx?)?[\\/]?)?$/;

function targetOf(file, spec) {
  if (spec.startsWith("@/")) {
    const root = file.slice(0, file.search(/[\\/]apps[\\/]web[\\/]src[\\/]/));
    return resolve(root, "apps/web/src", spec.slice(2)) + sep;
  }
  if (spec.startsWith(".")) return resolve(dirname(file), spec) + sep;
  return null;
}

export const featureBoundaries = {
  rules: {
    "no-cross-feature-imports": {
      meta: { type: "problem", schema: [], messages: { cross: "Features do not import each other's internals: features/{{from}} imports features/{{to}}." } },
      create(context) {
        const own = FEATURE.exec(context.filename)?.[1];
        if (!own) return {};
        const check = (node, spec, typeOnly) => {
          if (typeOnly || typeof spec !== "string") return;
          const target = targetOf(context.filename, spec);
          const match = target && FEATURE.exec(target);
          const to = match?.[1];
          if (to && to !== own && to !== "session" && !PUBLIC_FACE.test(match[2])) context.report({ node, messageId: "cross", data: { from: own, to } });
        };
        return {
          ImportDeclaration: (node) =>
            check(node, node.source.value, node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"))),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === "type"),
          ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === "type"),
          ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value, false),
        };
      },
    },
  },
};
