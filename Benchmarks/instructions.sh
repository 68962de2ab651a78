#!/usr/bin/env bash
# Instructions of an import, ours against the sqlite3 shell's (issue 23), counted by callgrind.
#
#   Benchmarks/instructions.sh [--gymbo PATH] [--data DIR] [--shared ../shared] [--work DIR] [--keep]
#
# Builds nothing: takes the release binary (default .build/release/gymbo) and strips a copy, since
# valgrind 3.19 cannot read the Swift binary's debug info. Generates the 20 athletes × 60 weeks Strong set
# (seed 1, start 2025-01-06) unless --data names a directory of CSVs. Counts all threads' instructions of
#   - ours: `gymbo import --athlete-from-filename DIR` into a copy of a database made by `gymbo seed`;
#   - the shell's: the import part of the sqlite3 peer (`shared/bench/sqlite3-peer.sh`): the same script
#     it builds (flat `.import` per file into a staging table, then INSERT…SELECT), fed to `sqlite3`.
# One run each: the shell's count repeats to the digit (for work directories of one path length), ours
# within about 0.05 % (the reader thread hands sessions to the writer, and how often one waits for the
# other varies from run to run). Prints three lines:
#   gymbo_instructions N
#   sqlite3_instructions N
#   ratio R
set -euo pipefail
cd "$(dirname "$0")/.."
gymbo=.build/release/gymbo
data=""
shared=../shared
work=""
keep=false
while [ $# -gt 0 ]; do
  case "$1" in
    --gymbo) gymbo=$2; shift 2 ;;
    --data) data=$2; shift 2 ;;
    --shared) shared=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --keep) keep=true; shift ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
done
[ -x "$gymbo" ] || { echo "no gymbo binary at $gymbo (swift build -c release first)" >&2; exit 66; }
[ -f "$shared/bench/sqlite3-peer.sh" ] || { echo "no sqlite3 peer at $shared/bench/sqlite3-peer.sh" >&2; exit 66; }
if [ -z "$work" ]; then work=$(mktemp -d /tmp/gymbo-instr.XXXXXX); fi
mkdir -p "$work"
$keep || trap 'rm -rf "$work"' EXIT

strip -o "$work/gymbo" "$gymbo"
if [ -z "$data" ]; then
  data="$work/strong"
  rm -rf "$data"
  "$work/gymbo" generate --to strong --athletes 20 --weeks 60 --seed 1 --start 2025-01-06 --out "$data" >/dev/null 2>&1
fi

# total CALLGRIND_OUT: the instructions callgrind summed over every thread's file of one run.
total() { cat "$1"* | awk '/^summary:/ { s += $2 } END { printf "%.0f\n", s }'; }
# callgrind OUT INPUT CMD...: runs CMD under callgrind with INPUT on standard input.
callgrind() {
  local out=$1 input=$2; shift 2
  rm -f "$out"*
  valgrind --tool=callgrind --trace-children=no --separate-threads=no --callgrind-out-file="$out" "$@" \
    <"$input" >"$work/last.out" 2>"$work/last.err" || { cat "$work/last.err" >&2; return 1; }
}

# Ours: import into a freshly seeded database (seeding is not counted).
"$work/gymbo" seed --db "$work/seeded.sqlite" >/dev/null
cp "$work/seeded.sqlite" "$work/gymbo.sqlite"
# Swift seeds its hashing at random per process, which moves the count by about 0.01 %: fixed here.
SWIFT_DETERMINISTIC_HASHING=1 callgrind "$work/gymbo.cg" /dev/null "$work/gymbo" import --db "$work/gymbo.sqlite" --athlete-from-filename "$data"
ours=$(total "$work/gymbo.cg")

# The shell's: the peer script's import part, the same statements it writes, in one sqlite3 process.
script="$work/peer.sql"
{
  echo "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
  sed -n 's/^  echo "\(CREATE TABLE .*\)"$/\1/p' "$shared/bench/sqlite3-peer.sh"
  echo ".mode csv"
  for f in "$data"/*.csv; do
    a=$(basename "$f" .csv)
    echo ".import --skip 1 '$f' staging"
    echo "INSERT INTO sets SELECT *, '$a' FROM staging; DELETE FROM staging;"
  done
} >"$script"
grep -q '^CREATE TABLE sets' "$script" && grep -q '^CREATE TABLE staging' "$script" \
  || { echo "cannot find the peer's CREATE TABLE lines in $shared/bench/sqlite3-peer.sh" >&2; exit 65; }
rm -f "$work/peer.sqlite"*
callgrind "$work/sqlite3.cg" "$script" "$(command -v sqlite3)" "$work/peer.sqlite"
shell=$(total "$work/sqlite3.cg")

echo "gymbo_instructions $ours"
echo "sqlite3_instructions $shell"
awk -v a="$ours" -v b="$shell" 'BEGIN { printf "ratio %.2f\n", a / b }'
