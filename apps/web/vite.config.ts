import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
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
