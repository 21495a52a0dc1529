#!/usr/bin/env bash
# Benchmarks the external-account lookup through the gateway (HTTP Basic) against a trivial
# endpoint of a bare Liberty server, with wrk, on this machine. Prints, for both, req/s and p50/p99
# at full speed and paced at TARGET_RPS (1,000 req/s), their ratio, the CPU the platform's
# processes spent per lookup, and how long after a start the paced latency target was first met.
#
#   deploy/bench/lookup-bench.sh            # starts its own platform on port 19080 (fresh data)
#   BASE=http://localhost:9080 deploy/bench/lookup-bench.sh   # or use a running platform (no start-up figure)
#   PORT_OFFSET=100 deploy/bench/lookup-bench.sh              # all its ports +100 (another bench running)
#   JVM_ARGS='-XX:...' deploy/bench/lookup-bench.sh           # extra JVM options for the platform's Liberty server
#   JFR=1 deploy/bench/lookup-bench.sh      # records the full-speed lookup run with JFR and prints where the CPU goes
#
# Targets (docs/benchmarks.md): full speed at least 0.09 of the bare endpoint's in the same run; p99 under
# P99_TARGET_MS (10 ms) with Poisson arrivals at TARGET_RPS; and that latency met within
# START_TARGET_S (60 s) of the platform answering ready.
#
# How it measures (wrk and the servers share the same 2 cores):
# - Start-up: from the moment the platform answers ready, the lookup is driven paced at TARGET_RPS
#   in WINDOW_S windows (each printed) until two windows in a row meet the latency target (p99 under
#   P99_TARGET_MS, at least 95% of the rate, no error); the time printed is from readiness to the end
#   of the first of those two windows (creating the test data, a few seconds, is included).
# - Warm-up: then at full speed in 10 s windows until two windows in a row spent less than
#   WARMUP_JIT_MAX_S seconds compiling (read with jcmd from the platform's Liberty process when it
#   runs on this machine), or else until three windows in a row bring no new best throughput;
#   at least WARMUP_MIN_S, at most WARMUP_MAX_S seconds.
# - Paced runs: wrk has no fixed-rate mode; pace.lua gives each wrk thread a timetable of arrivals
#   (exponential gaps: close to Poisson arrivals, the usual model of "N requests per second").
#   wrk measures each request from its send, so a stall would lower the achieved rate rather than
#   show as latency: the verdict requires the achieved rate to be at least 95% of TARGET_RPS.
# - CPU per request: the platform's Liberty process and its MariaDB, from /proc, over the
#   full-speed run, divided by the requests wrk counted (needs the platform on this machine).
#
# Needs: a build (mvn -DskipTests package), wrk (apt-get install wrk), curl, python3.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$repo"
command -v wrk >/dev/null || { echo "wrk is required: apt-get install wrk" >&2; exit 1; }
wlp="$repo/deploy/target/liberty/wlp"
[ -x "$wlp/bin/server" ] || { echo "Build first: mvn -DskipTests package" >&2; exit 1; }

DURATION="${DURATION:-20s}"
SENDERS="${SENDERS:-40}"      # the lookup is spread over SENDERS x ACCOUNTS (account, sender) pairs
ACCOUNTS="${ACCOUNTS:-100}"
WARMUP_MIN_S="${WARMUP_MIN_S:-60}"
WARMUP_MAX_S="${WARMUP_MAX_S:-360}"
WARMUP_JIT_MAX_S="${WARMUP_JIT_MAX_S:-2}"
WARMUP_SETTLE_PCT="${WARMUP_SETTLE_PCT:-5}"
TARGET_RPS="${TARGET_RPS:-1000}"
P99_TARGET_MS="${P99_TARGET_MS:-10}"
RATIO_TARGET="${RATIO_TARGET:-0.09}"
START_TARGET_S="${START_TARGET_S:-60}"
START_MAX_S="${START_MAX_S:-360}"
WINDOW_S="${WINDOW_S:-5}"
PACE_CONNECTIONS="${PACE_CONNECTIONS:-32}"   # paced runs: this many connections share the timetable
PORT_OFFSET="${PORT_OFFSET:-0}"
port() { echo $(( $1 + PORT_OFFSET )); }
work="$(mktemp -d)"
started_platform=""
bare_port=$(port 19090)
cleanup() {
  WLP_OUTPUT_DIR="$work/out" "$wlp/bin/server" stop bench-bare >/dev/null 2>&1 || true
  if [ -n "$started_platform" ]; then kill -TERM "$started_platform" 2>/dev/null || true; wait "$started_platform" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
load() { cut -d' ' -f1-3 /proc/loadavg; }

# The bare server starts first, so that its start does not take the cores from the platform's start-up figure.
echo "[bench] starting a bare Liberty server (baseline) on $bare_port ..."
mkdir -p "$wlp/usr/servers/bench-bare"
cp "$here/bare-server/server.xml" "$wlp/usr/servers/bench-bare/server.xml"
env -u JVM_ARGS WLP_OUTPUT_DIR="$work/out" BENCH_PORT="$bare_port" "$wlp/bin/server" start bench-bare >/dev/null
bare="http://127.0.0.1:$bare_port/health/live"
for i in $(seq 1 60); do curl -sf "$bare" >/dev/null 2>&1 && break; sleep 0.5; done
curl -sf "$bare" >/dev/null || { echo "the bare Liberty server did not start on $bare_port; see $work/out" >&2; exit 1; }

ready_at=""
if [ -z "${BASE:-}" ]; then
  BASE="http://127.0.0.1:$(port 19080)"
  health="http://127.0.0.1:$(port 19180)/health/ready"   # the health port, not the API port
  echo "[bench] starting the platform on $(port 19080) (log: $work/platform.log; load average $(load)) ..."
  launched_at=$(date +%s.%N)
  PLATFORM_HTTP_PORT=$(port 19080) PLATFORM_HEALTH_PORT=$(port 19180) PLATFORM_ADMIN_HTTPS_PORT=$(port 19443) \
    PLATFORM_EMBEDDED_BROKER_PORT=$(port 61619) PLATFORM_DB_PORT=$(port 3309) PLATFORM_DATA_DIR="$work/data" \
    JVM_ARGS="${JVM_ARGS:-}" deploy/bin/platform up --fresh > "$work/platform.log" 2>&1 &
  started_platform=$!
  for i in $(seq 1 1800); do
    curl -sf "$health" >/dev/null 2>&1 && break
    sleep 0.1
  done
  curl -sf "$health" >/dev/null || { echo "platform did not start; see $work/platform.log" >&2; tail -20 "$work/platform.log"; exit 1; }
  ready_at=$(date +%s.%N)
  echo "[bench] ready $(python3 -c "print(round($ready_at - $launched_at, 1))") s after the launch"
fi
API="$BASE/grid/2025-10-13"
AUTH="sandbox:sandbox-secret"

echo "[bench] preparing $SENDERS senders and $ACCOUNTS external accounts through the API ..."
pairs="$work/pairs.txt"
python3 "$here/lookup-pairs.py" "$BASE" "$AUTH" "$SENDERS" "$ACCOUNTS" "$pairs"
first="$BASE$(head -1 "$pairs")"
curl -sf -u "$AUTH" "$first" >/dev/null || { echo "the lookup $first does not answer 200" >&2; exit 1; }
lookup="LOOKUP"   # run() spreads it over the pairs

basic="Authorization: Basic $(printf '%s' "$AUTH" | base64)"
wrk_on() { # url mode(max|poisson|fixed) connections seconds [wrk options] -> wrk's output; url LOOKUP: the lookup over the pairs
  local url="$1" mode="$2" conns="$3" secs="$4"; shift 4
  local extra=()
  if [ "$url" = LOOKUP ]; then
    url="$BASE"; extra=(-s "$here/lookup-pairs.lua")
  elif [ "$mode" != max ]; then
    extra=(-s "$here/pace.lua")
  fi
  PACE_MODE="$mode" PACE_RATE="$(python3 -c "print($TARGET_RPS / 2)")" PACE_SCRIPT="$here/pace.lua" PAIRS_FILE="$pairs" \
    wrk -t2 -c"$conns" -d"$secs" "$@" "${extra[@]}" -H "$basic" "$url"
}
run() { # url mode(max|poisson|fixed) connections [seconds] -> "rps p50 p99 non2xx requests"
  local out
  out=$(wrk_on "$1" "$2" "$3" "${4:-$DURATION}" --latency)
  python3 - "$out" "$here" <<'PY'
import sys
sys.path.insert(0, sys.argv[2])
from wrk_output import read
r = read(sys.argv[1])
print(f"{r['rps']:.0f} {r['p50']:.2f} {r['p99']:.2f} {r['non2xx'] + sum(r['socket'])} {r['requests']}")
PY
}
meets() { # rps p99 errors -> exit 0 when the paced latency target is met
  python3 -c "import sys; sys.exit(0 if $2 < $P99_TARGET_MS and $1 >= 0.95 * $TARGET_RPS and $3 == 0 else 1)"
}

# The platform's processes, when they run on this machine: the Liberty server (its JIT counter tells
# when warm-up is over) and MariaDB (CPU per request).
server_pid=""; db_pid=""
if [ -n "$started_platform" ]; then
  server_pid=$(pgrep -f "ws-server.jar platform\$" | while read -r p; do
    grep -qz "PLATFORM_HTTP_PORT=$(port 19080)" /proc/"$p"/environ 2>/dev/null && echo "$p"; done | head -1 || true)
  db_pid=$(pgrep -f "mariadbd.*--port=$(port 3309)|mysqld.*--port=$(port 3309)" | head -1 || true)
fi
cpu_ticks() { # pid... -> utime+stime of the processes and their threads, in clock ticks
  local t=0 p
  for p in "$@"; do [ -n "$p" ] && t=$((t + $(awk '{print $14 + $15}' /proc/"$p"/stat))); done
  echo "$t"
}
hz=$(getconf CLK_TCK)

start_s=""
if [ -n "$ready_at" ]; then
  echo "[bench] from readiness: the lookup paced at $TARGET_RPS req/s (Poisson) in ${WINDOW_S} s windows until two in a row meet p99 < $P99_TARGET_MS ms ..."
  met_before=""
  while :; do
    read -r w_rps w_p50 w_p99 w_err _ <<<"$(run "$lookup" poisson "$PACE_CONNECTIONS" "${WINDOW_S}s")"
    now=$(python3 -c "print(round($(date +%s.%N) - $ready_at, 1))")
    if meets "$w_rps" "$w_p99" "$w_err"; then
      verdict=met
      if [ -n "$met_before" ]; then start_s="$met_before"; fi
      [ -z "$met_before" ] && met_before=$(python3 -c "print(round($now - $WINDOW_S, 1))")
    else
      verdict="not met"; met_before=""
    fi
    echo "[bench]   ${now} s after ready: ${w_rps} req/s, p50 ${w_p50} ms, p99 ${w_p99} ms, ${w_err} errors: $verdict (load $(load))"
    [ -n "$start_s" ] && break
    if python3 -c "import sys; sys.exit(0 if $now >= $START_MAX_S else 1)"; then echo "[bench]   not met within ${START_MAX_S} s"; break; fi
  done
fi

if [ -n "$server_pid" ] && [ -n "$(jcmd "$server_pid" PerfCounter.print 2>/dev/null | grep java.ci.totalTime)" ]; then
  jit_seconds() { jcmd "$server_pid" PerfCounter.print 2>/dev/null | awk -F= '/java.ci.totalTime/{printf "%.1f", $2 / 1e9}'; }
  echo "[bench] warming up the lookup in 10 s windows until the JIT has settled (two windows in a row with under ${WARMUP_JIT_MAX_S} s of compiling; ${WARMUP_MIN_S}-${WARMUP_MAX_S} s) ..."
else
  jit_seconds() { echo 0; }
  server_pid_jit=""
  echo "[bench] warming up the lookup in 10 s windows until its throughput settles (no new best for three windows; ${WARMUP_MIN_S}-${WARMUP_MAX_S} s) ..."
fi
has_jit=$([ -n "$server_pid" ] && [ "$(jit_seconds)" != 0 ] && echo 1 || echo "")
best=0; waited=0; since_best=0; quiet=0; jit_before=$(jit_seconds)
while :; do
  rps=$(wrk_on "$lookup" max 16 10s | awk '/Requests\/sec/{printf "%.0f", $2}')
  waited=$((waited + 10))
  if python3 -c "import sys; sys.exit(0 if $rps > $best * (1 + $WARMUP_SETTLE_PCT / 100) else 1)"; then
    best=$rps; since_best=0
  else
    since_best=$((since_best + 1))
  fi
  if [ -n "$has_jit" ]; then
    jit_now=$(jit_seconds)
    compiled=$(python3 -c "print(round($jit_now - $jit_before, 1))"); jit_before=$jit_now
    if python3 -c "import sys; sys.exit(0 if $compiled < $WARMUP_JIT_MAX_S else 1)"; then quiet=$((quiet + 1)); else quiet=0; fi
    echo "[bench]   ${waited} s: ${rps} req/s, JIT compiling ${compiled} s of the window"
    done_warming=$([ "$quiet" -ge 2 ] && echo 1 || echo 0)
  else
    echo "[bench]   ${waited} s: ${rps} req/s (best ${best})"
    done_warming=$([ "$since_best" -ge 3 ] && echo 1 || echo 0)
  fi
  if [ "$waited" -ge "$WARMUP_MAX_S" ]; then echo "[bench]   not settled after ${WARMUP_MAX_S} s; measuring anyway"; break; fi
  if [ "$waited" -ge "$WARMUP_MIN_S" ] && [ "$done_warming" = 1 ]; then break; fi
done
wrk -t2 -c16 -d30s "$bare" >/dev/null

echo "[bench] measuring (each run $DURATION, wrk on the same 2 cores; load average $(load)) ..."
if [ "${JFR:-}" = 1 ] && [ -n "$server_pid" ]; then
  jcmd "$server_pid" JFR.start name=lookupbench settings=profile filename="$work/lookup.jfr" >/dev/null
fi
cpu0=$(cpu_ticks "$server_pid" "$db_pid"); srv0=$(cpu_ticks "$server_pid")
read -r l_rps l_p50 l_p99 l_err l_n <<<"$(run "$lookup" max 16)"
cpu1=$(cpu_ticks "$server_pid" "$db_pid"); srv1=$(cpu_ticks "$server_pid")
if [ "${JFR:-}" = 1 ] && [ -n "$server_pid" ]; then
  jcmd "$server_pid" JFR.stop name=lookupbench >/dev/null
  cp "$work/lookup.jfr" "${JFR_OUT:-/tmp/lookup-bench.jfr}"
  echo "[bench] JFR recording of the full-speed run: ${JFR_OUT:-/tmp/lookup-bench.jfr}"
  python3 "$here/jfr-hot.py" "${JFR_OUT:-/tmp/lookup-bench.jfr}" || true
fi
load_max=$(load)
read -r b_rps b_p50 b_p99 b_err _ <<<"$(run "$bare" max 16)"
read -r lp_rps lp_p50 lp_p99 lp_err _ <<<"$(run "$lookup" poisson "$PACE_CONNECTIONS")"
read -r bp_rps bp_p50 bp_p99 bp_err _ <<<"$(run "$bare" poisson "$PACE_CONNECTIONS")"

printf '\n%-52s %8s %8s %8s %8s\n' "run" "req/s" "p50 ms" "p99 ms" "errors"
echo "lookups spread over $(wc -l < "$pairs") (account, sender) pairs"
printf '%-52s %8s %8s %8s %8s\n' "lookup via gateway, 16 connections, max" "$l_rps" "$l_p50" "$l_p99" "$l_err"
printf '%-52s %8s %8s %8s %8s\n' "bare Liberty /health/live, 16 connections, max" "$b_rps" "$b_p50" "$b_p99" "$b_err"
printf '%-52s %8s %8s %8s %8s\n' "lookup via gateway, paced ~$TARGET_RPS req/s (Poisson)" "$lp_rps" "$lp_p50" "$lp_p99" "$lp_err"
printf '%-52s %8s %8s %8s %8s\n' "bare Liberty /health/live, paced ~$TARGET_RPS (Poisson)" "$bp_rps" "$bp_p50" "$bp_p99" "$bp_err"
python3 - <<PY
l_rps, b_rps, lp_p99, bp_p99, lp_rps, lp_err, l_n, hz = $l_rps, $b_rps, $lp_p99, $bp_p99, $lp_rps, $lp_err, $l_n, $hz
ratio = l_rps / b_rps
start = "${start_s}"
if "$server_pid":
    total, server = ($cpu1 - $cpu0) / hz * 1000 / l_n, ($srv1 - $srv0) / hz * 1000 / l_n
    print(f"\nCPU per lookup at full speed: {total:.2f} ms ({server:.2f} ms Liberty, {total - server:.2f} ms MariaDB); load average during it $load_max")
met = lp_p99 < $P99_TARGET_MS and lp_rps >= 0.95 * $TARGET_RPS and lp_err == 0
print(f"throughput ratio lookup/bare: {ratio:.3f} (target >= $RATIO_TARGET) -> {'MET' if ratio >= $RATIO_TARGET else 'NOT MET'}")
print(f"paced: p99 < $P99_TARGET_MS ms at $TARGET_RPS req/s (Poisson) -> {'MET' if met else 'NOT MET'}"
      f" (p99 {lp_p99} ms at {lp_rps} req/s, {lp_err} errors; bare p99 {bp_p99} ms)")
if start:
    print(f"start-up: paced target first met {start} s after ready (target <= $START_TARGET_S s) -> {'MET' if float(start) <= $START_TARGET_S else 'NOT MET'}")
elif "$ready_at":
    print(f"start-up: paced target not met within $START_MAX_S s of ready -> NOT MET")
PY
