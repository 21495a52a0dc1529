#!/usr/bin/env bash
# Benchmarks the payment endpoints through the gateway (HTTP Basic) with wrk, on this machine, in one
# run against one platform, and prints req/s, p50/p99 and the non-2xx count of each run, a summary
# table and the verdicts against the targets:
#   - quote create  (POST /quotes, internal USD account -> external USD account): p99 < 25 ms at ~200 req/s
#   - quote execute (POST /quotes/{id}/execute, each on a fresh quote):           p99 < 50 ms at ~200 req/s
#   - durable executes (2xx executes per second at full speed):                     >= 500 /s
# and, for comparison, the receiver lookup (GET /receiver/external-account/{id}) paced the same way.
#
#   deploy/bench/payments-bench.sh            # starts its own platform on port 19080 (fresh data)
#   BASE=http://127.0.0.1:9080 deploy/bench/payments-bench.sh   # or use a platform running on this machine
#
# How it measures (wrk and the servers share the same cores; see lookup-bench.sh for the reasoning):
# - Prepares CUSTOMERS approved customers ("Bench Payer <n>"), each with its USD internal account
#   funded through the sandbox and one USD external account whose number ends in 000 (the sandbox's
#   "success" outcome). Quotes go round the customers, so executes debit different accounts.
# - Checks once with curl that a quote can be created and executed and that the lookup answers,
#   before spending minutes on the warm-up. The quote tells the platform's quote lifetime.
# - Warm-up: quote creation at full speed for WARMUP_S seconds (in 10 s windows, each printed), then
#   shorter warm-ups of the lookup (LOOKUP_WARMUP_S) and of executes (EXEC_WARMUP_QUOTES quotes,
#   at most EXEC_WARMUP_S seconds) before their own runs.
# - Paced runs: pace.lua gives each of wrk's THREADS threads a timetable of TARGET_RPS / THREADS
#   arrivals per second with exponential gaps (close to Poisson arrivals at TARGET_RPS in all), which
#   its share of PACE_CONNECTIONS connections follow, as in lookup-bench.sh. wrk times each request
#   from its send, so a thread behind its timetable sends at once: a paced verdict requires the
#   achieved rate to be at least 95% of TARGET_RPS, and no non-2xx answer.
# - Executes: a quote is executed once (a second execute is a 409), so each execute run gets a file
#   of quote ids created right before it (quote-create.lua writes the ids of its 201s; quote-execute.lua
#   spends them, one per request). The full-speed run gets DURATION x EXEC_MAX_RPS (+10%) of them: if
#   it runs out, it says so and its rate is a lower bound (raise EXEC_MAX_RPS). Quotes expire after
#   PLATFORM_QUOTE_TTL_SECONDS; the platform this script starts gets 3600 s.
# - Each execute starts a transaction whose sandbox steps (and webhooks) run in the background for
#   a few seconds: the runs after an execute run wait SETTLE_S seconds first.
# - CPU per execute (when the script started the platform): the CPU time of its Liberty server and of its
#   MariaDB from the start of an execute run to SETTLE_S seconds after its end (its settlements and webhooks
#   included), divided by the executes answered 2xx; steadier than the rates when the machine is shared.
# - Row-lock waits (when the script started the platform and the mysql client is here): InnoDB's count of waits for a
#   row lock and the time waited, over the full-speed execute run and its settlement, per execute answered 2xx.
#
# Knobs (environment): BASE, DURATION (20s; each measured run), WARMUP_S (120), TARGET_RPS (200),
# THREADS (2, wrk's -t), CONNECTIONS (16, full-speed runs), PACE_CONNECTIONS (20), CUSTOMERS (32),
# AMOUNT (100, lockedCurrencyAmount in cents), FUND_CALLS (computed; sandbox deposits of
# 100000000000 per account), EXEC_MAX_RPS (1500), EXEC_WARMUP_QUOTES (10000), EXEC_WARMUP_S (20),
# LOOKUP_WARMUP_S (20), SETTLE_S (5), WRK_TIMEOUT (10s), JFR (1: record the full-speed execute run with
# JFR into JFR_OUT, default /tmp/execute-bench.jfr, and print where the CPU went), ASPROF (async-profiler, see asprof_start
# below), KEEP_WORK (1: keep the work directory with
# the platform's log and the quote id files), PLATFORM_QUOTE_TTL_SECONDS (3600; platform started here).
#
# Needs: a build (mvn -DskipTests package; note that `deploy/bin/platform up` rebuilds by itself
# when a source is newer than the last build), wrk (apt-get install wrk), curl, python3.
set -euo pipefail
shopt -s inherit_errexit
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$repo"
command -v wrk >/dev/null || { echo "wrk is required: apt-get install wrk" >&2; exit 1; }
for tool in curl python3; do
  command -v "$tool" >/dev/null || { echo "$tool is required" >&2; exit 1; }
done

DURATION="${DURATION:-20s}"
WARMUP_S="${WARMUP_S:-120}"
TARGET_RPS="${TARGET_RPS:-200}"
THREADS="${THREADS:-2}"
CONNECTIONS="${CONNECTIONS:-16}"
PACE_CONNECTIONS="${PACE_CONNECTIONS:-20}"
CUSTOMERS="${CUSTOMERS:-32}"
AMOUNT="${AMOUNT:-100}"
FUND_CALLS="${FUND_CALLS:-}"
EXEC_MAX_RPS="${EXEC_MAX_RPS:-1500}"
EXEC_WARMUP_QUOTES="${EXEC_WARMUP_QUOTES:-10000}"
EXEC_WARMUP_S="${EXEC_WARMUP_S:-20}"
LOOKUP_WARMUP_S="${LOOKUP_WARMUP_S:-20}"
SETTLE_S="${SETTLE_S:-5}"
WRK_TIMEOUT="${WRK_TIMEOUT:-10s}"
KEEP_WORK="${KEEP_WORK:-}"
export PLATFORM_QUOTE_TTL_SECONDS="${PLATFORM_QUOTE_TTL_SECONDS:-3600}"

for knob in WARMUP_S TARGET_RPS THREADS CONNECTIONS PACE_CONNECTIONS CUSTOMERS AMOUNT EXEC_MAX_RPS \
            EXEC_WARMUP_QUOTES EXEC_WARMUP_S LOOKUP_WARMUP_S SETTLE_S PLATFORM_QUOTE_TTL_SECONDS; do
  [[ "${!knob}" =~ ^[0-9]+$ ]] || { echo "$knob must be a whole number (is '${!knob}')" >&2; exit 2; }
done
[ -z "$FUND_CALLS" ] || [[ "$FUND_CALLS" =~ ^[0-9]+$ ]] || { echo "FUND_CALLS must be a whole number" >&2; exit 2; }
[ "$TARGET_RPS" -ge 1 ] && [ "$THREADS" -ge 1 ] && [ "$AMOUNT" -ge 1 ] && [ "$EXEC_MAX_RPS" -ge 1 ] \
  || { echo "TARGET_RPS, THREADS, AMOUNT and EXEC_MAX_RPS must be at least 1" >&2; exit 2; }
[ "$CONNECTIONS" -ge "$THREADS" ] && [ "$PACE_CONNECTIONS" -ge "$THREADS" ] \
  || { echo "CONNECTIONS and PACE_CONNECTIONS must be at least THREADS (wrk gives each thread its share)" >&2; exit 2; }
[ "$CUSTOMERS" -ge 1 ] && [ "$CUSTOMERS" -le 50 ] || { echo "CUSTOMERS must be 1..50" >&2; exit 2; }
if [[ "$DURATION" =~ ^([0-9]+)([smh]?)$ ]]; then
  case "${BASH_REMATCH[2]}" in
    m) dur_s=$(( 10#${BASH_REMATCH[1]} * 60 )) ;;
    h) dur_s=$(( 10#${BASH_REMATCH[1]} * 3600 )) ;;
    *) dur_s=$(( 10#${BASH_REMATCH[1]} )) ;;
  esac
else
  echo "DURATION must look like 20s, 2m or 20 (is '$DURATION')" >&2; exit 2
fi
[ "$dur_s" -ge 1 ] || { echo "DURATION must be at least 1 s" >&2; exit 2; }
# pace.lua's rate per wrk thread (its timetable), so that the threads together offer TARGET_RPS
PACE_RATE=$(python3 -c "print($TARGET_RPS / $THREADS)")

# Quotes each execute run needs (a margin over the rate it asks for; the paced runs may overshoot).
paced_quotes=$(( dur_s * TARGET_RPS * 3 / 2 + 100 ))
max_quotes=$(( dur_s * EXEC_MAX_RPS * 11 / 10 + 100 ))
all_quotes=$(( EXEC_WARMUP_QUOTES + paced_quotes + max_quotes + 10 ))
FUND_PER_CALL=100000000000   # the sandbox's largest deposit
if [ -z "$FUND_CALLS" ]; then
  # Twice what the executes could take from one customer (they go round the customers about evenly).
  FUND_CALLS=$(python3 -c "import math; print(max(1, math.ceil($all_quotes * $AMOUNT * 2 / $CUSTOMERS / $FUND_PER_CALL)))")
fi
[ "$FUND_CALLS" -le 1000 ] || { echo "FUND_CALLS above 1000: lower AMOUNT or EXEC_MAX_RPS, or raise CUSTOMERS" >&2; exit 2; }

work="$(mktemp -d)"
started_platform=""
cleanup() {
  local rc=$?
  if [ -n "$started_platform" ]; then
    if [ "$rc" -ne 0 ] && [ -f "$work/platform.log" ]; then
      echo "[bench] the platform's last log lines:" >&2
      tail -30 "$work/platform.log" >&2 || true
    fi
    kill -TERM "$started_platform" 2>/dev/null || true
    wait "$started_platform" 2>/dev/null || true
  fi
  if [ "$KEEP_WORK" = 1 ]; then echo "[bench] kept $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT

if [ -z "${BASE:-}" ]; then
  wlp="$repo/deploy/target/liberty/wlp"
  [ -x "$wlp/bin/server" ] || { echo "Build first: mvn -DskipTests package" >&2; exit 1; }
  BASE="http://127.0.0.1:19080"
  health="http://127.0.0.1:19180/health/ready"   # the health port, not the API port
  if curl -s -o /dev/null --max-time 2 "$BASE/" || curl -s -o /dev/null --max-time 2 "$health"; then
    echo "something already answers on $BASE: stop it, or use it with BASE=$BASE" >&2; exit 1
  fi
  echo "[bench] starting the platform on 19080, quotes living ${PLATFORM_QUOTE_TTL_SECONDS} s (log: $work/platform.log) ..."
  PLATFORM_HTTP_PORT=19080 PLATFORM_HEALTH_PORT=19180 PLATFORM_ADMIN_HTTPS_PORT=19443 \
    PLATFORM_EMBEDDED_BROKER_PORT=61619 PLATFORM_DB_PORT=3309 PLATFORM_DATA_DIR="$work/data" \
    deploy/bin/platform up --fresh > "$work/platform.log" 2>&1 &
  started_platform=$!
  for i in $(seq 1 180); do
    curl -sf "$health" >/dev/null 2>&1 && break
    kill -0 "$started_platform" 2>/dev/null || break
    sleep 1
  done
  curl -sf "$health" >/dev/null || { echo "the platform did not start" >&2; exit 1; }
else
  BASE="${BASE%/}"
  [[ "$BASE" =~ ^http://(127\.0\.0\.1|localhost)(:[0-9]+)?$ ]] \
    || { echo "BASE must be a platform on this machine (http://127.0.0.1:<port>), is '$BASE'" >&2; exit 2; }
  echo "[bench] using the platform at $BASE (its PLATFORM_QUOTE_TTL_SECONDS is its own; checked below)"
fi
API="$BASE/grid/2025-10-13"
AUTH="sandbox:sandbox-secret"
basic="Authorization: Basic $(printf '%s' "$AUTH" | base64 | tr -d '\n')"

# ---- helpers ---------------------------------------------------------------------------------

call() { # METHOD path [json body] -> the answer's body; fails, showing the answer, unless it is a 2xx
  local method=$1 path=$2 body=${3:-} out code
  local args=(-sS --max-time 30 -u "$AUTH" -X "$method" -w '\n%{http_code}')
  if [ -n "$body" ]; then args+=(-H 'Content-Type: application/json' --data "$body"); fi
  out=$(curl "${args[@]}" "$API$path") || { echo "[bench] $method $path: curl failed" >&2; return 1; }
  code=${out##*$'\n'}
  out=${out%$'\n'*}
  if [ "${code:0:1}" != 2 ]; then
    echo "[bench] $method $path answered $code: $out" >&2
    return 1
  fi
  printf '%s\n' "$out"
}

jget() { # dotted path (numbers index lists) -> that value of the JSON on stdin
  python3 -c '
import json, sys
v = json.load(sys.stdin)
for k in sys.argv[1].split("."):
    v = v[int(k)] if isinstance(v, list) else v[k]
print(v)' "$1"
}

pairs="$work/pairs"   # "InternalAccount:… ExternalAccount:… Customer:…", one line per customer
measure() { # mode(max|poisson|fixed) connections duration kind(lookup|create|execute) url [VAR=value ...]
  #           -> "rps p50_ms p99_ms non2xx requests seconds socket_errors ran_out(0|1)"
  local mode=$1 conns=$2 dur=$3 kind=$4 url=$5 out
  shift 5
  local script=()
  case "$kind" in
    lookup) if [ "$mode" != max ]; then script=(-s "$here/pace.lua"); fi ;;
    create) script=(-s "$here/quote-create.lua") ;;
    execute) script=(-s "$here/quote-execute.lua") ;;
    *) echo "unknown kind $kind" >&2; return 1 ;;
  esac
  out=$(env "$@" PACE_MODE="$mode" PACE_RATE="$PACE_RATE" BENCH_WRK_THREADS="$THREADS" BENCH_PAIRS_FILE="$pairs" \
        QUOTE_AMOUNT="$AMOUNT" wrk -t"$THREADS" -c"$conns" -d"$dur" --timeout "$WRK_TIMEOUT" --latency \
        "${script[@]}" -H "$basic" "$url")
  python3 - "$out" "$here" <<'PY'
import sys
sys.path.insert(0, sys.argv[2])
from wrk_output import read
out = sys.argv[1]
for line in out.splitlines():
    if line.startswith("[bench]"):
        print(line, file=sys.stderr)
r = read(out)
ran_out = 1 if "ran out of pre-created quotes" in out else 0
print(f"{r['rps']:.0f} {r['p50']:.2f} {r['p99']:.2f} {r['non2xx']} {r['requests']} {r['seconds']:.2f} {sum(r['socket'])} {ran_out}")
PY
}

show() { # label result-of-measure
  local rps p50 p99 err n secs sock out
  read -r rps p50 p99 err n secs sock out <<<"$2"
  echo "[bench]   $1: $rps req/s, p50 $p50 ms, p99 $p99 ms, $err non-2xx, $sock socket errors/timeouts"
}

create_rate=200   # quotes/s at full speed: sizes the pre-creation runs (updated from the warm-up and the full-speed run)
make_ids() { # count file -> writes the ids of that many fresh quotes (created at full speed) to file
  local n=$1 file=$2 got=0 left per secs r t0=$SECONDS
  : > "$file"
  for _ in 1 2 3 4 5; do
    left=$(( n - got ))
    [ "$left" -gt 0 ] || break
    per=$(( (left + THREADS - 1) / THREADS ))
    # wrk runs for its whole -d even when every thread stopped at its quota: aim just above the time needed.
    secs=$(( left * 12 / 10 / create_rate + 2 ))
    [ "$secs" -le 600 ] || secs=600
    rm -f "$file".part.*
    r=$(measure max "$CONNECTIONS" "${secs}s" create "$API/quotes" BENCH_LABEL="pre-creating quotes" \
          QUOTE_IDS_OUT="$file.part" QUOTE_IDS_PER_THREAD="$per")
    cat "$file".part.* >> "$file" 2>/dev/null || true
    rm -f "$file".part.*
    got=$(grep -c . "$file" || true)
  done
  echo "[bench]   pre-created $got quotes in $(( SECONDS - t0 )) s (asked for $n)" >&2
  [ "$got" -ge "$THREADS" ] || { echo "[bench] could not pre-create quotes to execute" >&2; return 1; }
}


# The platform's Liberty server and MariaDB when this script started them: the CPU they spend per execute.
server_pid=""; db_pid=""
if [ -n "$started_platform" ]; then
  server_pid=$(pgrep -f "ws-server.jar platform\$" | while read -r p; do
    grep -qz "PLATFORM_HTTP_PORT=19080" /proc/"$p"/environ 2>/dev/null && echo "$p"; done | head -1 || true)
  db_pid=$(pgrep -f "mariadbd.*--port=3309|mysqld.*--port=3309" | head -1 || true)
fi
hz=$(getconf CLK_TCK)
# ASPROF=<path of async-profiler's libasyncProfiler.so>: sample each measured create and execute run in the platform's
# Liberty server (ASPROF_EVENT: itimer, the CPU, by default; wall for where request threads wait, alloc for allocations)
# into $ASPROF_DIR/<run>.collapsed, e.g. execute-paced.collapsed (default /tmp; one line per stack, for flame graphs)
asprof_start() {
  [ -n "${ASPROF:-}" ] || return 0
  [ -n "$server_pid" ] || { echo "[bench] ASPROF: no platform Liberty process started here; not sampling"; return 0; }
  mkdir -p "${ASPROF_DIR:-/tmp}"
  # the options in quotes: jcmd would take "start,event=itimer" as an argument named "start,event"
  jcmd "$server_pid" JVMTI.agent_load "$ASPROF" "\"start,event=${ASPROF_EVENT:-itimer},interval=${ASPROF_INTERVAL:-1ms}\"" >/dev/null
}
asprof_stop() { # run name
  [ -n "${ASPROF:-}" ] && [ -n "$server_pid" ] || return 0
  local out="${ASPROF_DIR:-/tmp}/$1.collapsed"
  jcmd "$server_pid" JVMTI.agent_load "$ASPROF" "\"stop,collapsed,file=$out\"" >/dev/null
  echo "[bench] async-profiler samples of the full-speed $1 run: $out"
}
cpu_ticks() { # pid... -> utime+stime of the processes and their threads, in clock ticks
  local t=0 p
  for p in "$@"; do [ -n "$p" ] && t=$((t + $(awk '{print $14 + $15}' /proc/"$p"/stat))); done
  echo "$t"
}
row_locks() { # -> "waits ms" of InnoDB row-lock waits so far in the platform's MariaDB ("- -" when it cannot be read)
  if [ -z "$db_pid" ] || ! command -v mysql >/dev/null; then echo "- -"; return; fi
  mysql -h127.0.0.1 -P3309 -uroot -N -e "SHOW GLOBAL STATUS WHERE Variable_name IN ('Innodb_row_lock_waits','Innodb_row_lock_time')" 2>/dev/null \
    | awk '$1=="Innodb_row_lock_waits"{w=$2} $1=="Innodb_row_lock_time"{t=$2} END{if (w=="") print "- -"; else print w, t}'
}
cpu_per() { # ticks-before-server ticks-before-db result-of-measure -> "server_ms db_ms" per 2xx answer ("- -" unknown)
  local s0=$1 d0=$2 rps p50 p99 err n rest
  read -r rps p50 p99 err n rest <<<"$3"
  if [ -z "$server_pid" ] || [ $(( n - err )) -lt 1 ]; then echo "- -"; return; fi
  python3 -c "print(f'{($(cpu_ticks "$server_pid") - $s0) / $hz * 1000 / $(( n - err )):.2f}', \
    f'{($(cpu_ticks "$db_pid") - $d0) / $hz * 1000 / $(( n - err )):.2f}' if '$db_pid' else '-')"
}

# ---- customers and accounts ------------------------------------------------------------------

echo "[bench] preparing $CUSTOMERS approved customers, each with a USD internal account (funded ${FUND_CALLS} x $FUND_PER_CALL) and a USD external account ..."
: > "$pairs"
for i in $(seq 1 "$CUSTOMERS"); do
  customer=$(call POST /customers "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Bench Payer $i\"}" | jget id)
  usd=""
  for _ in $(seq 1 120); do
    usd=$(call GET "/customers/internal-accounts?customerId=$customer&currency=USD" | python3 -c '
import json, sys
for a in json.load(sys.stdin)["data"]:
    if a.get("status") == "ACTIVE" and a.get("balance", {}).get("currency", {}).get("code", "USD") == "USD":
        print(a["id"])
        break')
    [ -z "$usd" ] || break
    sleep 0.5
  done
  [ -n "$usd" ] || { echo "[bench] $customer has no ACTIVE USD internal account after 60 s (not approved?)" >&2; exit 1; }
  for _ in $(seq 1 "$FUND_CALLS"); do
    call POST "/sandbox/internal-accounts/$usd/fund" "{\"amount\":$FUND_PER_CALL}" >/dev/null
  done
  number=$(printf '1234567%02d000' "$i")   # ends in 000: the sandbox's success outcome
  external=$(call POST /customers/external-accounts "{\"customerId\":\"$customer\",\"currency\":\"USD\",\"accountInfo\":{\"accountType\":\"USD_ACCOUNT\",\"accountNumber\":\"$number\",\"routingNumber\":\"021000021\",\"bankAccountType\":\"CHECKING\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Bench Payee $i\"}}}" | jget id)
  echo "$usd $external $customer" >> "$pairs"
done
read -r usd1 external1 customer1 < "$pairs"
lookup="$API/receiver/external-account/$external1?customerId=$customer1"

echo "[bench] checking one quote, its execute and the lookup with curl ..."
quote=$(call POST /quotes "{\"source\":{\"sourceType\":\"ACCOUNT\",\"accountId\":\"$usd1\"},\"destination\":{\"destinationType\":\"ACCOUNT\",\"accountId\":\"$external1\"},\"lockedCurrencySide\":\"SENDING\",\"lockedCurrencyAmount\":$AMOUNT}")
quote_id=$(jget id <<<"$quote")
ttl=$(python3 -c '
import json, re, sys
from datetime import datetime
def t(s):
    m = re.match(r"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(\.\d+)?(Z|[+-]\d\d:?\d\d)?$", s)
    zone = (m.group(3) or "Z").replace("Z", "+00:00")
    return datetime.fromisoformat(m.group(1) + zone).timestamp() + float(m.group(2) or 0)
try:
    q = json.loads(sys.argv[1])
    print(round(t(q["expiresAt"]) - t(q["createdAt"])))
except Exception:
    print(-1)' "$quote")
echo "[bench]   $quote_id: status $(jget status <<<"$quote"), totalSendingAmount $(jget totalSendingAmount <<<"$quote" 2>/dev/null || echo '?'), lives ${ttl} s"
if [ "$ttl" -lt 0 ]; then
  echo "[bench]   WARNING: cannot read the quote's createdAt/expiresAt; assuming quotes live long enough" >&2
elif [ "$ttl" -lt 600 ]; then
  echo "[bench]   WARNING: quotes live ${ttl} s; a pre-created batch may expire before it is spent (409s): start the platform with PLATFORM_QUOTE_TTL_SECONDS=3600" >&2
fi
executed=$(call POST "/quotes/$quote_id/execute" '{}')
echo "[bench]   executed: status $(jget status <<<"$executed")"
call GET "${lookup#"$API"}" >/dev/null
echo "[bench]   the lookup answers 200"

# ---- warm-up ---------------------------------------------------------------------------------

windows=$(( (WARMUP_S + 9) / 10 ))
echo "[bench] warming up: quote creation at full speed for $(( windows * 10 )) s, in 10 s windows ..."
for w in $(seq 1 "$windows"); do
  r=$(measure max "$CONNECTIONS" 10s create "$API/quotes" BENCH_LABEL="warm-up window $w")
  read -r rps _ _ err _ <<<"$r"
  echo "[bench]   $(( w * 10 )) s: $rps quotes/s, $err non-2xx"
  [ "$rps" -lt 1 ] || create_rate=$rps
done

# ---- quote create ----------------------------------------------------------------------------

echo "[bench] measuring (each run $DURATION, wrk -t$THREADS on the same machine) ..."
echo "[bench] quote create paced at $TARGET_RPS req/s (Poisson timetable): $PACE_CONNECTIONS connections"
asprof_start
create_paced=$(measure poisson "$PACE_CONNECTIONS" "$DURATION" create "$API/quotes" BENCH_LABEL="create paced")
asprof_stop create-paced
show "create paced" "$create_paced"
echo "[bench] quote create at full speed: $CONNECTIONS connections"
asprof_start
create_max=$(measure max "$CONNECTIONS" "$DURATION" create "$API/quotes" BENCH_LABEL="create max")
asprof_stop create-max
show "create max" "$create_max"
read -r rps _ <<<"$create_max"
[ "$rps" -lt 1 ] || create_rate=$rps

# ---- lookup ----------------------------------------------------------------------------------

echo "[bench] warming up the lookup for ${LOOKUP_WARMUP_S} s ..."
[ "$LOOKUP_WARMUP_S" -lt 1 ] || measure max "$CONNECTIONS" "${LOOKUP_WARMUP_S}s" lookup "$lookup" >/dev/null
echo "[bench] lookup paced at $TARGET_RPS req/s (Poisson timetable): $PACE_CONNECTIONS connections"
lookup_paced=$(measure poisson "$PACE_CONNECTIONS" "$DURATION" lookup "$lookup")
show "lookup paced" "$lookup_paced"

# ---- quote execute ---------------------------------------------------------------------------

if [ "$EXEC_WARMUP_QUOTES" -gt 0 ] && [ "$EXEC_WARMUP_S" -gt 0 ]; then
  echo "[bench] warming up executes: $EXEC_WARMUP_QUOTES fresh quotes at full speed (at most ${EXEC_WARMUP_S} s) ..."
  make_ids "$EXEC_WARMUP_QUOTES" "$work/ids-warmup"
  r=$(measure max "$CONNECTIONS" "${EXEC_WARMUP_S}s" execute "$API/quotes" BENCH_LABEL="execute warm-up" QUOTE_IDS_FILE="$work/ids-warmup")
  show "execute warm-up" "$r"
  sleep "$SETTLE_S"
fi
echo "[bench] quote execute paced at $TARGET_RPS req/s (Poisson timetable): $PACE_CONNECTIONS connections; pre-creating $paced_quotes quotes ..."
make_ids "$paced_quotes" "$work/ids-paced"
sleep "$SETTLE_S"
s0=$(cpu_ticks "$server_pid"); d0=$(cpu_ticks "$db_pid")
asprof_start
execute_paced=$(measure poisson "$PACE_CONNECTIONS" "$DURATION" execute "$API/quotes" BENCH_LABEL="execute paced" QUOTE_IDS_FILE="$work/ids-paced")
asprof_stop execute-paced
show "execute paced" "$execute_paced"
sleep "$SETTLE_S"   # the CPU per execute includes its settlement and webhooks, which follow it by a few seconds
cpu_paced=$(cpu_per "$s0" "$d0" "$execute_paced")
echo "[bench] quote execute at full speed: $CONNECTIONS connections; pre-creating $max_quotes quotes (EXEC_MAX_RPS=$EXEC_MAX_RPS) ..."
make_ids "$max_quotes" "$work/ids-max"
sleep "$SETTLE_S"
# JFR=1: record the full-speed execute run in the platform's Liberty process (when it runs on this machine)
jfr_pid=""
if [ "${JFR:-}" = 1 ]; then
  jfr_pid=$(pgrep -f "ws-server.jar platform\$" | head -1 || true)
  [ -n "$jfr_pid" ] && jcmd "$jfr_pid" JFR.start name=executebench settings=profile filename="$work/execute.jfr" >/dev/null \
    || echo "[bench] JFR=1: no platform Liberty process found on this machine; not recording"
fi
asprof_start
read -r locks0 lockms0 <<<"$(row_locks)"
s0=$(cpu_ticks "$server_pid"); d0=$(cpu_ticks "$db_pid")
execute_max=$(measure max "$CONNECTIONS" "$DURATION" execute "$API/quotes" BENCH_LABEL="execute max" QUOTE_IDS_FILE="$work/ids-max")
show "execute max" "$execute_max"
sleep "$SETTLE_S"
cpu_max=$(cpu_per "$s0" "$d0" "$execute_max")
read -r locks1 lockms1 <<<"$(row_locks)"
if [ "$locks0" != - ] && [ "$locks1" != - ]; then
  read -r _ _ _ xerr xn _ <<<"$execute_max"
  python3 -c "n=max($xn - $xerr, 1); print(f'[bench] row-lock waits in MariaDB over the full-speed execute run and its settlement: {$locks1 - $locks0} ({($locks1 - $locks0) / n:.2f} per execute), {$lockms1 - $lockms0} ms waited in all ({($lockms1 - $lockms0) / n:.2f} ms per execute)')"
fi
asprof_stop execute-max
if [ -n "$jfr_pid" ]; then
  jcmd "$jfr_pid" JFR.stop name=executebench >/dev/null
  cp "$work/execute.jfr" "${JFR_OUT:-/tmp/execute-bench.jfr}"
  echo "[bench] JFR recording of the full-speed execute run: ${JFR_OUT:-/tmp/execute-bench.jfr}"
  python3 "$here/jfr-hot.py" "${JFR_OUT:-/tmp/execute-bench.jfr}" || true
fi

# ---- summary ---------------------------------------------------------------------------------

python3 - "$TARGET_RPS" "$THREADS" "$CONNECTIONS" "$PACE_CONNECTIONS" \
  "$create_paced" "$create_max" "$execute_paced" "$execute_max" "$lookup_paced" "$cpu_paced" "$cpu_max" <<'PY'
import sys
target, threads, conns, pconns = (int(a) for a in sys.argv[1:5])
names = ["create_paced", "create_max", "execute_paced", "execute_max", "lookup_paced"]
cpu = {"execute_paced": sys.argv[10].split(), "execute_max": sys.argv[11].split()}
runs = {}
for name, text in zip(names, sys.argv[5:10]):
    rps, p50, p99, err, n, secs, sock, ran_out = text.split()
    runs[name] = dict(rps=float(rps), p50=float(p50), p99=float(p99), err=int(err), n=int(n),
                      secs=float(secs), sock=int(sock), ran_out=ran_out == "1")
rows = [
    (f"quote create, paced ~{target} req/s (Poisson)", "create_paced"),
    (f"quote create, {conns} connections, full speed", "create_max"),
    (f"quote execute, paced ~{target} req/s (Poisson)", "execute_paced"),
    (f"quote execute, {conns} connections, full speed", "execute_max"),
    (f"lookup, paced ~{target} req/s (Poisson)", "lookup_paced"),
]
print(f"\n{'run':<50} {'req/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'non-2xx':>8} {'sock err':>8}")
for label, key in rows:
    r = runs[key]
    note = "  (ran out of quotes: rate is a lower bound)" if r["ran_out"] else ""
    print(f"{label:<50} {r['rps']:>8.0f} {r['p50']:>8.2f} {r['p99']:>8.2f} {r['err']:>8} {r['sock']:>8}{note}")
em = runs["execute_max"]
durable = (em["n"] - em["err"]) / em["secs"] if em["secs"] > 0 else 0.0
print(f"durable executes (2xx) per second at full speed: {durable:.0f}"
      f" ({em['n'] - em['err']} of {em['n']} executes in {em['secs']:.1f} s)")
for key, what in (("execute_paced", "paced"), ("execute_max", "full speed")):
    srv, db = cpu[key]
    if srv != "-":
        print(f"CPU per execute ({what}, with its settlement and webhooks): Liberty {srv} ms + MariaDB {db} ms")

def paced_verdict(what, key, limit):
    r = runs[key]
    met = r["p99"] < limit and r["rps"] >= 0.95 * target and r["err"] == 0 and r["sock"] == 0
    why = []
    if r["rps"] < 0.95 * target: why.append(f"achieved only {r['rps']:.0f} req/s")
    if r["err"]: why.append(f"{r['err']} non-2xx")
    if r["sock"]: why.append(f"{r['sock']} socket errors/timeouts")
    if r["ran_out"]: why.append("ran out of pre-created quotes")
    print(f"target: {what} p99 < {limit} ms at {target} req/s (Poisson-paced) -> {'MET' if met else 'NOT MET'}"
          f" (p99 {r['p99']} ms at {r['rps']:.0f} req/s{'; ' + ', '.join(why) if why else ''})")
    return met

print()
ok = [paced_verdict("quote create", "create_paced", 25), paced_verdict("quote execute", "execute_paced", 50)]
met = durable >= 500
note = ""
if not met and em["ran_out"]:
    note = "; INCONCLUSIVE: the run ran out of pre-created quotes, raise EXEC_MAX_RPS"
elif em["ran_out"]:
    note = " (a lower bound: the run ran out of pre-created quotes)"
print(f"target: >= 500 durable executes/s at full speed -> {'MET' if met else 'NOT MET'} ({durable:.0f}/s{note})")
ok.append(met)
print(f"\n{sum(ok)} of {len(ok)} targets met")
PY
