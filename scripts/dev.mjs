// `npm run dev`: the API with reload (tsx watch) and Vite's dev server with HMR on :5173.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/index.ts"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "development" } }),
  spawn("npx", ["vite", "--config", "apps/web/vite.config.ts", "apps/web"], { stdio: "inherit" }),
];
console.log("API on http://localhost:3000, web app with hot reload on http://localhost:5173");
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  });
