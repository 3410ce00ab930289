// Runs a command and prints how long it took, so `npm run test:unit` shows its time at the end.
import { spawn } from "node:child_process";

const [command, ...args] = process.argv.slice(2);
const started = performance.now();
const child = spawn(command, args, { stdio: "inherit", shell: process.platform === "win32" });
child.on("exit", (code, signal) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${[command, ...args].join(" ")}: ${seconds} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
