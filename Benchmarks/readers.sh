#!/usr/bin/env bash
# Import speed per set of each export reader the generator writes (issue "Every app a lifter leaves": each
# new reader within 20 % of the Strong reader's), release build:
#
#   Benchmarks/readers.sh [--runs 3] [--athletes 50] [--weeks 60] [--work DIR]
#
# Generates the same athletes in each format (`gymbo generate --to FORMAT`, one seed), imports each
# directory into a fresh seeded SQLite file, and prints the median wall and CPU time, sets stored and µs per
# set, with the ratios to Strong's. Every run's time is printed to stderr, so the noise of a busy machine shows.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3; athletes=50; weeks=60
work=$(mktemp -d /tmp/gymbo-readers.XXXXXX)
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --athletes) athletes=$2; shift 2 ;;
    --weeks) weeks=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
done
swift build -c release --product gymbo >&2
gymbo="$PWD/.build/release/gymbo"
median() { sort -n | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }
echo "| reader | sets stored | median s | µs per set | ratio to Strong | median CPU s | CPU µs per set | CPU ratio to Strong |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
strong_us=""; strong_cpu=""
for format in strong hevy fitbod stronglifts lyfta liftosaur jefit; do
  "$gymbo" generate --to "$format" --athletes "$athletes" --weeks "$weeks" --seed 1 --out "$work/$format" >/dev/null
  : >"$work/$format.times"; : >"$work/$format.cpu"
  for run in $(seq "$runs"); do
    rm -f "$work/$format.sqlite"*
    "$gymbo" seed --db "$work/$format.sqlite" >/dev/null
    # Wall time, and CPU time (user + system, both threads): on a shared machine the wall time also
    # counts the time other processes held the cores.
    /usr/bin/time -f "%e %U %S" -o "$work/$format.run" \
      "$gymbo" import "$work/$format" --athlete-from-filename --db "$work/$format.sqlite" >/dev/null 2>"$work/$format.stderr"
    awk '{ print $1 }' "$work/$format.run" >>"$work/$format.times"
    awk '{ print $2 + $3 }' "$work/$format.run" >>"$work/$format.cpu"
  done
  echo "$format: wall $(tr '\n' ' ' <"$work/$format.times")s, CPU $(tr '\n' ' ' <"$work/$format.cpu")s" >&2
  sets=$("$gymbo" db stats --db "$work/$format.sqlite" --format json | awk -F': ' '/"sets"/ {gsub(/,/, "", $2); print $2}')
  s=$(median <"$work/$format.times"); c=$(median <"$work/$format.cpu")
  us=$(awk -v s="$s" -v n="$sets" 'BEGIN { printf "%.2f", s * 1e6 / n }')
  cpu=$(awk -v s="$c" -v n="$sets" 'BEGIN { printf "%.2f", s * 1e6 / n }')
  [[ -z "$strong_us" ]] && strong_us=$us && strong_cpu=$cpu
  echo "| $format | $sets | $s | $us | $(awk -v a="$us" -v b="$strong_us" 'BEGIN { printf "%.2f", a / b }') | $c | $cpu | $(awk -v a="$cpu" -v b="$strong_cpu" 'BEGIN { printf "%.2f", a / b }') |"
done
echo
echo "$athletes athletes × $weeks weeks, seed 1, $runs runs each; \`Benchmarks/readers.sh --runs $runs --athletes $athletes --weeks $weeks\`."
