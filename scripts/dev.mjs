// `npm run dev`: the API with reload on change, and Vite's dev server for the dashboard (proxying /v1).
import { spawn } from "node:child_process";

const children = [
  spawn(
    "node",
    ["--watch-path=src/server", "--watch-path=src/shared", "--import", "tsx", "src/server/main.ts"],
    {
      stdio: "inherit",
    },
  ),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
