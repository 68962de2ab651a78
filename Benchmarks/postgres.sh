#!/usr/bin/env bash
# GymBo Toolkit on PostgreSQL (issue: PostgreSQL and many batch workers), release build:
#
#   Benchmarks/postgres.sh [--runs 3] [--work DIR] [--data DIR]
#
# Starts a throw-away PostgreSQL cluster on loopback with the server's default durability (fsync on), then
#   1. the peer: psql `\copy` of every Strong CSV of the reference data (200 athletes × 60 weeks, as
#      Benchmarks/run.sh generates it) into one flat table, in one session;
#   2. the toolkit: `gymbo import DIR --athlete-from-filename` into a seeded database;
#   3. the batch over the 200 athletes (tips and the week's reports, no inbox files) with 1, 2 and 4 workers
#      at once, each run from the same state (issued tips, report weeks and claims cleared before it).
# Prints a Markdown table on stdout (the PostgreSQL rows of BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
work=$(mktemp -d /tmp/gymbo-pgbench.XXXXXX)
data=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --data) data=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
done
mkdir -p "$work"
swift build -c release --product gymbo >&2
gymbo="$PWD/.build/release/gymbo"
log() { echo "[pgbench] $*" >&2; }
median() { sort -n | awk '{a[NR]=$1} END {if (NR==0) print "nan"; else if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
now() { date +%s.%N; }
# peak RSS in MB of a command run under /usr/bin/time -v (its stderr in $work/time.err)
rss() { awk -F': ' '/Maximum resident set size/ {printf "%.0f\n", $2 / 1024}' "$1"; }

if [[ -z "$data" ]]; then
  data="$work/strong"
  log "generating reference data in $data"
  "$gymbo" generate --athletes 200 --weeks 60 --seed 1 --to strong --out "$data" >&2
fi
rows=$(cat "$data"/*.csv | wc -l)

cluster="$work/cluster"
GYMBO_PG_DURABLE=1 scripts/postgres-cluster start "$cluster" 55499 >/dev/null
trap 'scripts/postgres-cluster stop "$cluster" || true' EXIT
server="postgres://postgres@127.0.0.1:55499"
psql_() { psql -q -v ON_ERROR_STOP=1 "$server/$1" "${@:2}"; }

# 1. the peer
peer_script="$work/peer.sql"
{
  echo "DROP TABLE IF EXISTS sets, staging;"
  echo "CREATE TABLE sets(date TEXT, workout TEXT, duration TEXT, exercise TEXT, set_order TEXT, weight REAL, reps REAL, distance REAL, seconds REAL, notes TEXT, workout_notes TEXT, rpe REAL, athlete TEXT);"
  echo "CREATE TEMP TABLE staging(date TEXT, workout TEXT, duration TEXT, exercise TEXT, set_order TEXT, weight REAL, reps REAL, distance REAL, seconds REAL, notes TEXT, workout_notes TEXT, rpe REAL);"
  for f in "$data"/*.csv; do
    a=$(basename "$f" .csv)
    echo "\\copy staging FROM '$f' WITH (FORMAT csv, HEADER true)"
    echo "INSERT INTO sets SELECT *, '$a' FROM staging; TRUNCATE staging;"
  done
} >"$peer_script"
: >"$work/peer.txt"; : >"$work/import.txt"; : >"$work/import.rss"
for run in $(seq "$runs"); do
  log "run $run/$runs: psql \\copy peer"
  psql_ postgres -c "DROP DATABASE IF EXISTS peer" -c "CREATE DATABASE peer"
  t0=$(now); psql_ peer -f "$peer_script"; t1=$(now)
  awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }' >>"$work/peer.txt"

  log "run $run/$runs: gymbo import"
  psql_ postgres -c "DROP DATABASE IF EXISTS gymbo" -c "CREATE DATABASE gymbo"
  "$gymbo" seed --db "$server/gymbo" >/dev/null
  t0=$(now)
  /usr/bin/time -v "$gymbo" import "$data" --athlete-from-filename --db "$server/gymbo" >/dev/null 2>"$work/time.err" || { cat "$work/time.err" >&2; exit 1; }
  t1=$(now)
  awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }' >>"$work/import.txt"
  rss "$work/time.err" >>"$work/import.rss"
done
sessions=$("$gymbo" db stats --db "$server/gymbo" --format json | awk -F': ' '/"sessions"/ {gsub(/,/, "", $2); print $2}')
sets=$("$gymbo" db stats --db "$server/gymbo" --format json | awk -F': ' '/"sets"/ {gsub(/,/, "", $2); print $2}')

# 3. the batch with 1, 2 and 4 workers
reset_batch() {
  psql_ gymbo -c "DELETE FROM tip; DELETE FROM meta WHERE key LIKE 'batch.%'; DELETE FROM batchWork;"
  rm -rf "$work/reports" "$work/inbox"; mkdir -p "$work/inbox"
}
declare -A batch_wall batch_rss
for workers in 1 2 4; do
  : >"$work/batch$workers.txt"; : >"$work/batch$workers.rss"
  for run in $(seq "$runs"); do
    log "run $run/$runs: batch with $workers worker(s)"
    reset_batch
    t0=$(now)
    pids=()
    for w in $(seq "$workers"); do
      /usr/bin/time -v "$gymbo" batch --db "$server/gymbo" --inbox "$work/inbox" --reports "$work/reports" \
        --as-of 2026-11-16 --worker "w$w" >/dev/null 2>"$work/batch-w$w.err" &
      pids+=($!)
    done
    for p in "${pids[@]}"; do wait "$p"; done
    t1=$(now)
    awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }' >>"$work/batch$workers.txt"
    for w in $(seq "$workers"); do rss "$work/batch-w$w.err"; done | sort -n | tail -1 >>"$work/batch$workers.rss"
  done
  batch_wall[$workers]=$(median <"$work/batch$workers.txt")
  batch_rss[$workers]=$(median <"$work/batch$workers.rss")
done
reports=$(find "$work/reports" -name '2026-W46.md' | wc -l)

peer=$(median <"$work/peer.txt"); imp=$(median <"$work/import.txt"); imp_rss=$(median <"$work/import.rss")
cat <<REPORT
PostgreSQL $(psql_ postgres -Atc "SHOW server_version"), on loopback, server defaults (fsync on); $(nproc) cores; medians of $runs runs.
Reference data: $(ls "$data"/*.csv | wc -l) Strong files, $rows lines ($sessions sessions, $sets sets stored).

| step | toolkit (median s) | peer (median s) | ratio | target | peak RSS |
|---|---:|---:|---:|---:|---:|
| import of the directory into PostgreSQL | $imp | psql \`\\copy\` into one flat table $peer | $(ratio "$imp" "$peer") | ≤ 1.0 | $imp_rss MB |
| batch over 200 athletes, 1 worker | ${batch_wall[1]} | | | | ${batch_rss[1]} MB |
| batch over 200 athletes, 2 workers at once | ${batch_wall[2]} | | $(ratio "${batch_wall[1]}" "${batch_wall[2]}")× faster | | ${batch_rss[2]} MB each |
| batch over 200 athletes, 4 workers at once | ${batch_wall[4]} | | $(ratio "${batch_wall[1]}" "${batch_wall[4]}")× faster | | ${batch_rss[4]} MB each |

The last batch run wrote $reports weekly reports (one per athlete).
Rerun: \`Benchmarks/postgres.sh --runs $runs\`.
REPORT
