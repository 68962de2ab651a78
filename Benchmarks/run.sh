#!/usr/bin/env bash
# GymBo Toolkit benchmark (SPEC §7): reference data, peers and toolkit in one run.
#
#   Benchmarks/run.sh [--runs 3] [--scaling "50 100 200 400"] [--work DIR] [--shared ../shared]
#
# Builds gymbo in release mode, generates the reference data (200 athletes × 60 weeks, Strong format),
# runs the sqlite3 peer (and the pandas peer when .venv-bench has pandas) and then the toolkit: import of
# the whole directory, full records recompute, an incremental import of one more week for every athlete,
# the batch (analysis, tips, weekly reports) for all athletes, and `similar` on the catalog. Each step
# runs --runs times; the table shows medians, the ratio to the peer and the peak RSS (/usr/bin/time -v).
# Prints a Markdown report on stdout (BENCHMARKS.md is this report).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
scaling="50 100 200 400"
work=$(mktemp -d /tmp/gymbo-bench.XXXXXX)
shared=../shared
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --scaling) scaling=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --shared) shared=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
done
mkdir -p "$work"
swift build -c release --product gymbo >&2
gymbo="$PWD/.build/release/gymbo"
log() { echo "[bench] $*" >&2; }

# time_cmd OUT CMD...: runs CMD under /usr/bin/time -v, appends "wall_s rss_kb" to OUT.
time_cmd() {
  local out=$1; shift
  /usr/bin/time -v "$@" >"$work/last.out" 2>"$work/last.err" || { cat "$work/last.err" >&2; return 1; }
  local wall rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,a,":"); s=0; for(i=1;i<=n;i++) s=s*60+a[i]; print s}' "$work/last.err")
  rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/last.err")
  echo "$wall $rss" >>"$out"
}
median() { sort -n | awk '{a[NR]=$1} END {if (NR==0) print "nan"; else if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }
col() { awk -v c="$2" '{print $c}' "$1"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
mb() { awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }

data="$work/strong"
log "generating reference data in $data"
rm -rf "$data" "$work/strong61" "$work/week61"
time_cmd "$work/generate.txt" "$gymbo" generate --athletes 200 --weeks 60 --seed 1 --to strong --out "$data"
sets=$(cat "$data"/*.csv | wc -l); sets=$((sets - 200))
size=$(du -sm "$data" | cut -f1)

# One more week for every athlete: the 61-week history's rows after the 60-week history's last date
# (records, not lines: a few notes span lines).
"$gymbo" generate --athletes 200 --weeks 61 --seed 1 --to strong --out "$work/strong61" 2>/dev/null
mkdir -p "$work/week61"
for f in "$data"/*.csv; do
  name=$(basename "$f")
  awk -f Benchmarks/next-week.awk "$f" "$work/strong61/$name" >"$work/week61/$name"
done
week_sets=$(cat "$work/week61"/*.csv | grep -c '^[0-9]')

: >"$work/peer.txt"; : >"$work/pandas.txt"
: >"$work/import.txt"; : >"$work/recompute.txt"; : >"$work/incremental.txt"; : >"$work/batch.txt"; : >"$work/similar.txt"
: >"$work/recompute-ms.txt"; : >"$work/incremental-ms.txt"; : >"$work/rebuild.txt"; : >"$work/rebuild-ms.txt"
# timing_ms PATTERN OUT: the milliseconds a --timing line of the last command reported.
timing_ms() { sed -nE "s/.*$1 ([0-9.,]+) ms.*/\1/p" "$work/last.err" | tr -d , >>"$2"; }
pandas_python=""
[ -x .venv-bench/bin/python ] && .venv-bench/bin/python -c "import pandas" 2>/dev/null && pandas_python=.venv-bench/bin/python
for run in $(seq 1 "$runs"); do
  log "run $run/$runs: sqlite3 peer"
  bash "$shared/bench/sqlite3-peer.sh" "$data" "$work/peer.sqlite" | sed -E 's/.*import_s=([0-9.]+) records_s=([0-9.]+).*/\1 \2/' >>"$work/peer.txt"
  if [ -n "$pandas_python" ]; then
    log "run $run/$runs: pandas peer"
    "$pandas_python" "$shared/bench/pandas-peer.py" "$data" "$work/pandas.sqlite" | sed -E 's/.*import_s=([0-9.]+) records_s=([0-9.]+).*/\1 \2/' >>"$work/pandas.txt"
  fi
  log "run $run/$runs: gymbo import"
  db="$work/gymbo.sqlite"
  rm -f "$db" "$db-wal" "$db-shm"
  "$gymbo" seed --db "$db" >/dev/null
  time_cmd "$work/import.txt" "$gymbo" import --db "$db" --athlete-from-filename "$data"
  log "run $run/$runs: records recompute"
  time_cmd "$work/recompute.txt" "$gymbo" records --db "$db" --recompute --timing --athlete athlete-001
  timing_ms "recomputed in" "$work/recompute-ms.txt"
  # The same recompute with nothing stored: every record, last-used value and event is written.
  log "run $run/$runs: records recompute into empty tables"
  sqlite3 "$db" "DELETE FROM personalRecord; DELETE FROM recordEvent; DELETE FROM exerciseLastUsed;"
  time_cmd "$work/rebuild.txt" "$gymbo" records --db "$db" --recompute --timing --athlete athlete-001
  timing_ms "recomputed in" "$work/rebuild-ms.txt"
  log "run $run/$runs: batch over 200 athletes"
  rm -rf "$work/inbox" "$work/reports"; mkdir -p "$work/inbox"
  time_cmd "$work/batch.txt" "$gymbo" batch --db "$db" --inbox "$work/inbox" --reports "$work/reports" --as-of 2026-11-16T06:00:00Z
  log "run $run/$runs: incremental week"
  time_cmd "$work/incremental.txt" "$gymbo" import --db "$db" --athlete-from-filename --timing "$work/week61"
  timing_ms "records kept current in" "$work/incremental-ms.txt"
  for i in $(seq 1 20); do time_cmd "$work/similar.txt" "$gymbo" similar --db "$db" Kniebeugen; done
done

peer_import=$(col "$work/peer.txt" 1 | median); peer_records=$(col "$work/peer.txt" 2 | median)
imp=$(col "$work/import.txt" 1 | median); imp_rss=$(col "$work/import.txt" 2 | sort -n | tail -1)
rec=$(col "$work/recompute.txt" 1 | median); rec_rss=$(col "$work/recompute.txt" 2 | sort -n | tail -1)
inc=$(col "$work/incremental.txt" 1 | median); inc_rss=$(col "$work/incremental.txt" 2 | sort -n | tail -1)
bat=$(col "$work/batch.txt" 1 | median); bat_rss=$(col "$work/batch.txt" 2 | sort -n | tail -1)
sim=$(col "$work/similar.txt" 1 | median)
reb=$(col "$work/rebuild.txt" 1 | median); reb_rss=$(col "$work/rebuild.txt" 2 | sort -n | tail -1)
rec_ms=$(median <"$work/recompute-ms.txt"); inc_ms=$(median <"$work/incremental-ms.txt"); reb_ms=$(median <"$work/rebuild-ms.txt")

log "scaling: $scaling athletes"
: >"$work/scaling.md"
for n in $scaling; do
  d="$work/scale-$n"; rm -rf "$d"
  "$gymbo" generate --athletes "$n" --weeks 60 --seed 1 --to strong --out "$d/data" 2>/dev/null
  rm -f "$d/db.sqlite"*; "$gymbo" seed --db "$d/db.sqlite" >/dev/null
  : >"$d/i.txt"; : >"$d/b.txt"
  time_cmd "$d/i.txt" "$gymbo" import --db "$d/db.sqlite" --athlete-from-filename "$d/data"
  mkdir -p "$d/inbox"
  time_cmd "$d/b.txt" "$gymbo" batch --db "$d/db.sqlite" --inbox "$d/inbox" --reports "$d/reports" --as-of 2026-11-16T06:00:00Z
  s=$(cat "$d/data"/*.csv | wc -l); s=$((s - n))
  echo "| $n | $s | $(col "$d/i.txt" 1) | $(awk -v t="$(col "$d/i.txt" 1)" -v s="$s" 'BEGIN{printf "%.1f", t/s*1e6}') | $(col "$d/b.txt" 1) | $(awk -v t="$(col "$d/b.txt" 1)" -v n="$n" 'BEGIN{printf "%.1f", t/n*1000}') | $(mb "$(col "$d/i.txt" 2)") |" >>"$work/scaling.md"
  rm -rf "$d"
done

cat <<REPORT
## Results of one run

Machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, $(uname -m); $(swift --version 2>/dev/null | head -1); $(sqlite3 --version | cut -d' ' -f1-2 | sed 's/^/sqlite3 /').
Reference data: \`gymbo generate --athletes 200 --weeks 60 --seed 1 --to strong\`: $sets sets, $size MB, 200 files.
Each step ran $runs times; medians, peak RSS the largest seen.

| step | toolkit (median s) | peer (median s) | ratio | target | peak RSS |
|---|---:|---:|---:|---|---:|
| import of the directory | $imp | sqlite3 \`.import\` $peer_import | $(ratio "$imp" "$peer_import") | ≤ 1.0 | $(mb "$imp_rss") MB |
| full records recompute, records current (writes only differences: none) | $rec | sqlite3 \`GROUP BY\` $peer_records | $(ratio "$rec" "$peer_records") | ≤ 1.0 | $(mb "$rec_rss") MB |
| full records recompute into empty tables (writes every row) | $reb | sqlite3 \`GROUP BY\` $peer_records | $(ratio "$reb" "$peer_records") | ≤ 1.0 | $(mb "$reb_rss") MB |
| records update of an incremental import, one week × 200 athletes ($week_sets sets), in process | $(awk -v m="$inc_ms" 'BEGIN{printf "%.4f", m/1000}') | recompute into empty tables, in process $(awk -v m="$reb_ms" 'BEGIN{printf "%.3f", m/1000}') | $(ratio "$inc_ms" "$reb_ms") | < 0.05 | – |
| the same records update | $(awk -v m="$inc_ms" 'BEGIN{printf "%.4f", m/1000}') | recompute with records current, in process $(awk -v m="$rec_ms" 'BEGIN{printf "%.3f", m/1000}') | $(ratio "$inc_ms" "$rec_ms") | < 0.05 | – |
| incremental import, whole process (read, parse, write, records) | $inc | recompute $rec | $(ratio "$inc" "$rec") | – | $(mb "$inc_rss") MB |
| batch (analysis, tips, weekly reports), 200 athletes | $bat | – | – | < 5 s | $(mb "$bat_rss") MB |
| \`similar\` (whole process, median of 20) | $sim | – | – | < 10 ms | – |
REPORT
if [ -s "$work/pandas.txt" ]; then
  echo
  echo "pandas peer (same data): import $(col "$work/pandas.txt" 1 | median) s, records $(col "$work/pandas.txt" 2 | median) s."
fi
cat <<REPORT

### How cost grows

| athletes | sets | import s | µs per set | batch s | ms per athlete | import peak RSS |
|---:|---:|---:|---:|---:|---:|---:|
$(cat "$work/scaling.md")
REPORT
log "work files in $work"
