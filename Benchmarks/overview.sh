#!/usr/bin/env bash
# The coach's overview of 1,000 athletes with their 1,000 weekly pages (issue "Reports people open": under
# 5 s on the 2-core machine), release build:
#
#   Benchmarks/overview.sh [--runs 5] [--athletes 1000] [--work DIR] [--no-build] [--rerun]
#
# Generates the athletes (Strong exports, 8 weeks, seed 3), imports them into a fresh SQLite file once, then
# runs `gymbo report overview` `--runs` times, each into a new folder, and prints each run's wall, user and
# system time and the median wall time, with the load average before each run (the machine is shared).
# Every run's folder is compared with the first one's (`diff -r`): the output must be byte-identical.
# A new folder each run, because rewriting the 6,000 files of the run before measures the file system: this
# machine's ext4 has no journal, and without one ext4 passes over inodes freed in the last 5 to 300 seconds
# when it allocates new ones, which took 3–4 s of system time a run (`perf`: find_inode_bit, recently_deleted).
# `--rerun` writes every run into the same folder instead, as a cron job rerunning the same week does: files
# that already hold the same bytes are left as they are, so the runs after the first read their files.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5; athletes=1000; build=1; rerun=0
work=$(mktemp -d /tmp/gymbo-overview.XXXXXX)
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --athletes) athletes=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --no-build) build=0; shift ;;
    --rerun) rerun=1; shift ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
done
[ "$build" = 1 ] && swift build -c release --product gymbo >&2
gymbo="$PWD/.build/release/gymbo"
if [ ! -f "$work/ov.sqlite" ]; then
  "$gymbo" generate --to strong --athletes "$athletes" --weeks 8 --seed 3 --start 2026-09-21 --out "$work/data" >/dev/null
  "$gymbo" seed --db "$work/ov.sqlite" >/dev/null
  "$gymbo" import --db "$work/ov.sqlite" --athlete-from-filename "$work/data" >/dev/null
fi
median() { sort -n | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }
: >"$work/walls"
echo "| run | load before | wall s | user s | sys s |"
echo "|---:|---:|---:|---:|---:|"
for run in $(seq "$runs"); do
  load=$(cut -d' ' -f1 /proc/loadavg)
  out="$work/Reports-$run"
  if [ "$rerun" = 1 ]; then out="$work/Reports-rerun"; [ "$run" = 1 ] && rm -rf "$out"; else rm -rf "$out"; fi
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$gymbo" report overview --db "$work/ov.sqlite" --week 2026-W46 --as-of 2026-11-16 --out "$out" >/dev/null
  read -r wall user sys <"$work/time"
  echo "$wall" >>"$work/walls"
  echo "| $run | $load | $wall | $user | $sys |"
  if [ "$run" = 1 ] && [ "$rerun" = 1 ]; then rm -rf "$work/Reports-1"; cp -r "$out" "$work/Reports-1"; fi
  if [ "$run" -gt 1 ]; then diff -r "$work/Reports-1" "$out" >/dev/null || { echo "run $run: output differs from run 1" >&2; exit 1; }; fi
done
for run in $(seq 2 "$runs"); do rm -rf "$work/Reports-$run"; done
echo "median wall: $(median <"$work/walls") s over $runs runs (output byte-identical across runs); work folder $work"
