import { readFileSync } from "node:fs";

/** A process's resident memory in MB, from /proc (Linux). */
export const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

/** Samples a process's RSS every 100 ms until stopped; `stop` gives the highest seen. */
export function sampleRss(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}
