# generated-platform.sh: sourced by the benchmarks that start the platform on a generated database
# (scale-bench.sh, housekeeping-bench.sh). Expects DB_HOST, DB_PORT, DB_USER, DB_PASSWORD, PREFIX, DATA_DIR,
# HTTP_PORT, HEALTH_PORT and a say function; PLATFORM_* settings in the environment reach the platform.

# need_tools TOOL...: exits naming the first tool this machine lacks.
need_tools() {
  local tool
  for tool in "$@"; do
    command -v "$tool" >/dev/null || { echo "$tool is required" >&2; exit 1; }
  done
}

# start_generated_platform LOG: starts the all-in-one platform on PREFIX* (Admin Center on 29443, broker on 63616) in
# the background, its output in LOG; sets platform_pid, BASE and ready_s (seconds from the launch to ready).
start_generated_platform() {
  local log=$1 launched
  [ -d deploy/target/launcher-lib ] || { echo "build first: mvn -DskipTests package" >&2; exit 1; }
  for port in "$HTTP_PORT" "$HEALTH_PORT" 29443 63616; do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "port $port is taken: stop what runs there, or use it with BASE=http://127.0.0.1:$HTTP_PORT" >&2; exit 1
    fi
  done
  BASE="http://127.0.0.1:$HTTP_PORT"
  say "starting the platform on ${PREFIX}* at $DB_HOST:$DB_PORT (log $log) ..."
  launched=$(date +%s.%N)
  PLATFORM_DB_HOST="$DB_HOST" PLATFORM_DB_PORT="$DB_PORT" PLATFORM_DB_USER="$DB_USER" PLATFORM_DB_PASSWORD="$DB_PASSWORD" \
  PLATFORM_DB_PREFIX="$PREFIX" PLATFORM_DATA_DIR="$DATA_DIR" PLATFORM_HTTP_PORT="$HTTP_PORT" PLATFORM_HEALTH_PORT="$HEALTH_PORT" \
  PLATFORM_ADMIN_HTTPS_PORT=29443 PLATFORM_EMBEDDED_BROKER_PORT=63616 \
  PLATFORM_READY_TIMEOUT_SECONDS="${PLATFORM_READY_TIMEOUT_SECONDS:-900}" \
    deploy/bin/platform up >"$log" 2>&1 &
  platform_pid=$!
  for _ in $(seq 1 900); do
    curl -fs -o /dev/null "http://127.0.0.1:$HEALTH_PORT/health/ready" && break
    kill -0 "$platform_pid" 2>/dev/null || { echo "the platform exited; see $log" >&2; exit 1; }
    sleep 1
  done
  curl -fs -o /dev/null "http://127.0.0.1:$HEALTH_PORT/health/ready" || { echo "the platform was not ready within 900 s; see $log" >&2; exit 1; }
  ready_s=$(python3 -c "import time; print(round(time.time() - $launched, 1))")
  say "ready $ready_s s after the launch"
}
