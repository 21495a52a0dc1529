#!/usr/bin/env bash
# Benchmarks the external-account lookup through the gateway (HTTP Basic) against a trivial
# endpoint of a bare Liberty server, with wrk, on this machine, and prints req/s and p50/p99
# for both and their ratio: once at full speed, once paced at about 500 req/s.
#
#   deploy/bench/lookup-bench.sh            # starts its own platform on port 19080 (fresh data)
#   BASE=http://localhost:9080 deploy/bench/lookup-bench.sh   # or use a running platform
#
# How it measures (wrk and the servers share the same 2 cores):
# - Warm-up: on 2 cores the JIT compiles for 4-5 minutes under load, and its compiler
#   threads compete with the requests: throughput climbs from ~200 to ~1,700 req/s meanwhile, with
#   dips. The lookup is driven in 10 s windows (each printed) until two windows in a row spent less
#   than WARMUP_JIT_MAX_S seconds compiling (read with jcmd from the platform's Liberty process when
#   it runs on this machine), or else until three windows in a row bring no new best throughput;
#   at least WARMUP_MIN_S, at most WARMUP_MAX_S seconds.
# - Paced runs: wrk has no fixed-rate mode, so each connection pauses between requests (pace.lua).
#   The target run draws the pauses at random (exponential), which gives close to Poisson arrivals
#   at about 500 req/s. The same rate with fixed pauses ("bursts") keeps the connections in step,
#   so they arrive together: a harsher pattern, printed for comparison. wrk measures each request
#   from its send, so a stall lowers the offered rate instead of showing as latency (coordinated
#   omission): the paced verdict requires the achieved rate to be at least 475 req/s.
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
WARMUP_MIN_S="${WARMUP_MIN_S:-60}"
WARMUP_MAX_S="${WARMUP_MAX_S:-360}"
WARMUP_JIT_MAX_S="${WARMUP_JIT_MAX_S:-2}"
WARMUP_SETTLE_PCT="${WARMUP_SETTLE_PCT:-5}"
TARGET_RPS="${TARGET_RPS:-500}"
PACE_CONNECTIONS="${PACE_CONNECTIONS:-20}"   # paced runs: this many connections, pausing between requests
PACE_DELAY_MS="${PACE_DELAY_MS:-36}"      # the probe's pause; the runs' pause is calibrated from it
work="$(mktemp -d)"
started_platform=""
cleanup() {
  WLP_OUTPUT_DIR="$work/out" "$wlp/bin/server" stop bench-bare >/dev/null 2>&1 || true
  if [ -n "$started_platform" ]; then kill -TERM "$started_platform" 2>/dev/null || true; wait "$started_platform" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

if [ -z "${BASE:-}" ]; then
  BASE="http://127.0.0.1:19080"
  health="http://127.0.0.1:19180/health/ready"   # the health port, not the API port
  echo "[bench] starting the platform on 19080 (log: $work/platform.log) ..."
  PLATFORM_HTTP_PORT=19080 PLATFORM_HEALTH_PORT=19180 PLATFORM_ADMIN_HTTPS_PORT=19443 \
    PLATFORM_EMBEDDED_BROKER_PORT=61619 PLATFORM_DB_PORT=3309 PLATFORM_DATA_DIR="$work/data" \
    deploy/bin/platform up --fresh > "$work/platform.log" 2>&1 &
  started_platform=$!
  for i in $(seq 1 180); do
    curl -sf "$health" >/dev/null 2>&1 && break
    sleep 1
  done
  curl -sf "$health" >/dev/null || { echo "platform did not start; see $work/platform.log" >&2; tail -20 "$work/platform.log"; exit 1; }
fi
API="$BASE/grid/2025-10-13"
AUTH="sandbox:sandbox-secret"

echo "[bench] preparing a sender with accounts and an MXN external account ..."
customer=$(curl -sf -u "$AUTH" -H 'Content-Type: application/json' "$API/customers" \
  -d '{"customerType":"INDIVIDUAL","fullName":"Bench Sender","email":"bench@example.com"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
for i in $(seq 1 60); do
  n=$(curl -sf -u "$AUTH" "$API/customers/internal-accounts?customerId=$customer" | python3 -c 'import json,sys; print(sum(1 for a in json.load(sys.stdin)["data"] if a["status"]=="ACTIVE"))')
  [ "$n" -gt 0 ] && break
  sleep 0.5
done
account=$(curl -sf -u "$AUTH" -H 'Content-Type: application/json' "$API/customers/external-accounts" \
  -d "{\"customerId\":\"$customer\",\"currency\":\"MXN\",\"accountInfo\":{\"accountType\":\"MXN_ACCOUNT\",\"clabeNumber\":\"032180000118359719\",\"beneficiary\":{\"beneficiaryType\":\"INDIVIDUAL\",\"fullName\":\"Frida\"}}}" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
lookup="$API/receiver/external-account/$account?customerId=$customer"
curl -sf -u "$AUTH" "$lookup" >/dev/null || { echo "the lookup does not answer 200" >&2; exit 1; }

echo "[bench] starting a bare Liberty server (baseline) on 19090 ..."
mkdir -p "$wlp/usr/servers/bench-bare"
cp "$here/bare-server/server.xml" "$wlp/usr/servers/bench-bare/server.xml"
WLP_OUTPUT_DIR="$work/out" "$wlp/bin/server" start bench-bare >/dev/null
bare="http://127.0.0.1:19090/health/live"
for i in $(seq 1 60); do curl -sf "$bare" >/dev/null 2>&1 && break; sleep 0.5; done

basic="Authorization: Basic $(printf '%s' "$AUTH" | base64)"
run() { # url mode(max|poisson|fixed) connections [pause ms] -> "rps p50 p99 non2xx"
  local extra=()
  if [ "$2" != max ]; then extra=(-s "$here/pace.lua"); fi
  local out
  out=$(PACE_MODE="$2" PACE_DELAY_MS="${4:-$PACE_DELAY_MS}" wrk -t2 -c"$3" -d"${DURATION}" --latency "${extra[@]}" -H "$basic" "$1")
  python3 - "$out" <<'PY'
import re, sys
out = sys.argv[1]
def ms(v):
    m = re.match(r"([\d.]+)(us|ms|s|m)", v)
    if not m:
        sys.stderr.write(out)
        raise SystemExit("cannot read latency '" + v + "' from wrk's output above")
    n, u = m.groups()
    return float(n) * {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}[u]
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
p50 = ms(re.search(r"\s50%\s+(\S+)", out).group(1))
p99 = ms(re.search(r"\s99%\s+(\S+)", out).group(1))
non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
print(f"{rps:.0f} {p50:.2f} {p99:.2f} {non2xx.group(1) if non2xx else 0}")
PY
}

# The platform's Liberty process, when it runs on this machine: its JIT counter tells when warm-up is over.
server_pid=$(pgrep -f 'ws-server.jar platform$' | head -1 || true)
jit_seconds() { jcmd "$server_pid" PerfCounter.print 2>/dev/null | awk -F= '/java.ci.totalTime/{printf "%.1f", $2 / 1e9}'; }
if [ -n "$server_pid" ] && [ -n "$(jit_seconds)" ]; then
  echo "[bench] warming up the lookup in 10 s windows until the JIT has settled (two windows in a row with under ${WARMUP_JIT_MAX_S} s of compiling; ${WARMUP_MIN_S}-${WARMUP_MAX_S} s) ..."
else
  server_pid=""
  echo "[bench] warming up the lookup in 10 s windows until its throughput settles (no new best for three windows; ${WARMUP_MIN_S}-${WARMUP_MAX_S} s) ..."
fi
best=0; waited=0; since_best=0; quiet=0; jit_before=$( [ -n "$server_pid" ] && jit_seconds || echo 0)
while :; do
  rps=$(wrk -t2 -c16 -d10s -H "$basic" "$lookup" | awk '/Requests\/sec/{printf "%.0f", $2}')
  waited=$((waited + 10))
  if python3 -c "import sys; sys.exit(0 if $rps > $best * (1 + $WARMUP_SETTLE_PCT / 100) else 1)"; then
    best=$rps; since_best=0
  else
    since_best=$((since_best + 1))
  fi
  if [ -n "$server_pid" ]; then
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

echo "[bench] measuring (each run $DURATION, wrk on the same 2 cores) ..."
read -r l_rps l_p50 l_p99 l_err <<<"$(run "$lookup" max 16)"
read -r b_rps b_p50 b_p99 b_err <<<"$(run "$bare" max 16)"
# Each of C connections offers 1000 / (pause + overhead) req/s, where the overhead is the latency
# plus wrk's own time. A short probe at PACE_DELAY_MS measures the overhead; the pause is then set
# so that the connections offer TARGET_RPS.
pause_for() { # url mode -> pause ms
  local probe
  read -r probe _ <<<"$(DURATION=8s run "$1" "$2" "$PACE_CONNECTIONS")"
  python3 -c "
c, t, d, r = $PACE_CONNECTIONS, $TARGET_RPS, $PACE_DELAY_MS, max($probe, 1)
overhead = max(c * 1000 / r - d, 0)
pause = c * 1000 / t - overhead
if pause < 1:
    raise SystemExit(f'{c} connections cannot offer {t} req/s here (each request takes {overhead:.1f} ms); raise PACE_CONNECTIONS')
print(round(pause))"
}
lp_pause=$(pause_for "$lookup" poisson)
echo "[bench] pacing the lookup at ~$TARGET_RPS req/s: $PACE_CONNECTIONS connections, random pauses (mean ${lp_pause} ms)"
read -r lp_rps lp_p50 lp_p99 lp_err <<<"$(run "$lookup" poisson "$PACE_CONNECTIONS" "$lp_pause")"
lf_pause=$(pause_for "$lookup" fixed)
echo "[bench] pacing the lookup at ~$TARGET_RPS req/s: $PACE_CONNECTIONS connections, fixed pauses (${lf_pause} ms, bursts)"
read -r lf_rps lf_p50 lf_p99 lf_err <<<"$(run "$lookup" fixed "$PACE_CONNECTIONS" "$lf_pause")"
bp_pause=$(pause_for "$bare" poisson)
read -r bp_rps bp_p50 bp_p99 bp_err <<<"$(run "$bare" poisson "$PACE_CONNECTIONS" "$bp_pause")"

printf '\n%-52s %8s %8s %8s %8s\n' "run" "req/s" "p50 ms" "p99 ms" "non-2xx"
printf '%-52s %8s %8s %8s %8s\n' "lookup via gateway, 16 connections, max" "$l_rps" "$l_p50" "$l_p99" "$l_err"
printf '%-52s %8s %8s %8s %8s\n' "bare Liberty /health/live, 16 connections, max" "$b_rps" "$b_p50" "$b_p99" "$b_err"
printf '%-52s %8s %8s %8s %8s\n' "lookup via gateway, paced ~$TARGET_RPS req/s (Poisson)" "$lp_rps" "$lp_p50" "$lp_p99" "$lp_err"
printf '%-52s %8s %8s %8s %8s\n' "lookup via gateway, paced ~$TARGET_RPS req/s (bursts)" "$lf_rps" "$lf_p50" "$lf_p99" "$lf_err"
printf '%-52s %8s %8s %8s %8s\n' "bare Liberty /health/live, paced ~$TARGET_RPS (Poisson)" "$bp_rps" "$bp_p50" "$bp_p99" "$bp_err"
python3 - <<PY
l_rps, b_rps, lp_p99, bp_p99, lp_rps, lp_err = $l_rps, $b_rps, $lp_p99, $bp_p99, $lp_rps, $lp_err
met = lp_p99 < 25 and lp_rps >= 0.95 * $TARGET_RPS and lp_err == 0
print(f"\nthroughput ratio lookup/bare: {l_rps / b_rps:.3f};  paced p99 ratio lookup/bare: {lp_p99 / max(bp_p99, 0.001):.1f}x")
print(f"target: p99 < 25 ms at $TARGET_RPS req/s (Poisson-paced) -> {'MET' if met else 'NOT MET'}"
      f" (p99 {lp_p99} ms at {lp_rps} req/s, {lp_err} non-2xx)")
PY
