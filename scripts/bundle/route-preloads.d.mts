/** The chunks each page of the app needs first, from the router's source and the build manifest. */
export function routePreloads(routerSource: string, manifest: Record<string, { file: string; imports?: string[] }>): { path: string; files: string[] }[];
/** The chunks of the members' layout (AppLayout, a lazy page of the root layout), from its source and the build manifest. */
export function memberLayoutPreloads(rootLayoutSource: string, manifest: Record<string, { file: string; imports?: string[] }>): string[];
