/**
 * Readings of a running process from Linux's /proc: its CPU time and resident memory. Importing
 * this pins nothing, where importing server.mjs pins this process to one CPU.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** The fields of /proc/PID/stat after "pid (comm) ", which may itself hold spaces. */
const statFields = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/**
 * CPU time a process has used, every thread (utime + stime, at 100 ticks/s).
 * @param {number} pid
 * @returns {number} ms
 */
export function cpuMs(pid) {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Resident set size of a process (VmRSS).
 * @param {number} pid
 * @returns {number} MB (MiB)
 */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/u.exec(status)[1]) / 1024;
}

/**
 * Summed VmRSS of a process and all its descendants.
 * @param {number} root the process id
 * @returns {number} KiB; 0 once it is gone
 */
export function treeRssKb(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    try {
      parents.set(Number(entry), Number(statFields(entry)[1]));
    } catch {
      // the process ended while the table was read
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents)
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/u.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb;
}
