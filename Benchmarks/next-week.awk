# awk -f next-week.awk OLD.csv NEW.csv
# Prints NEW's header and those CSV records of NEW whose date (the first 19 characters) is later than every
# date in OLD: the rows a longer generated history adds. A record may span lines (a quoted note with line
# breaks); it ends where its quotes balance, so a note's second line is never taken for a row.
function flush() {
  if (rec == "") return
  if (nr > 1 || file == 2) {
    d = substr(rec, 1, 19)
    if (file == 1) { if (d > last) last = d }
    else if (nr == 1 || d > last) print rec
  }
  rec = ""; nr++
}
FNR == 1 { flush(); nr = 1; file = (FILENAME == ARGV[1]) ? 1 : 2 }
{
  rec = (rec == "") ? $0 : rec "\n" $0
  tmp = rec
  if (gsub(/"/, "", tmp) % 2 == 0) flush()
}
END { flush() }
