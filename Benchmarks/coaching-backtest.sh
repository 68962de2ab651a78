#!/usr/bin/env bash
# How often each coaching rule speaks on long generated histories (SPEC §4.5, issue "coaching that holds up").
#
#   Benchmarks/coaching-backtest.sh [--athletes 12] [--weeks 70] [--seed 2026] [--to strong|hevy]
#
# Generates the histories (every program and profile of `gymbo generate`), imports each athlete into one
# database as another app's export (no stated goal or level), runs `gymbo tips backtest` every Monday from
# week 9 to the end, and prints per rule the share of athlete-weeks it fired in and was among the 3 shown.
# Prints Markdown on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
athletes=12; weeks=70; seed=2026; to=strong
while [ $# -gt 0 ]; do
  case "$1" in
    --athletes) athletes=$2; shift 2 ;;
    --weeks) weeks=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --to) to=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
done
swift build -c release --product gymbo >&2
gymbo="$PWD/.build/release/gymbo"
work=$(mktemp -d /tmp/gymbo-backtest.XXXXXX)
trap 'rm -rf "$work"' EXIT
start=2025-01-06
"$gymbo" generate --athletes "$athletes" --weeks "$weeks" --seed "$seed" --to "$to" --start "$start" --out "$work/data" >&2
"$gymbo" seed --db "$work/db.sqlite" >/dev/null
"$gymbo" import --db "$work/db.sqlite" --athlete-from-filename "$work/data"/*.csv >/dev/null
from=$(date -u -d "$start + 56 days" +%F)
to_day=$(date -u -d "$start + $((weeks * 7)) days" +%F)
for f in "$work/data"/*.csv; do
  name=$(basename "$f" .csv)
  "$gymbo" tips backtest --db "$work/db.sqlite" --athlete "$name" --from "$from" --to "$to_day" --format json --lang en >"$work/$name.json"
done
python3 - "$work" "$athletes" "$weeks" "$seed" "$to" <<'PY'
import glob, json, sys
work, athletes, weeks, seed, fmt = sys.argv[1:]
fired, shown, steps = {}, {}, 0
names = {}
for path in sorted(glob.glob(work + "/athlete-*.json")):
    result = json.load(open(path))
    steps += len(result["weeks"])
    for r in result["rules"]:
        names[r["number"]] = r["rule"]
        fired[r["number"]] = fired.get(r["number"], 0) + r["weeksFired"]
        shown[r["number"]] = shown.get(r["number"], 0) + r["weeksShown"]
print(f"{athletes} generated athletes ({fmt}, seed {seed}), {weeks} weeks each, every Monday from week 9: {steps} athlete-weeks.\n")
print("| # | rule | fired | among the 3 shown |")
print("|---:|---|---:|---:|")
for n in sorted(names):
    print(f"| {n} | {names[n]} | {100 * fired[n] / steps:.1f} % | {100 * shown[n] / steps:.1f} % |")
PY
