import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // Every bare "zod" import gets zod with its eval switch off (see src/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL("./src/zod-jitless.ts", import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The browser's: the app (index.html), the prerendered landing page's own script, and the first
      // script of a page rendered on the server. The server's: the landing page rendered at build
      // time, and visitors' pages rendered per request (docs/decisions/041).
      input: (isSsrBuild
        ? { "render-landing": "src/landing/render-landing.tsx", "render-page": "src/ssr/render-page.tsx" }
        : { index: "index.html", boot: "src/landing/boot.ts", "ssr-boot": "src/ssr/boot.ts" }) as Record<string, string>,
      output: {
        // Zod and its eval switch (src/zod-jitless.ts) in one chunk that loads only where forms are.
        codeSplitting: { groups: [{ name: "zod", test: /node_modules[\\/]zod[\\/]|src[\\/]zod-jitless\.ts$/ }] },
      },
    },
  },
}));
