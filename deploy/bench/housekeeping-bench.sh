#!/usr/bin/env bash
# housekeeping-bench.sh: what deleting a large backlog of expired rows costs, and what it does to payments meanwhile.
# Against a platform on a generated database (generate-data.sh), started here with housekeeping every HK_MS (1000) ms
# instead of every 10 minutes, so that passes run back to back while a backlog lasts:
#
#   CUSTOMERS=10000 deploy/bench/generate-data.sh && ROWS=1000000 deploy/bench/housekeeping-bench.sh
#
# 1. quiet: quote creation and execution paced at RATE (scale-bench.sh, ONLY=quote-create,quote-execute), no backlog;
# 2. during: ROWS expired rows are added to each of four tables (quote-service's idempotency_key, outbox_event and
#    processed_event, webhook-service's webhook_attempt) just before the same runs, which then go on while the
#    housekeeping deletes them; the backlog left is counted at the start and end of the runs;
# 3. the time until every backlog row is gone, and each pass the platform logged ("deleted rows in N ms");
# 4. after: the same runs again, the backlog gone.
# It prints quote create and execute p50/p99 for the three runs, the passes (rows and time), and the delete rate.
#
# Knobs: ROWS (1000000), HK_MS (1000), RATE (100), DURATION (20), PREFIX, DB_HOST, DB_PORT, DB_USER, DB_PASSWORD,
# HTTP_PORT (29080), HEALTH_PORT (29180), DATA_DIR (the generator's), DRAIN_MAX_S (1800).
# Needs: a build (mvn -DskipTests package), a generated database, wrk, curl, python3, the mysql client.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$repo"
# shellcheck source=generated-platform.sh
. "$here/generated-platform.sh"
need_tools wrk curl python3 mysql
ROWS="${ROWS:-1000000}"
HK_MS="${HK_MS:-1000}"
DRAIN_MAX_S="${DRAIN_MAX_S:-1800}"
export RATE="${RATE:-100}" DURATION="${DURATION:-20}"
export DB_HOST="${DB_HOST:-127.0.0.1}" DB_PORT="${DB_PORT:-3306}" DB_USER="${DB_USER:-root}" DB_PASSWORD="${DB_PASSWORD:-}"
export PREFIX="${PREFIX:-ccpay_gen_}"
HTTP_PORT="${HTTP_PORT:-29080}" HEALTH_PORT="${HEALTH_PORT:-29180}"
DATA_DIR="${DATA_DIR:-${GEN_WORK:-$repo/deploy/target/data-generator}/data}"
[[ "$ROWS" =~ ^[1-9][0-9]*$ ]] || { echo "ROWS must be a positive whole number" >&2; exit 2; }
say() { echo "[housekeeping] $*"; }
sql() { MYSQL_PWD="$DB_PASSWORD" mysql -h "$DB_HOST" -P "$DB_PORT" -u "$DB_USER" -N -B -e "$1"; }
sql "SELECT 1 FROM ${PREFIX}quote.outbox_event LIMIT 1" >/dev/null 2>&1 \
  || { echo "no generated database ${PREFIX}*: run deploy/bench/generate-data.sh first" >&2; exit 1; }

work="$(mktemp -d)"
platform_pid=""
cleanup() {
  if [ -n "$platform_pid" ]; then
    kill -TERM "$platform_pid" 2>/dev/null || true
    wait "$platform_pid" 2>/dev/null || true
    say "platform stopped"
  fi
  say "work files in $work"
}
trap cleanup EXIT

# The backlog rows are marked so they can be counted apart from the platform's own: ids start with "backlog-" (the
# webhook attempts are numbered from 1,000,000 on existing webhooks). Each is older than its table's retention.
backlog_left() {
  sql "SELECT (SELECT COUNT(*) FROM ${PREFIX}quote.idempotency_key WHERE scope = 'backlog')
            + (SELECT COUNT(*) FROM ${PREFIX}quote.outbox_event WHERE id LIKE 'backlog-%')
            + (SELECT COUNT(*) FROM ${PREFIX}quote.processed_event WHERE event_id LIKE 'backlog-%')
            + (SELECT COUNT(*) FROM ${PREFIX}webhook.webhook_attempt WHERE attempt_no >= 1000000)"
}
add_backlog() {
  local chunk=100000 from t0
  t0=$(date +%s.%N)
  for ((from = 0; from < ROWS; from += chunk)); do
    local n=$(( ROWS - from < chunk ? ROWS - from : chunk ))
    sql "INSERT INTO ${PREFIX}quote.idempotency_key (scope, idem_key, fingerprint, status, content_type, body, created_at)
           SELECT 'backlog', CONCAT('k', $from + seq), UNHEX(SHA2(seq, 256)), 201, 'application/json', REPEAT('x', 950),
                  NOW(6) - INTERVAL 3 DAY + INTERVAL ($from + seq) MICROSECOND FROM ${PREFIX}quote.seq_1_to_$n;
         INSERT INTO ${PREFIX}quote.outbox_event (id, event_type, aggregate_id, payload, created_at, published_at, attempts)
           SELECT CONCAT('backlog-', $from + seq), 'BACKLOG', 'Backlog', REPEAT('x', 1300),
                  NOW(6) - INTERVAL 9 DAY + INTERVAL ($from + seq) MICROSECOND, NOW(6) - INTERVAL 9 DAY + INTERVAL ($from + seq) MICROSECOND, 1
           FROM ${PREFIX}quote.seq_1_to_$n;
         INSERT INTO ${PREFIX}quote.processed_event (event_id, event_type, processed_at)
           SELECT CONCAT('backlog-', $from + seq), 'BACKLOG', NOW(6) - INTERVAL 9 DAY + INTERVAL ($from + seq) MICROSECOND FROM ${PREFIX}quote.seq_1_to_$n;"
  done
  # attempts need a webhook: 1,000 attempts numbered from 1,000,000 on each of the newest webhooks (the webhooks' own
  # 90-day retention would take the oldest ones, with their attempts, on its own)
  local hooks=$(( (ROWS + 999) / 1000 ))
  sql "INSERT INTO ${PREFIX}webhook.webhook_attempt (webhook_id, attempt_no, url, started_at, http_status, latency_ms, outcome)
         SELECT w.id, 999999 + s.seq, 'https://backlog.invalid/hook', NOW(6) - INTERVAL 40 DAY + INTERVAL s.seq MICROSECOND, 500, 120, 'FAILED'
         FROM (SELECT id FROM ${PREFIX}webhook.webhook ORDER BY created_at DESC LIMIT $hooks) w CROSS JOIN ${PREFIX}quote.seq_1_to_1000 s LIMIT $ROWS"
  say "added $ROWS expired rows to each of four tables in $(python3 -c "import time; print(round(time.time() - $t0))") s; $(backlog_left) left"
}
export -f add_backlog backlog_left sql say
export ROWS

export PLATFORM_HOUSEKEEPING_MILLIS="$HK_MS" PLATFORM_EVENTS_HOUSEKEEPING_MILLIS="$HK_MS"
start_generated_platform "$work/platform.log"
export BASE
messages=deploy/target/liberty/wlp/usr/servers/platform/logs/messages.log
log_from=$(stat -c %s "$messages" 2>/dev/null || echo 0)   # the passes of this run are logged after this offset

run() { # label [VAR=value ...]: quote creation and execution through scale-bench.sh, its table in $work/label.tsv
  local label=$1
  shift
  say "$label: quote creation and execution paced at $RATE req/s ..."
  env "$@" ONLY=quote-create,quote-execute OUT="$work/$label.tsv" "$here/scale-bench.sh" > "$work/$label.log" 2>&1 \
    || { tail -20 "$work/$label.log" >&2; exit 1; }
  grep -E "^\[scale\]   (quote|POST)" "$work/$label.log" | sed 's/^/  /' || true
}

run quiet WARMUP_S=40
run during WARMUP_S=0 BEFORE_RUNS="add_backlog; backlog_left > $work/left-at-start"
left_start=$(cat "$work/left-at-start")
left_end=$(backlog_left)
say "backlog left: $left_start when the runs started, $left_end when they ended"
t0=$(date +%s)
while [ "$(backlog_left)" -gt 0 ]; do
  [ $(( $(date +%s) - t0 )) -lt "$DRAIN_MAX_S" ] || { say "backlog not gone within $DRAIN_MAX_S s"; break; }
  sleep 5
done
drained_s=$(( $(date +%s) - t0 ))
say "backlog gone $drained_s s after the runs ended"
run after WARMUP_S=0

[ "$(stat -c %s "$messages")" -ge "$log_from" ] || log_from=0   # rotated meanwhile: read what is there
tail -c +"$(( log_from + 1 ))" "$messages" | grep -h "housekeeping.* deleted rows in" > "$work/passes.log" || true
python3 - "$work" "$ROWS" "$HK_MS" "$left_start" "$left_end" "$drained_s" "$(git rev-parse --short HEAD)" <<'PY'
import csv, re, subprocess, sys, time
work, rows, hk, left_start, left_end, drained, commit = sys.argv[1:]
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
nproc = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip()
print(f"\nHousekeeping benchmark, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, commit {commit}, {nproc} cores ({cpu})")
print(f"Backlog: {int(rows):,} expired rows in each of four tables; housekeeping every {hk} ms")
print(f"Backlog left: {int(left_start):,} when the 'during' runs started, {int(left_end):,} when they ended; gone {drained} s later\n")
runs = {}
for label in ("quiet", "during", "after"):
    for r in csv.reader(open(f"{work}/{label}.tsv"), delimiter="\t"):   # operation, key, p50, p99, rate, ...
        runs.setdefault(r[1], {})[label] = r
print(f"{'operation':<16} {'quiet p50/p99 ms':>20} {'during p50/p99 ms':>20} {'after p50/p99 ms':>20}")
for key in ("quote-create", "quote-execute"):
    cells = []
    for label in ("quiet", "during", "after"):
        r = runs.get(key, {}).get(label)
        cells.append(f"{r[2]} / {r[3]}" + (f" ({r[4]}/s)" if r[4] not in ("-", "") and float(r[4]) < 95 else "") if r else "-")
    print(f"{key:<16} {cells[0]:>20} {cells[1]:>20} {cells[2]:>20}")
passes = {}
for line in open(f"{work}/passes.log"):
    m = re.search(r"(\w+ housekeeping) of ([\w-]+) deleted rows in (\d+) ms: (.*)", line) or \
        re.search(r"(\w+ housekeeping)() deleted rows in (\d+) ms: (.*)", line)
    if not m:
        continue
    what = (m.group(1) + " " + m.group(2)).strip()
    tables = dict((t, int(n)) for t, n in re.findall(r"(\w+) (\d+)", m.group(4)))
    p = passes.setdefault(what, {"passes": 0, "ms": [], "rows": 0, "tables": set()})
    p["passes"] += 1
    p["ms"].append(int(m.group(3)))
    p["rows"] += sum(tables.values())
    p["tables"].update(tables)
print(f"\n{'housekeeping':<36} {'passes':>6} {'rows':>10} {'ms per pass (median / max)':>28} {'rows/s':>8}  tables")
for what, p in sorted(passes.items()):
    ms = sorted(p["ms"])
    rate = p["rows"] / (sum(ms) / 1000) if sum(ms) else 0
    print(f"{what:<36} {p['passes']:>6} {p['rows']:>10,} {ms[len(ms) // 2]:>15,} / {ms[-1]:>10,} {rate:>8,.0f}  {', '.join(sorted(p['tables']))}")
PY
