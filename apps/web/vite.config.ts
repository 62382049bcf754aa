import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
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
      output: {
        // Zod and the switch that makes it jitless share one chunk, so the switch runs before any
        // chunk builds a schema: with lazy routes, shared schemas land in a common chunk that
        // would otherwise run before the entry's first import (and trip the CSP's eval probe).
        codeSplitting: { groups: [{ name: "zod", test: /node_modules[\\/]zod[\\/]|src[\\/]zod-jitless\.ts$/ }] },
      },
    },
  },
});
