# Shared by deploy/bin/backup and deploy/bin/restore (sourced, not run): where the platform's databases are and
# which MariaDB client programs to use. The same variables as the launcher (docs/operations.md): PLATFORM_DB_HOST
# (default 127.0.0.1), PLATFORM_DB_PORT (3307, the embedded MariaDB of `platform up`; 3306 when PLATFORM_DB_HOST is
# set), PLATFORM_DB_USER (root), PLATFORM_DB_PASSWORD (empty), PLATFORM_DB_PREFIX (ccpay_).

db_host="${PLATFORM_DB_HOST:-127.0.0.1}"
if [ -n "${PLATFORM_DB_HOST:-}" ]; then db_port="${PLATFORM_DB_PORT:-3306}"; else db_port="${PLATFORM_DB_PORT:-3307}"; fi
db_user="${PLATFORM_DB_USER:-root}"
db_prefix="${PLATFORM_DB_PREFIX:-ccpay_}"
services=(auth customer quote webhook)

# A MariaDB client program: MARIADB_BIN_DIR, then the binaries the embedded MariaDB unpacked, then PATH.
find_tool() {
  local name="$1" candidate
  for candidate in "${MARIADB_BIN_DIR:-/nonexistent}/$name" "$repo"/.data/*/bin/"$name" "$repo"/deploy/target/*/bin/"$name" \
                   "$repo"/deploy/target/*/*/bin/"$name"; do
    if [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  command -v "$name" 2>/dev/null && return 0
  echo "[db] $name not found: run deploy/bin/platform up once (it unpacks MariaDB), install the MariaDB client," \
       "or set MARIADB_BIN_DIR" >&2
  return 1
}

# The connection options of the client programs; the password travels in the environment, not on the command line.
client_opts() {
  local opts="--host=$db_host --port=$db_port --user=$db_user --protocol=TCP"
  # A local server without a password (the embedded one) has no certificate to check.
  if [ -z "${PLATFORM_DB_PASSWORD:-}" ]; then opts="$opts --skip-ssl-verify-server-cert"; fi
  echo "$opts"
}
export MYSQL_PWD="${PLATFORM_DB_PASSWORD:-}"
