#!/usr/bin/env python3
"""Runs a command several times and prints its best figures on one line:

    measure.py RUNS COMMAND [ARG ...]
    -> wall=0.123 cpu=0.200 rss_mb=31.2 status=1

wall: best wall-clock seconds, process start and exit included; cpu: best
user + system seconds of the command and the children it waited for; rss_mb:
the largest peak resident set of any run. All from wait4(2), so nothing of
this script's own start is counted. The command's stdout and stderr go to
/dev/null unless it redirects them itself (wrap it in `sh -c '…'`).
"""
import os
import subprocess
import sys
import time


def run_once(command):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    cpu = usage.ru_utime + usage.ru_stime
    return wall, cpu, usage.ru_maxrss / 1024, process.returncode


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        sys.exit("usage: measure.py RUNS COMMAND [ARG ...]")
    runs, command = int(sys.argv[1]), sys.argv[2:]
    walls, cpus, rss, statuses = [], [], [], set()
    for _ in range(runs):
        wall, cpu, peak, status = run_once(command)
        walls.append(wall)
        cpus.append(cpu)
        rss.append(peak)
        statuses.add(status)
    status = statuses.pop() if len(statuses) == 1 else "varies"
    print(f"wall={min(walls):.4f} cpu={min(cpus):.4f} rss_mb={max(rss):.1f} status={status}")


if __name__ == "__main__":
    main()
