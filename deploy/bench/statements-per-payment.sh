#!/usr/bin/env bash
# statements-per-payment.sh: how many SQL statements the platform's databases run per payment (its quote execute,
# settlement, ledger postings, events and webhooks), counted with MariaDB's general log, and which ones.
#
#   deploy/bench/statements-per-payment.sh [N]     # N payments (100); about 3 minutes; port 19080 must be free
#
# Starts the platform (ports 19080/19180/19443, broker 61619, its embedded MariaDB on 3309, fresh data), creates an
# approved customer with a funded USD account and an MXN external account, makes 30 payments to warm up and N quotes,
# then logs every statement for two windows of W (40) seconds: one idle, one in which the N quotes are executed one
# after the other and settle. It prints the statements per payment (busy minus idle, divided by N) and writes the
# statements, normalised (literals as ?), with their counts per payment, busy and idle, to OUT/per-payment.txt
# (OUT: /tmp/statements-<folder>). The counts do not depend on the machine's speed: compare two trees with it.
#
# Needs: a build (mvn -DskipTests package), curl, jq, python3, the mysql client.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tree="$(cd "$here/../.." && pwd)"
N=${1:-100}; W=${W:-40}; OUT=${OUT:-/tmp/statements-$(basename "$tree")}
for tool in curl jq python3 mysql; do command -v "$tool" >/dev/null || { echo "$tool is required" >&2; exit 1; }; done
[ -x "$tree/deploy/target/liberty/wlp/bin/server" ] || { echo "Build first: mvn -DskipTests package" >&2; exit 1; }
if curl -s -o /dev/null --max-time 2 http://127.0.0.1:19180/health/ready; then
  echo "something already answers on port 19180: stop it first" >&2; exit 1
fi
mkdir -p "$OUT"; cd "$tree"
work=$(mktemp -d)
echo "[statements] starting the platform on 19080 (log: $OUT/platform.log) ..."
PLATFORM_HTTP_PORT=19080 PLATFORM_HEALTH_PORT=19180 PLATFORM_ADMIN_HTTPS_PORT=19443 \
  PLATFORM_EMBEDDED_BROKER_PORT=61619 PLATFORM_DB_PORT=3309 PLATFORM_DATA_DIR="$work/data" \
  deploy/bin/platform up --fresh > "$OUT/platform.log" 2>&1 &
pid=$!
trap 'kill -TERM $pid; wait $pid; rm -rf "$work"' EXIT
for i in $(seq 1 240); do curl -sf http://127.0.0.1:19180/health/ready >/dev/null 2>&1 && break; sleep 1; done
curl -sf http://127.0.0.1:19180/health/ready >/dev/null || { echo "the platform did not start" >&2; exit 1; }
echo "[statements] preparing a customer and $N quotes ..."
B=http://127.0.0.1:19080/grid/2025-10-13; AUTH=sandbox:sandbox-secret
M="mysql -h127.0.0.1 -P3309 -uroot"
C=$(curl -s -u $AUTH -H 'Content-Type: application/json' $B/customers -d '{"customerType":"INDIVIDUAL","fullName":"Ada Lovelace","email":"ada@example.com"}' | jq -r .id)
A=$(curl -s -u $AUTH "$B/customers/internal-accounts?customerId=$C&currency=USD" | jq -r '.data[0].id')
curl -s -u $AUTH -H 'Content-Type: application/json' $B/sandbox/internal-accounts/$A/fund -d '{"amount":100000000}' >/dev/null
E=$(curl -s -u $AUTH -H 'Content-Type: application/json' $B/customers/external-accounts -d '{"customerId":"'$C'","currency":"MXN","accountInfo":{"accountType":"MXN_ACCOUNT","clabeNumber":"032180000118359719","beneficiary":{"beneficiaryType":"INDIVIDUAL","fullName":"Frida Kahlo"}}}' | jq -r .id)
quote() { L=$(curl -s -u $AUTH "$B/receiver/external-account/$E?customerId=$C&sendingCurrency=USD" | jq -r .lookupId)
  curl -s -u $AUTH -H 'Content-Type: application/json' $B/quotes -d '{"lookupId":"'$L'","source":{"sourceType":"ACCOUNT","accountId":"'$A'"},"destination":{"destinationType":"ACCOUNT","accountId":"'$E'"},"lockedCurrencySide":"SENDING","lockedCurrencyAmount":10000}' | tee -a "$OUT/quote-bodies" | jq -r .id; }
execute() { curl -s -o /dev/null -w '%{http_code}\n' -u $AUTH -X POST -H "Idempotency-Key: $(cat /proc/sys/kernel/random/uuid)" $B/quotes/$1/execute; }
[ "$(quote)" != null ] || { echo "a quote could not be created: $(tail -c 400 $OUT/quote-bodies)" >&2; exit 1; }
for i in $(seq 1 30); do execute $(quote) >/dev/null; done
for i in $(seq 1 $N); do quote; done > $OUT/quotes
sleep 20
echo "[statements] logging an idle window of $W s, then $N executes and their settlement for $W s ..."
$M -e "SET GLOBAL log_output='TABLE'; TRUNCATE mysql.general_log; SET GLOBAL general_log=1"
sleep $W
$M -e "SET GLOBAL general_log=0; CREATE DATABASE IF NOT EXISTS stmtc; DROP TABLE IF EXISTS stmtc.idle; CREATE TABLE stmtc.idle AS SELECT * FROM mysql.general_log; TRUNCATE mysql.general_log; SET GLOBAL general_log=1"
t0=$(date +%s)
while read q; do execute $q; done < $OUT/quotes | sort | uniq -c > $OUT/exec-codes
t1=$(date +%s)
left=$(( W - (t1 - t0) )); [ "$left" -gt 0 ] || { echo "the executes took longer than W=$W s: raise W" >&2; exit 1; }
sleep "$left"
$M -e "SET GLOBAL general_log=0; DROP TABLE IF EXISTS stmtc.busy; CREATE TABLE stmtc.busy AS SELECT * FROM mysql.general_log"
echo "[statements] the executes took $((t1-t0)) s of the $W s window; answers: $(tr -s ' \n' ' ' < "$OUT/exec-codes")"
echo "[statements] payments still PROCESSING at the end of the window (should be 0): $(curl -s -u $AUTH "$B/transactions?limit=1&status=PROCESSING" | jq .totalCount)"
for t in idle busy; do $M -N -B -e "SELECT command_type, CONVERT(argument USING utf8mb4) FROM stmtc.$t" > $OUT/$t.tsv; done
python3 - "$OUT" "$N" <<'PY'
import sys, re, collections
out, n = sys.argv[1], int(sys.argv[2])
def norm(s):
    s = re.sub(r"'(?:[^'\\]|\\.)*'", "?", s)
    s = re.sub(r"\b\d+(\.\d+)?\b", "?", s)
    s = re.sub(r"\s+", " ", s).strip()
    s = re.sub(r"\(\?(, ?\?)+\)", "(?+)", s)
    return s[:150]
def load(t):
    c = collections.Counter()
    for line in open(f"{out}/{t}.tsv", errors="replace"):
        parts = line.rstrip("\n").split("\t", 1)
        if len(parts) < 2: continue
        typ, arg = parts
        if typ not in ("Query", "Execute", "Prepare"): continue
        c[(typ, norm(arg))] += 1
    return c
idle, busy = load("idle"), load("busy")
keys = set(idle) | set(busy)
rows = sorted(((busy[k]-idle[k])/n, busy[k], idle[k], k) for k in keys)
tot = sum(busy.values()) - sum(idle.values())
print(f"statements per payment: {tot/n:.1f}  (busy {sum(busy.values())}, idle {sum(idle.values())})")
with open(f"{out}/per-payment.txt", "w") as f:
    for per, b, i, k in sorted(rows, reverse=True):
        f.write(f"{per:8.2f} {b:7d} {i:7d} {k[0]:8s} {k[1]}\n")
PY
echo "[statements] the statements per payment, busy and idle counts: $OUT/per-payment.txt"
head -40 "$OUT/per-payment.txt"
