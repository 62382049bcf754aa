import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";

/**
 * The import graph of a set of TypeScript projects, as tsc resolves it (the project's own
 * tsconfig, so "@/..." and "@sierra/shared" land on the files they name). Every import counts:
 * `import type`, re-exports and `import()` too.
 */
function sourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

function compilerOptions(projectDir) {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  };
  return ts.getParsedCommandLineOfConfigFile(join(projectDir, "tsconfig.json"), {}, host).options;
}

/** file -> (specifier -> imported file), for files under `<project>/src` of each project. */
export function buildImportGraph(root, projects) {
  const edges = new Map();
  for (const project of projects) {
    const dir = resolve(root, project);
    const options = compilerOptions(dir);
    const cache = ts.createModuleResolutionCache(dir, (name) => name, options);
    for (const file of sourceFiles(join(dir, "src"))) {
      const targets = new Map();
      for (const { fileName: spec } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
        const target = ts.resolveModuleName(spec, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
        if (target && !target.includes("/node_modules/")) targets.set(spec, resolve(target));
      }
      edges.set(resolve(file), targets);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components: file -> its component's id, for files on a cycle only. */
export function cycleComponents(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file)?.values() ?? []) {
      if (!edges.has(target)) continue;
      if (!index.has(target)) visit(target);
      if (onStack.has(target)) low.set(file, Math.min(low.get(file), low.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    const selfImport = [...(edges.get(file)?.values() ?? [])].includes(file);
    if (members.length > 1 || selfImport) for (const m of members) component.set(m, file);
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return component;
}

/** The shortest way from `from` back to `to` inside one component, both ends included. */
export function pathWithin(edges, component, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) break;
    for (const target of edges.get(file)?.values() ?? []) {
      if (previous.has(target) || component.get(target) !== component.get(from)) continue;
      previous.set(target, file);
      queue.push(target);
    }
  }
  const path = [];
  for (let file = to; file !== null && file !== undefined; file = previous.get(file)) path.unshift(file);
  return path;
}
