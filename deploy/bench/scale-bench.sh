#!/usr/bin/env bash
# scale-bench.sh: the cost curve. Measures, against a platform on a generated database
# (generate-data.sh), the answer times of the API's reads and payments with wrk paced at RATE
# (100) requests/s, each operation over ids drawn at random from the database, and prints one table
# (operation, p50, p99, achieved rate, errors) with the size of the four databases and the server's
# resident memory; the same table is written as TSV (OUT).
#
#   CUSTOMERS=10000 deploy/bench/generate-data.sh && deploy/bench/scale-bench.sh
#   BASE=http://127.0.0.1:29080 deploy/bench/scale-bench.sh   # or a platform already running on the generated data
#
# 1. Starts the platform the way generate-data.sh does (PLATFORM_DB_HOST=127.0.0.1 PLATFORM_DB_PREFIX=ccpay_gen_,
#    ports 29080 API, 29180 health, 29443, broker 63616), unless BASE names a running one.
# 2. Removes the webhook endpoint for the run (WEBHOOKS_OFF=1; the generator's receiver is gone, and delivery is
#    webhook-bench.sh's subject): new webhooks wait; the endpoint is put back at the end.
# 3. scale-prepare.py draws ids from the databases (SAMPLE of each kind: customers, funded customers, external
#    accounts with their owners, transactions, webhooks), follows nextCursor PAGES pages into the customer and
#    transaction lists, and writes one file of requests per operation.
# 4. Buffer pool: reads the generated tables' indexes, secondary ones first and the smallest first, until WARM_POOL
#    percent of MariaDB's buffer pool has been read (a platform that has run a while holds them in memory; a database
#    just generated or just restarted holds nothing, and a run would measure the disk's first reads).
#    Warm-up: every read operation mixed (50 of its requests each), paced at RATE, for WARMUP_S seconds; quote
#    creation for QUOTE_WARMUP_S and execution for half that, just before their own runs (quotes live 5 minutes).
# 5. Each operation paced at RATE (quotes at QUOTE_RATE) for DURATION seconds, Poisson arrivals (pace.lua), wrk -t2,
#    CONNECTIONS connections, each request a random line of its file. Reads first, then quote create (its 201s
#    give the quotes to execute), quote execute (each quote once), SETTLE_S seconds of quiet, redelivery.
#    Any answer that is not 2xx, and any socket error or timeout, counts as an error and is shown. A run's detail
#    also says when the host disturbed it: CPU steal of 0.5 % or more, or a 2 ms sleep (host-timer.py, beside wrk)
#    woken 1 ms or more late at p99, which a host that makes idle virtual CPUs wait to run again shows and steal
#    does not; the same sleep is measured once with the platform idle before the runs.
#
# Knobs: RATE (100), QUOTE_RATE (RATE), DURATION (20), WARM_POOL (60; 0 leaves the pool as it is), WARMUP_S (40),
# QUOTE_WARMUP_S (60), CONNECTIONS (32),
# SAMPLE (3000), PAGES (300), SETTLE_S (10), RECOVER_S (10; the pause after a run whose p99 passed 1 s),
# WRK_TIMEOUT (10s), WEBHOOKS_OFF (1), BEFORE_RUNS (a shell command run after the warm-up, before the first measured run), LAST (comma-separated operation keys to run after all the others), ONLY (comma-separated operation keys),
# DEADLINE (HH:MM UTC today, or epoch seconds: no run starts that would end after it; the rest are reported
# as not measured), OUT (deploy/target/scale-bench.tsv; OUT.meta.tsv gets sizes and memory), KEEP_WORK (1),
# DB_HOST, DB_PORT, DB_USER, DB_PASSWORD, PREFIX (the generator's: 127.0.0.1, 3306, root, empty, ccpay_gen_),
# HTTP_PORT (29080), HEALTH_PORT (29180), DATA_DIR (the generator's, deploy/target/data-generator/data: its
# key-encryption keys sealed the generated database's keys), DEEP_MAX_S (90).
#
# Needs: a build (mvn -DskipTests package), wrk, curl, python3, the mysql client.
set -euo pipefail
shopt -s inherit_errexit
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$repo"
# shellcheck source=generated-platform.sh
. "$here/generated-platform.sh"
need_tools wrk curl python3 mysql

RATE="${RATE:-100}"
QUOTE_RATE="${QUOTE_RATE:-$RATE}"
DURATION="${DURATION:-20}"
WARMUP_S="${WARMUP_S:-40}"
WARM_POOL="${WARM_POOL:-60}"
QUOTE_WARMUP_S="${QUOTE_WARMUP_S:-60}"
THREADS=2
CONNECTIONS="${CONNECTIONS:-32}"
SETTLE_S="${SETTLE_S:-10}"
RECOVER_S="${RECOVER_S:-10}"
WRK_TIMEOUT="${WRK_TIMEOUT:-10s}"
ONLY="${ONLY:-}"
OUT="${OUT:-$repo/deploy/target/scale-bench.tsv}"
KEEP_WORK="${KEEP_WORK:-}"
WEBHOOKS_OFF="${WEBHOOKS_OFF:-1}"
export DB_HOST="${DB_HOST:-127.0.0.1}" DB_PORT="${DB_PORT:-3306}" DB_USER="${DB_USER:-root}" DB_PASSWORD="${DB_PASSWORD:-}"
export PREFIX="${PREFIX:-ccpay_gen_}" SAMPLE="${SAMPLE:-3000}" PAGES="${PAGES:-300}"
HTTP_PORT="${HTTP_PORT:-29080}" HEALTH_PORT="${HEALTH_PORT:-29180}"
# the generator's data directory: it holds the key-encryption keys that sealed the generated database's keys
DATA_DIR="${DATA_DIR:-${GEN_WORK:-$repo/deploy/target/data-generator}/data}"
for knob in RATE QUOTE_RATE DURATION WARMUP_S WARM_POOL QUOTE_WARMUP_S CONNECTIONS SETTLE_S RECOVER_S SAMPLE PAGES; do
  [[ "${!knob}" =~ ^[0-9]+$ ]] || { echo "$knob must be a whole number (is '${!knob}')" >&2; exit 2; }
done
deadline=""
if [[ "${DEADLINE:-}" =~ ^[0-9]{1,2}:[0-9]{2}$ ]]; then
  deadline=$(date -u -d "$(date -u +%F) $DEADLINE" +%s)
elif [[ "${DEADLINE:-}" =~ ^[0-9]+$ ]]; then
  deadline=$DEADLINE
elif [ -n "${DEADLINE:-}" ]; then
  echo "DEADLINE must be HH:MM (UTC) or epoch seconds" >&2; exit 2
fi

work="$(mktemp -d)"
platform_pid=""
ready_s=""
old_endpoint=""
API_PATH=/grid/2025-10-13
AUTH="sandbox:sandbox-secret"
basic="Authorization: Basic $(printf '%s' "$AUTH" | base64 | tr -d '\n')"
say() { echo "[scale] $*"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

cleanup() {
  local rc=$?
  if [ -n "$old_endpoint" ]; then
    curl -s -o /dev/null -u "$AUTH" -X PATCH -H 'Content-Type: application/json' \
      --data "{\"webhookEndpoint\":$old_endpoint}" "$BASE$API_PATH/config" || true
    say "webhook endpoint put back"
  fi
  if [ -n "$platform_pid" ]; then
    if [ "$rc" -ne 0 ]; then tail -30 "$work/platform.log" >&2 || true; fi
    kill -TERM "$platform_pid" 2>/dev/null || true
    wait "$platform_pid" 2>/dev/null || true
    say "platform stopped"
  fi
  if [ "$KEEP_WORK" = 1 ]; then say "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# ---- the platform ------------------------------------------------------------------------------

if [ -z "${BASE:-}" ]; then
  start_generated_platform "$work/platform.log"
fi
BASE="${BASE%/}"
export BASE AUTH
curl -fsS -o /dev/null -u "$AUTH" "$BASE$API_PATH/config" \
  || { echo "no platform answers GET $BASE$API_PATH/config with the sandbox credentials: start one, or leave BASE unset" >&2; exit 1; }
# the platform's Liberty server, when it runs on this machine: its resident memory
server_pid=$(pgrep -f "ws-server.jar platform\$" | while read -r p; do
  grep -qz "PLATFORM_HTTP_PORT=${BASE##*:}" /proc/"$p"/environ 2>/dev/null && echo "$p"; done | head -1 || true)
if [ -z "$server_pid" ]; then   # else the process that listens on the API's port
  server_pid=$(ss -ltnpH "sport = :${BASE##*:}" 2>/dev/null | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2 || true)
fi
db_pid=$(pgrep -x mariadbd | head -1 || pgrep -x mysqld | head -1 || true)

if [ "$WEBHOOKS_OFF" = 1 ]; then
  old_endpoint=$(curl -fsS -u "$AUTH" "$BASE$API_PATH/config" | python3 -c '
import json, sys
e = json.load(sys.stdin).get("webhookEndpoint")
print(json.dumps(e) if e else "")')
  curl -fsS -o /dev/null -u "$AUTH" -X PATCH -H 'Content-Type: application/json' --data '{"webhookEndpoint":null}' "$BASE$API_PATH/config"
  say "webhook endpoint removed for the run (was ${old_endpoint:-none}); new webhooks wait"
fi

# ---- requests ----------------------------------------------------------------------------------

python3 "$here/scale-prepare.py" "$work" | tee "$work/prepare.log"
if [ -n "${LAST:-}" ]; then   # these operations run after all the others (a run that saturates the database leaves work behind)
  awk -F'\t' -v last=",$LAST," 'index(last, "," $1 ",") == 0' "$work/ops.tsv" > "$work/ops.first"
  awk -F'\t' -v last=",$LAST," 'index(last, "," $1 ",") != 0' "$work/ops.tsv" >> "$work/ops.first"
  mv "$work/ops.first" "$work/ops.tsv"
fi

# The seconds the server's JIT compiler has spent so far (its hotspot counter, read with jcmd; empty when it cannot
# be read): a run during which the JIT compiled for seconds measured the compiler as much as the operation.
jit_seconds() {
  [ -n "$server_pid" ] || return 0
  jcmd "$server_pid" PerfCounter.print 2>/dev/null | awk -F= '/java.ci.totalTime/{printf "%.1f", $2 / 1e9}' || true
}
# The machine's CPU counters (/proc/stat: steal and the total, in ticks): steal is the time the hypervisor gave this
# machine's virtual cores to someone else; on a shared host it lengthens every tail while the cores look idle.
cpu_ticks() { awk '/^cpu /{print $9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat; }
# InnoDB's page reads so far, the server's whole: pages read in the buffer pool, and of them read from disk first
pool_pages() {
  sql "SHOW GLOBAL STATUS WHERE Variable_name IN ('Innodb_buffer_pool_read_requests', 'Innodb_buffer_pool_reads')" \
    | sort | awk '{printf "%s ", $2}' || true
}
measure() { # lua-script connections seconds rate-per-thread label [VAR=value ...] -> "rps p50 p99 requests errors jit pages disk detail"
  local script=$1 conns=$2 secs=$3 rate=$4 label=$5 out jit0 jit1 jit=- cpu0 cpu1 pages0 pages1
  shift 5
  jit0=$(jit_seconds)
  cpu0=$(cpu_ticks)
  pages0=$(pool_pages)
  python3 "$here/host-timer.py" "$secs" > "$work/host-timer" &   # how late the host wakes an idle CPU meanwhile
  out=$(env "$@" PACE_MODE=poisson PACE_RATE="$rate" BENCH_LABEL="$label" BENCH_WRK_THREADS="$THREADS" \
        wrk -t"$THREADS" -c"$conns" -d"${secs}s" --timeout "$WRK_TIMEOUT" --latency -s "$here/$script" -H "$basic" "$BASE$API_PATH/quotes" </dev/null)
  wait $!
  cpu1=$(cpu_ticks)
  pages1=$(pool_pages)
  jit1=$(jit_seconds)
  if [ -n "$jit0" ] && [ -n "$jit1" ]; then jit=$(python3 -c "print(round($jit1 - $jit0, 1))"); fi
  python3 - "$out" "$here" "$jit" "$cpu0" "$cpu1" "$(cat "$work/host-timer")" "$pages0" "$pages1" <<'PY'
import re, sys
sys.path.insert(0, sys.argv[2])
from wrk_output import find, read
out, jit = sys.argv[1], sys.argv[3]
(steal0, total0), (steal1, total1) = (map(int, v.split()) for v in sys.argv[4:6])
late = sys.argv[6].split()   # a 2 ms sleep's lateness during the run: p50 p99 p99.9 max, ms
pages = [list(map(int, v.split())) for v in sys.argv[7:9]]   # [read requests, reads from disk], before and after
steal = 100.0 * (steal1 - steal0) / max(1, total1 - total0)
requests = int(find(r"(\d+) requests in", out).group(1))
if requests == 0:   # wrk then prints latencies of 0: every request outlasted the run
    print(f"0.0 - - 0 - {jit} - - no request answered within the run")
    raise SystemExit(0)
r = read(out)
tally = re.search(r"answers by status: (.*)", out)
codes = dict(kv.split("=") for kv in tally.group(1).split()) if tally and tally.group(1) != "none" else {}
bad = {c: int(n) for c, n in codes.items() if not c.startswith("2")}
detail = [f"{c}x{n}" for c, n in sorted(bad.items())]
if sum(r["socket"]):
    detail.append("socket connect/read/write/timeout " + "/".join(map(str, r["socket"])))
if "ran out of pre-created quotes" in out:
    detail.append("ran out of quotes")
if steal >= 0.5:   # the figures of such a run measured the host's other tenants as well
    detail.append(f"CPU steal {steal:.0f}%")
if len(late) == 4 and float(late[1]) >= 1.0:   # so did a run whose idle CPUs the host woke late
    detail.append(f"host wake-up p99 {late[1]} ms")
errors = sum(bad.values()) + sum(r["socket"])
if all(len(p) == 2 for p in pages):   # per request, with what the platform's background work read meanwhile
    logical, disk = (f"{(pages[1][i] - pages[0][i]) / requests:.1f}" for i in (0, 1))
else:
    logical = disk = "-"
print(f"{r['rps']:.1f} {r['p50']:.2f} {r['p99']:.2f} {requests} {errors} {jit} {logical} {disk} {','.join(detail) or '-'}")
PY
}

results="$work/results.tsv"
: > "$results"
fits() { # seconds -> whether a run of that length ends before DEADLINE
  [ -z "$deadline" ] || [ $(( $(date +%s) + $1 + 5 )) -le "$deadline" ]
}
wanted() { [ -z "$ONLY" ] || [[ ",$ONLY," == *",$1,"* ]]; }
record() { # key label result ("DEADLINE": not started, "FAILED": wrk or its output failed)
  local key=$1 label=$2 r=$3 rps p50 p99 n err jit pages disk detail
  case "$r" in
    DEADLINE|FAILED|"")
      local why="not measured: the deadline"
      [ "$r" = DEADLINE ] || why="not measured: the run failed (see above)"
      printf '%s\t%s\t-\t-\t-\t-\t-\t-\t-\t-\t%s\n' "$key" "$label" "$why" >> "$results"
      say "  $label: $why"
      return ;;
  esac
  read -r rps p50 p99 n err jit pages disk detail <<<"$r"
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$key" "$label" "$p50" "$p99" "$rps" "$n" "$err" "$jit" "$pages" "$disk" "$detail" >> "$results"
  say "  $label: p50 $p50 ms, p99 $p99 ms, $rps req/s, $err errors ($detail), the JIT compiling $jit s of it, $pages pages read per request ($disk from disk); load $(load)"
  # a run that saturated the server leaves up to CONNECTIONS requests queued: let them finish before the next run
  if [ "$p99" = - ] || python3 -c "import sys; sys.exit(0 if $p99 > 1000 else 1)"; then say "  (p99 over 1 s: waiting ${RECOVER_S} s)"; sleep "$RECOVER_S"; fi
}
pace=$(python3 -c "print($RATE / $THREADS)")
quote_rate=$(python3 -c "print($QUOTE_RATE / $THREADS)")

# ---- warm-up -----------------------------------------------------------------------------------

sql() { MYSQL_PWD="$DB_PASSWORD" mysql -h "$DB_HOST" -P "$DB_PORT" -u "$DB_USER" -N -B -e "$1"; }
pool_read_mb=0
if [ "$WARM_POOL" -gt 0 ]; then
  budget=$(( $(sql "SELECT @@innodb_buffer_pool_size DIV 1048576") * WARM_POOL / 100 ))
  say "buffer pool: reading the indexes of ${PREFIX}*, secondary ones first, the smallest first, up to $budget MB ($WARM_POOL % of the pool) ..."
  started=$SECONDS; indexes=0; left_out=0; left_mb=0
  while IFS=$'\t' read -r db table index mb; do
    if [ $(( pool_read_mb + mb )) -gt "$budget" ]; then left_out=$((left_out + 1)); left_mb=$((left_mb + mb)); continue; fi
    sql "SELECT COUNT(*) FROM \`$db\`.\`$table\` FORCE INDEX (\`$index\`)" > /dev/null 2>&1 \
      || { say "  could not read $db.$table ($index); going on"; continue; }
    pool_read_mb=$((pool_read_mb + mb)); indexes=$((indexes + 1))
  # InnoDB's persistent statistics give each index's size; they can keep rows of indexes since dropped, hence the join
  done < <(sql "SELECT s.database_name, s.table_name, s.index_name, CEIL(s.stat_value * @@innodb_page_size / 1048576)
                FROM mysql.innodb_index_stats s
                JOIN (SELECT DISTINCT table_schema, table_name, index_name FROM information_schema.statistics) i
                  ON i.table_schema = s.database_name AND i.table_name = s.table_name AND i.index_name = s.index_name
                WHERE s.stat_name = 'size' AND LEFT(s.database_name, LENGTH('$PREFIX')) = '$PREFIX'
                ORDER BY s.index_name = 'PRIMARY', s.stat_value, s.database_name, s.table_name, s.index_name")
  say "  read $indexes indexes ($pool_read_mb MB) in $((SECONDS - started)) s; $left_out left out ($left_mb MB, over the budget)"
fi

: > "$work/warm.paths"
while IFS=$'\t' read -r key label kind file; do
  # not redelivery (a write), nor the operations put LAST (they may saturate the database)
  if [ "$kind" = paths ] && [ "$key" != redeliver ] && [[ ",${LAST:-}," != *",$key,"* ]]; then shuf -r -n 50 "$file" >> "$work/warm.paths"; fi
done < "$work/ops.tsv"
if [ "$WARMUP_S" -gt 0 ] && fits "$WARMUP_S"; then
  say "warm-up: every read operation mixed, paced at $RATE req/s, ${WARMUP_S} s (load $(load)) ..."
  r=$(measure scale-requests.lua "$CONNECTIONS" "$WARMUP_S" "$pace" warm-up PATHS_FILE="$work/warm.paths") || r=FAILED
  say "  warm-up: $r"
fi

# ---- the runs ----------------------------------------------------------------------------------

if [ -n "${BEFORE_RUNS:-}" ]; then   # e.g. housekeeping-bench.sh's backlog, added just before the measured runs
  say "before the runs: $BEFORE_RUNS"
  bash -c "$BEFORE_RUNS"
fi
say "host: a 2 ms sleep woke late by p50 / p99 / p99.9 / max $(python3 "$here/host-timer.py" 10 | sed 's| | / |g') ms with the platform idle (10 s)"
say "measuring: each operation paced at $RATE req/s (quotes at $QUOTE_RATE) for ${DURATION} s, $CONNECTIONS connections (load $(load))"
: > "$work/ids-warm"
while IFS=$'\t' read -r key label kind file; do
  wanted "$key" || continue
  case "$kind" in
    paths)
      if [ "$key" = redeliver ] && [ -e "$work/executed" ]; then say "  waiting ${SETTLE_S} s after the executes"; sleep "$SETTLE_S"; fi
      r=DEADLINE
      if fits "$DURATION"; then r=$(measure scale-requests.lua "$CONNECTIONS" "$DURATION" "$pace" "$key" PATHS_FILE="$file") || r=FAILED; fi
      record "$key" "$label" "$r"
      ;;
    create)
      # quotes live 5 minutes: the warm-up's quotes are made here, just before they are executed
      if [ "$QUOTE_WARMUP_S" -gt 0 ] && fits $(( QUOTE_WARMUP_S + DURATION )); then
        r=$(measure quote-create.lua "$CONNECTIONS" "$QUOTE_WARMUP_S" "$quote_rate" "quote warm-up" \
              BENCH_PAIRS_FILE="$work/quote-pairs" QUOTE_IDS_OUT="$work/ids-warm.part") || r=FAILED
        say "  quote create warm-up, ${QUOTE_WARMUP_S} s: $r"
        cat "$work"/ids-warm.part.* > "$work/ids-warm" 2>/dev/null || true
      fi
      r=DEADLINE
      if fits "$DURATION"; then
        r=$(measure quote-create.lua "$CONNECTIONS" "$DURATION" "$quote_rate" "$key" \
              BENCH_PAIRS_FILE="$work/quote-pairs" QUOTE_IDS_OUT="$work/ids-run.part") || r=FAILED
      fi
      record "$key" "$label" "$r"
      ;;
    execute)
      # the quotes of the measured create run, then the second half of the warm-up's (its first half warms executes up)
      cat "$work"/ids-run.part.* > "$work/ids-run" 2>/dev/null || : > "$work/ids-run"
      half=$(( $(wc -l < "$work/ids-warm") / 2 ))
      head -n "$half" "$work/ids-warm" > "$work/ids-exec-warm"
      tail -n +"$(( half + 1 ))" "$work/ids-warm" >> "$work/ids-run"
      if [ "$half" -gt 0 ] && fits $(( QUOTE_WARMUP_S / 2 + DURATION )); then
        r=$(measure quote-execute.lua "$CONNECTIONS" $(( QUOTE_WARMUP_S / 2 )) "$quote_rate" "execute warm-up" \
              QUOTE_IDS_FILE="$work/ids-exec-warm") || r=FAILED
        say "  quote execute warm-up, $(( QUOTE_WARMUP_S / 2 )) s: $r"
      fi
      r=DEADLINE
      if fits "$DURATION" && [ -s "$work/ids-run" ]; then
        say "  $(wc -l < "$work/ids-run") quotes to execute"
        r=$(measure quote-execute.lua "$CONNECTIONS" "$DURATION" "$quote_rate" "$key" QUOTE_IDS_FILE="$work/ids-run") || r=FAILED
        touch "$work/executed"
      fi
      record "$key" "$label" "$r"
      ;;
  esac
done < "$work/ops.tsv"

# ---- sizes, memory, the table ------------------------------------------------------------------

rss() { awk -v k="$2:" '$1 == k {printf "%.0f", $2 / 1024}' /proc/"$1"/status 2>/dev/null || true; }
server_rss=""; server_hwm=""; db_rss=""
if [ -n "$server_pid" ]; then server_rss=$(rss "$server_pid" VmRSS); server_hwm=$(rss "$server_pid" VmHWM); fi
if [ -n "$db_pid" ]; then db_rss=$(rss "$db_pid" VmRSS); fi
MYSQL_PWD="$DB_PASSWORD" mysql -h "$DB_HOST" -P "$DB_PORT" -u "$DB_USER" -N -B -e "
  SELECT table_schema, ROUND(SUM(data_length + index_length) / 1048576), ROUND(SUM(data_length) / 1048576),
         ROUND(SUM(index_length) / 1048576)
  FROM information_schema.tables WHERE LEFT(table_schema, LENGTH('$PREFIX')) = '$PREFIX' GROUP BY table_schema
  ORDER BY table_schema" > "$work/sizes.tsv"
buffer_pool=$(MYSQL_PWD="$DB_PASSWORD" mysql -h "$DB_HOST" -P "$DB_PORT" -u "$DB_USER" -N -B -e "SELECT @@innodb_buffer_pool_size DIV 1048576")

mkdir -p "$(dirname "$OUT")"
python3 - "$results" "$work/sizes.tsv" "$work/prepare.log" "$OUT" "$server_rss" "$server_hwm" "$db_rss" "$buffer_pool" \
  "$RATE" "$QUOTE_RATE" "$DURATION" "$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?')" "$ready_s" "$pool_read_mb" <<'PY'
import re, subprocess, sys, time
results, sizes, prepare, out, rss, hwm, db_rss, pool, rate, qrate, duration, commit, ready, pool_read = sys.argv[1:]
rows = [line.rstrip("\n").split("\t") for line in open(results) if line.strip()]
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
nproc = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip()
counts = next((l.split("rows: ", 1)[1].strip() for l in open(prepare) if "rows: " in l), "?")
print(f"\nScale benchmark, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, commit {commit}, {nproc} cores ({cpu})")
print(f"Data: {counts}; paced at {rate} req/s (quotes {qrate}), {duration} s per operation, Poisson arrivals")
w = max(len(r[1]) for r in rows) if rows else 20
print(f"\n{'operation':<{w}} {'p50 ms':>8} {'p99 ms':>8} {'req/s':>7} {'errors':>7} {'JIT s':>6} {'pages':>7} {'disk':>6}  detail")
for key, label, p50, p99, rps, n, err, jit, pages, disk, detail in rows:
    print(f"{label:<{w}} {p50:>8} {p99:>8} {rps:>7} {err:>7} {jit:>6} {pages:>7} {disk:>6}  {'' if detail == '-' else detail}")
print("pages, disk: InnoDB pages read per request (Innodb_buffer_pool_read_requests), and of them read from disk first\n"
      "(Innodb_buffer_pool_reads), by the whole MariaDB server during the run, the platform's background work included")
total = 0
print("\nDatabase sizes (information_schema, data + indexes):")
for line in open(sizes):
    schema, mb, data, index = line.split()
    total += int(mb)
    print(f"  {schema}: {mb} MB ({data} data, {index} indexes)")
print(f"  all four: {total} MB; MariaDB buffer pool {pool} MB, {pool_read} MB of indexes read into it before the warm-up")
print(f"Server (Liberty) resident memory: {rss or '?'} MB at the end, {hwm or '?'} MB at most; MariaDB process: {db_rss or '?'} MB")
if ready:
    print(f"The platform answered ready {ready} s after its launch")
with open(out, "w") as f:
    f.write("operation\tkey\tp50_ms\tp99_ms\tachieved_rps\trequests\terrors\tjit_s\tpages_per_request\tdisk_pages_per_request\terror_detail\n")
    for key, label, p50, p99, rps, n, err, jit, pages, disk, detail in rows:
        f.write(f"{label}\t{key}\t{p50}\t{p99}\t{rps}\t{n}\t{err}\t{jit}\t{pages}\t{disk}\t{detail}\n")
with open(out + ".meta.tsv", "w") as f:
    f.write(f"date\t{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}\ncommit\t{commit}\ncores\t{nproc}\ncpu\t{cpu}\n")
    f.write(f"rows\t{counts}\nrate\t{rate}\nquote_rate\t{qrate}\nduration_s\t{duration}\n")
    for line in open(sizes):
        schema, mb, data, index = line.split()
        f.write(f"size_mb\t{schema}\t{mb}\n")
    f.write(f"size_mb_total\t{total}\nbuffer_pool_mb\t{pool}\npool_read_mb\t{pool_read}\nserver_rss_mb\t{rss}\nserver_rss_max_mb\t{hwm}\nmariadb_rss_mb\t{db_rss}\nready_s\t{ready}\n")
print(f"\nwritten to {out} (and {out}.meta.tsv)")
PY
