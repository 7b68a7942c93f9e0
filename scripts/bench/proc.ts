// Process figures from /proc (Linux), shared by the benchmark and chaos scripts.
import { readdirSync, readFileSync } from 'node:fs';

const kibOf = (text: string, key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
export function cpuSecondsOf(pid: number | undefined): number {
  const stat = pid ? read(`/proc/${pid}/stat`) : null;
  if (!stat) return 0;
  const fields = stat.split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory now (`VmRSS`) or at its peak (`VmHWM`), in MiB; null when the process is gone. */
export function memoryMiBOf(pid: number | undefined, key: 'VmRSS' | 'VmHWM' = 'VmRSS'): number | null {
  const status = pid ? read(`/proc/${pid}/status`) : null;
  return status ? kibOf(status, key) / 1024 : null;
}

/** Proportional memory (shared pages divided among their users, so a sum is meaningful), in MiB. */
export function pssMiBOf(pid: number): number {
  const rollup = read(`/proc/${pid}/smaps_rollup`);
  return rollup ? kibOf(rollup, 'Pss') / 1024 : 0;
}

/** Pids of the running processes whose name (`/proc/<pid>/comm`) starts with each of `names`. */
export function pidsNamed(names: string[]): Map<string, number[]> {
  const found = new Map<string, number[]>(names.map((n) => [n, []]));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = read(`/proc/${entry}/comm`)?.trim();
    if (comm) found.get(names.find((n) => comm.startsWith(n)) ?? '')?.push(Number(entry));
  }
  return found;
}

/** `pid` and every process below it (a tsx launcher and the node process it runs). */
export function withDescendants(pid: number): number[] {
  const children = (read(`/proc/${pid}/task/${pid}/children`) ?? '').split(' ').filter(Boolean).map(Number);
  return [pid, ...children.flatMap(withDescendants)];
}
