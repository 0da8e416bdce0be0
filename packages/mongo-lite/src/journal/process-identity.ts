import { readFileSync } from 'node:fs';
import * as os from 'node:os';

/** Who holds a lock: enough to tell a live holder from a dead one whose pid was reused. */
export interface ProcessIdentity {
  pid: number;
  host: string;
  /** the kernel's start time of the process (Linux /proc), null where unavailable */
  started: string | null;
}

export function currentProcess(): ProcessIdentity {
  return { pid: process.pid, host: os.hostname(), started: startTimeOf(process.pid) };
}

/**
 * Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. Together with the pid it
 * names one process, so a pid recycled by an unrelated program is not mistaken for the lock's holder.
 */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) is in parentheses and may itself contain spaces and parentheses
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote `holder` may still be running. */
export function isRunning(holder: ProcessIdentity): boolean {
  // another machine sharing the directory: its processes cannot be checked from here, so assume alive
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.started === null) return true;
  const started = startTimeOf(holder.pid);
  return started === null || started === holder.started;
}
