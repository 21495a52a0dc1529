#!/usr/bin/env bash
# generate-data.sh: loads the platform's four databases with a year of consistent data (DataGenerator.java).
#
#   CUSTOMERS=100000 deploy/bench/generate-data.sh
#
# 1. starts the platform (its own ports: GEN_HTTP_PORT 29080, GEN_HEALTH_PORT 29180, 29443, broker 63616) on the MariaDB server GEN_DB_HOST:GEN_DB_PORT (127.0.0.1:3306,
#    user root) under the database prefix GEN_PREFIX (ccpay_gen_; the four databases are dropped first);
# 2. makes a template of 12 customers with their accounts and about 100 payments in every sandbox outcome through
#    the API, and waits until every payment, event and webhook has settled; stops the platform;
# 3. copies the template straight into the tables until there are CUSTOMERS customers, spread over GEN_DAYS (365)
#    days, and checks the ledger (every currency sums to zero, no customer below zero, every journal balances);
#    with GEN_PAGE_COMPRESSION=1 the tables are made page-compressed first (InnoDB, zlib level 1), so that about
#    a third of the disk holds them (a million customers), at the price of the database's CPU compressing each page it
#    writes; this needs the mysql client;
# 4. starts the platform again on the result, checks its ledger totals and runs one new payment through it.
#
# Then measure against it: PLATFORM_DB_HOST=127.0.0.1 PLATFORM_DB_PREFIX=ccpay_gen_ deploy/bin/platform up
# Needs a build (mvn -DskipTests package) and a MariaDB server (this machine's, or any other).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$repo"
export GEN_CUSTOMERS="${CUSTOMERS:-10000}"
export GEN_DB_HOST="${GEN_DB_HOST:-127.0.0.1}" GEN_DB_PORT="${GEN_DB_PORT:-3306}" GEN_DB_USER="${GEN_DB_USER:-root}"
export GEN_DB_PASSWORD="${GEN_DB_PASSWORD:-}" GEN_PREFIX="${GEN_PREFIX:-ccpay_gen_}" GEN_DAYS="${GEN_DAYS:-365}"
export GEN_THREADS="${GEN_THREADS:-2}"   # tables copied at once, each on its own connection
export GEN_WORK="${GEN_WORK:-$repo/deploy/target/data-generator}"
http_port="${GEN_HTTP_PORT:-29080}" health_port="${GEN_HEALTH_PORT:-29180}"
export GEN_BASE_URL="http://127.0.0.1:$http_port/grid/2025-10-13" GEN_METRICS_URL="http://127.0.0.1:$health_port/metrics"
[[ "$GEN_CUSTOMERS" =~ ^[1-9][0-9]*$ ]] || { echo "CUSTOMERS must be a positive whole number" >&2; exit 2; }
[ -d deploy/target/launcher-lib ] || { echo "[generate] build first: mvn -DskipTests package" >&2; exit 1; }
mkdir -p "$GEN_WORK"
gen() { java -Xmx2g -cp "deploy/target/classes:deploy/target/launcher-lib/*" net.ccpay.deploy.bench.DataGenerator "$@"; }

platform_pid=""
start_platform() {
  local log="$GEN_WORK/platform-$1.log"
  for port in "$http_port" "$health_port" 29443 63616; do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "[generate] port $port is taken by another program; stop it or choose other ports (GEN_HTTP_PORT, GEN_HEALTH_PORT)" >&2
      exit 1
    fi
  done
  echo "[generate] starting the platform on ${GEN_PREFIX}* (log $log) ..."
  PLATFORM_DB_HOST="$GEN_DB_HOST" PLATFORM_DB_PORT="$GEN_DB_PORT" PLATFORM_DB_USER="$GEN_DB_USER" \
  PLATFORM_DB_PASSWORD="$GEN_DB_PASSWORD" PLATFORM_DB_PREFIX="$GEN_PREFIX" PLATFORM_DATA_DIR="$GEN_WORK/data" \
  PLATFORM_HTTP_PORT="$http_port" PLATFORM_HEALTH_PORT="$health_port" PLATFORM_ADMIN_HTTPS_PORT=29443 PLATFORM_EMBEDDED_BROKER_PORT=63616 \
  PLATFORM_READY_TIMEOUT_SECONDS="${PLATFORM_READY_TIMEOUT_SECONDS:-900}" PLATFORM_SANDBOX_DELAY_SCALE=0.05 PLATFORM_QUOTE_TTL_SECONDS=20 PLATFORM_WEBHOOK_RETRY_INITIAL_SECONDS=2 \
    deploy/bin/platform up >"$log" 2>&1 &
  platform_pid=$!
  for _ in $(seq 1 900); do
    if curl -fs -o /dev/null "http://127.0.0.1:$health_port/health/ready"; then echo "[generate] platform ready"; return 0; fi
    kill -0 "$platform_pid" 2>/dev/null || { echo "[generate] the platform exited; see $log" >&2; exit 1; }
    sleep 1
  done
  echo "[generate] the platform was not ready within 900 s; see $log" >&2; exit 1
}
stop_platform() {
  if [ -n "$platform_pid" ]; then
    kill "$platform_pid" 2>/dev/null || true
    wait "$platform_pid" 2>/dev/null || true
    platform_pid=""
    echo "[generate] platform stopped"
  fi
}
trap stop_platform EXIT

rm -rf "$GEN_WORK/data"
gen drop
start_platform seed
gen snapshot
gen seed
stop_platform
if [ "${GEN_PAGE_COMPRESSION:-0}" = 1 ]; then
  echo "[generate] making every table page-compressed (zlib level 1) ..."
  my=(mysql -h"$GEN_DB_HOST" -P"$GEN_DB_PORT" -u"$GEN_DB_USER" ${GEN_DB_PASSWORD:+-p"$GEN_DB_PASSWORD"} -N -B)
  "${my[@]}" -e "SELECT CONCAT('ALTER TABLE \`', table_schema, '\`.\`', table_name, '\` PAGE_COMPRESSED=1 PAGE_COMPRESSION_LEVEL=1;')
      FROM information_schema.tables WHERE table_schema LIKE '${GEN_PREFIX//_/\\_}%' AND table_type = 'BASE TABLE'" | "${my[@]}"
fi
gen clone
start_platform check
gen check
