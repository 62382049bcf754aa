/**
 * How the app's API requests travel: the browser's fetch, or, when the server renders a page
 * (ssr/render-page.tsx), straight into the server's own routes without a socket.
 */
let current: typeof fetch = (input, init) => fetch(input, init);

export const transport: typeof fetch = (input, init) => current(input, init);

export function setTransport(next: typeof fetch) {
  current = next;
}
