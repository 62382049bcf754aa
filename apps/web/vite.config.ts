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
      // Two pages: the app (index.html) and the prerendered landing page's own script.
      ...(isSsrBuild ? {} : { input: { index: "index.html", boot: "src/landing/boot.ts" } }),
      output: {
        // Zod and its eval switch (src/zod-jitless.ts) in one chunk that loads only where forms are.
        codeSplitting: { groups: [{ name: "zod", test: /node_modules[\\/]zod[\\/]|src[\\/]zod-jitless\.ts$/ }] },
      },
    },
  },
}));
