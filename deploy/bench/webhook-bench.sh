#!/usr/bin/env bash
# Webhook delivery benchmark against a running platform (start it first: deploy/bin/platform up).
# Prints commit -> first-attempt delay (p50/p99) and sustained signed deliveries per second.
# Environment: BENCH_BASE_URL (http://127.0.0.1:9080/grid/2025-10-13), BENCH_AUTH (sandbox:sandbox-secret),
#              BENCH_N (300 customers per phase), BENCH_CLIENTS (4 concurrent API clients).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec java "$here/WebhookBench.java"
