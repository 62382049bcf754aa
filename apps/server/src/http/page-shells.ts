import { lazyEncodings, type LazyEncodedBody } from "./content-encoding";

/** What the web build wrote to route-preloads.json: the chunks each page needs first. */
export interface RoutePreload {
  path: string;
  files: string[];
}

/** "/recipe/:id?" → a pattern for request paths; "*" (the 404 page) matches nothing here. */
function pathPattern(path: string): RegExp | null {
  if (path.includes("*")) return null;
  const segments = path.split("/").filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${source || "/"}/?$`);
}

/**
 * The app shell (index.html) once per page, with <link rel="modulepreload"> for that page's own
 * chunks, so they download beside the app's code rather than after it has run. Built at start,
 * each compressed when first asked for (compressing all of them cost ~150 ms of every start);
 * a path no route names gets the plain shell.
 */
export function pageShells(indexHtml: string, routes: RoutePreload[]) {
  const plain = lazyEncodings(indexHtml);
  const shells = routes.flatMap(({ path, files }) => {
    const pattern = pathPattern(path);
    if (!pattern || files.length === 0) return [];
    // The shell already preloads the app's own chunks; naming one twice costs the browser a lookup each.
    const links = files
      .filter((file) => !indexHtml.includes(`href="/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join("");
    return [{ pattern, bodies: lazyEncodings(indexHtml.replace("</head>", `${links}</head>`)) }];
  });
  return (requestPath: string): LazyEncodedBody => shells.find((shell) => shell.pattern.test(requestPath))?.bodies ?? plain;
}

/**
 * Whether a page of the app answers `requestPath`: a path no route names gets the 404 page with
 * status 404, so search engines and monitors see a missing page. Without a route table (an old
 * build) every path counts as known.
 */
export function knownPaths(routes: RoutePreload[]) {
  const patterns = routes.map(({ path }) => pathPattern(path)).filter((pattern): pattern is RegExp => pattern !== null);
  return (requestPath: string): boolean => patterns.length === 0 || patterns.some((pattern) => pattern.test(requestPath));
}
