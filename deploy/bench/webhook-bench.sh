#!/usr/bin/env bash
# Webhook delivery benchmark against a running platform (start it first: deploy/bin/platform up).
# Prints, in one run: sustained signed deliveries/s draining a backlog (BENCH_BACKLOG webhooks, 5000) with the server's
# CPU ms per delivery, and commit -> first-attempt p50/p99 with customers created Poisson-paced at about BENCH_RATE
# webhooks/s (200) for BENCH_SECONDS (30); the load average next to each figure. See WebhookBench.java.
# Environment: BENCH_BASE_URL (http://127.0.0.1:9080/grid/2025-10-13), BENCH_METRICS_URL (http://127.0.0.1:9180/metrics,
#              the health port), BENCH_AUTH (sandbox:sandbox-secret), BENCH_CLIENTS (8 API clients making the backlog),
#              BENCH_WARMUP (100 customers), BENCH_SERVER_PID (the Liberty server's pid; found from the API port if unset),
#              JFR (1: record the backlog drain with JFR into JFR_OUT, default /tmp/webhook-bench.jfr, and print where the CPU went).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
base="${BENCH_BASE_URL:-http://127.0.0.1:9080/grid/2025-10-13}"
if [ -z "${BENCH_SERVER_PID:-}" ]; then
  port="$(echo "$base" | sed -E 's#^[a-z]+://[^:/]+:([0-9]+).*#\1#')"
  BENCH_SERVER_PID="$(ss -ltnpH "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2 || true)"
  export BENCH_SERVER_PID
fi
# The receiver verifies with BouncyCastle when the build put it in the local Maven repository (else the JDK's, slower).
cp=""
bc="$(ls "${HOME}"/.m2/repository/org/bouncycastle/bcprov-jdk18on/*/bcprov-jdk18on-*.jar 2>/dev/null | grep -v sources | tail -1 || true)"
[ -n "$bc" ] && cp="-cp $bc"
[ "${JFR:-}" = 1 ] && rm -f "${JFR_OUT:-/tmp/webhook-bench.jfr}"
java $cp "$here/WebhookBench.java"
if [ "${JFR:-}" = 1 ] && [ -n "${BENCH_SERVER_PID:-}" ] && [ -f "${JFR_OUT:-/tmp/webhook-bench.jfr}" ]; then
  echo "JFR recording of the backlog drain: ${JFR_OUT:-/tmp/webhook-bench.jfr}"
  python3 "$here/jfr-hot.py" "${JFR_OUT:-/tmp/webhook-bench.jfr}" || true
fi
