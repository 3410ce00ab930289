// Development: the API server restarts on change (port 3001) and Vite serves the web app with
// hot reload on PORT (default 3000), proxying /api to the server so both share one origin.
import { spawn } from "node:child_process";

const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}` },
  }),
  spawn("npx", ["vite", "--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => {
  stop();
  process.exitCode = code ?? 0;
});
