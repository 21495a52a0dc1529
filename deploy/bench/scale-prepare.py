#!/usr/bin/env python3
"""Prepares scale-bench.sh's requests: draws ids at random from the platform's databases (the mysql
client, ORDER BY RAND()), writes one file of requests per operation into WORK (one "METHOD PATH" a
line, for scale-requests.lua), follows nextCursor PAGES pages into the customer and transaction
lists for their deep pages, checks one request of each operation with the API, and writes
WORK/ops.tsv (key, label, kind, file) in the order scale-bench.sh measures them, and WORK/quote-pairs
("InternalAccount:… ExternalAccount:…", one funded customer a line, for quote-create.lua).

    python3 deploy/bench/scale-prepare.py WORK

Settings from the environment: BASE (http://127.0.0.1:29080), AUTH (sandbox:sandbox-secret),
DB_HOST, DB_PORT, DB_USER, DB_PASSWORD, PREFIX (ccpay_gen_), SAMPLE (3000 ids of each kind), PAGES (300),
DEEP_MAX_S (90: the most time spent following one list's cursor).
"""
import base64, json, os, random, subprocess, sys, time, urllib.error, urllib.parse, urllib.request
from datetime import datetime, timedelta, timezone

work = sys.argv[1]
base = os.environ.get("BASE", "http://127.0.0.1:29080").rstrip("/")
api = "/grid/2025-10-13"
auth = "Basic " + base64.b64encode(os.environ.get("AUTH", "sandbox:sandbox-secret").encode()).decode()
prefix = os.environ.get("PREFIX", "ccpay_gen_")
sample = int(os.environ.get("SAMPLE", "3000"))
pages = int(os.environ.get("PAGES", "300"))
mysql = ["mysql", "-h", os.environ.get("DB_HOST", "127.0.0.1"), "-P", os.environ.get("DB_PORT", "3306"),
         "-u", os.environ.get("DB_USER", "root"), "-N", "-B"]
env = dict(os.environ, MYSQL_PWD=os.environ.get("DB_PASSWORD", ""))
rng = random.Random(int(os.environ.get("SEED", str(int(time.time())))))
q = lambda v: urllib.parse.quote(v, safe="")


def say(line):
    print("[scale] " + line, flush=True)


def sql(db, statement):
    """Rows of a statement in PREFIX<db>, as lists of strings (times in UTC)."""
    out = subprocess.run(mysql + [prefix + db, "-e", "SET time_zone = '+00:00'; " + statement],
                         capture_output=True, text=True, env=env)
    if out.returncode != 0:
        sys.exit(f"mysql {prefix}{db}: {out.stderr.strip()}\n  {statement}")
    return [line.split("\t") for line in out.stdout.splitlines() if line]


def call(path):
    """GET path -> (status, parsed JSON or None)."""
    req = urllib.request.Request(base + path, headers={"Authorization": auth, "Accept": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, json.load(r)
    except urllib.error.HTTPError as e:
        return e.code, None
    except (urllib.error.URLError, OSError) as e:
        return f"no answer ({e})", None


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def at(text):  # "2026-05-01 10:00:00.123456" (UTC) -> datetime
    return datetime.strptime(text[:19], "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)


def deep(first):
    """Follows nextCursor `pages` pages (for at most DEEP_MAX_S seconds) from the list request `first`; the path of the
    page reached and its number less one."""
    path, reached, until = first, 0, time.time() + float(os.environ.get("DEEP_MAX_S", "90"))
    for _ in range(pages):
        if time.time() > until:
            say(f"WARNING: {first}: stopped following nextCursor after {reached} pages (DEEP_MAX_S)")
            break
        status, page = call(path)
        if status != 200 or not page.get("nextCursor"):
            break
        path = first + "&cursor=" + q(page["nextCursor"])
        reached += 1
    return path, reached


started = time.time()
count = lambda db, table: int(sql(db, f"SELECT COUNT(*) FROM {table}")[0][0])
sizes = {"customers": count("customer", "customer"), "transactions": count("quote", "money_transaction"),
         "external accounts": count("quote", "external_account"), "webhooks": count("webhook", "webhook")}
say("rows: " + ", ".join(f"{v:,} {k}" for k, v in sizes.items()))

customers = sql("customer", "SELECT id, platform_customer_id, uma_address, created_at, updated_at FROM customer "
                            f"WHERE deleted_at IS NULL ORDER BY RAND() LIMIT {sample}")
funded = sql("quote", "SELECT customer_id, id FROM internal_account WHERE currency = 'USD' AND status = 'ACTIVE' "
                      f"AND customer_id IS NOT NULL ORDER BY RAND() LIMIT {sample}")
externals = sql("quote", "SELECT id, customer_id FROM external_account WHERE deleted_at IS NULL AND status = 'ACTIVE' "
                         f"AND customer_id IS NOT NULL ORDER BY RAND() LIMIT {sample}")
# a funded customer's USD account and one of its USD external accounts whose number ends in 000 (the sandbox's success)
quote_pairs = sql("quote", "SELECT ia.id, MIN(ea.id) FROM internal_account ia JOIN external_account ea "
                           "ON ea.customer_id = ia.customer_id AND ea.currency = 'USD' AND ea.deleted_at IS NULL "
                           "AND ea.status = 'ACTIVE' AND ea.primary_identifier LIKE '%000' "
                           "WHERE ia.currency = 'USD' AND ia.status = 'ACTIVE' AND ia.customer_id IN "
                           f"(SELECT customer_id FROM (SELECT customer_id FROM internal_account WHERE currency = 'USD' "
                           f"AND status = 'ACTIVE' AND customer_id IS NOT NULL ORDER BY RAND() LIMIT {sample}) s) GROUP BY ia.id")
transactions = sql("quote", f"SELECT id, created_at FROM money_transaction ORDER BY RAND() LIMIT {sample}")
statuses = [r[0] for r in sql("quote", "SELECT DISTINCT status FROM money_transaction")]
webhooks = [r[0] for r in sql("webhook", f"SELECT id FROM webhook ORDER BY RAND() LIMIT {sample}")]
# the currencies and regions the drawn customers declare, and a few common ones whether declared or not (a filter on a
# value few customers have is the case an index must serve)
profiles = f"(SELECT profile FROM customer ORDER BY RAND() LIMIT {sample}) p"
currencies = sorted({r[0] for r in sql("customer", "SELECT DISTINCT c.code FROM " + profiles + ", JSON_TABLE(COALESCE(JSON_EXTRACT("
                                                   "p.profile, '$.currencies'), '[]'), '$[*]' COLUMNS (code VARCHAR(16) PATH '$')) c")
                     if r[0] not in ("", "NULL")} | {"USD", "EUR", "MXN"})
regions = sorted({r[0] for r in sql("customer", "SELECT DISTINCT JSON_VALUE(p.profile, '$.region') FROM " + profiles) if r[0] not in ("", "NULL")}
                 | {"US", "MX", "GB"})
say(f"currencies filtered on: {','.join(currencies)}; regions: {','.join(regions)}")
say(f"drew {len(customers)} customers, {len(funded)} funded customers, {len(externals)} external accounts, "
    f"{len(quote_pairs)} quote pairs, {len(transactions)} transactions, {len(webhooks)} webhooks, "
    f"statuses {','.join(sorted(statuses))} in {time.time() - started:.1f} s")
for name, rows in (("customers", customers), ("funded customers", funded), ("external accounts", externals),
                   ("quote pairs", quote_pairs), ("transactions", transactions), ("webhooks", webhooks)):
    if not rows:
        sys.exit(f"no {name} in {prefix}*: is this a generated database?")

with open(os.path.join(work, "quote-pairs"), "w") as f:
    f.writelines(f"{internal} {external}\n" for internal, external in quote_pairs)

C, T = f"{api}/customers", f"{api}/transactions"
ops = []  # (key, label, kind, lines)


def op(key, label, lines, kind="paths"):
    ops.append((key, label, kind, lines))


def day_around(text):
    t = at(text)
    return iso(t - timedelta(hours=12)), iso(t + timedelta(hours=12))


op("lookup", "GET /receiver/external-account/{id}?customerId= (the account's owner)",
   [f"GET {api}/receiver/external-account/{a}?customerId={c}" for a, c in externals])
op("customers", "GET /customers?limit=20", [f"GET {C}?limit=20"])
op("customers-platform-id", "GET /customers?platformCustomerId=", [f"GET {C}?platformCustomerId={q(r[1])}&limit=20" for r in customers])
op("customers-type", "GET /customers?customerType=", [f"GET {C}?customerType={t}&limit=20" for t in ("INDIVIDUAL", "BUSINESS")])
op("customers-created", "GET /customers?createdAfter=&createdBefore= (1 day)",
   [f"GET {C}?createdAfter={a}&createdBefore={b}&limit=20" for a, b in (day_around(r[3]) for r in customers)])
op("customers-updated", "GET /customers?updatedAfter=", [f"GET {C}?updatedAfter={iso(at(r[4]))}&limit=20" for r in customers])
op("customers-uma", "GET /customers?umaAddress=", [f"GET {C}?umaAddress={q(r[2])}&limit=20" for r in customers])
op("customers-currency", "GET /customers?currency=", [f"GET {C}?currency={c}&limit=20" for c in currencies])
op("customers-region", "GET /customers?region=", [f"GET {C}?region={r}&limit=20" for r in regions])
t0 = time.time()
path, reached = deep(f"{C}?limit=20")
say(f"customers: followed nextCursor {reached} pages in {time.time() - t0:.1f} s")
op("customers-deep", f"GET /customers, page {reached + 1} (cursor)", [f"GET {path}"])
op("transactions", "GET /transactions?limit=20", [f"GET {T}?limit=20"])
op("transactions-customer", "GET /transactions?customerId=", [f"GET {T}?customerId={c}&limit=20" for c, _ in funded])
op("transactions-status", "GET /transactions?status=", [f"GET {T}?status={s}&limit=20" for s in statuses])
op("transactions-type", "GET /transactions?type=", [f"GET {T}?type={t}&limit=20" for t in ("INCOMING", "OUTGOING")])
op("transactions-dates", "GET /transactions?startDate=&endDate= (1 day)",
   [f"GET {T}?startDate={a}&endDate={b}&limit=20" for a, b in (day_around(r[1]) for r in transactions)])
op("transactions-account", "GET /transactions?accountIdentifier=", [f"GET {T}?accountIdentifier={a}&limit=20" for _, a in funded])
op("transactions-sender", "GET /transactions?senderAccountIdentifier=", [f"GET {T}?senderAccountIdentifier={a}&limit=20" for _, a in funded])
t0 = time.time()
path, reached = deep(f"{T}?limit=20")
say(f"transactions: followed nextCursor {reached} pages in {time.time() - t0:.1f} s")
op("transactions-deep", f"GET /transactions, page {reached + 1} (cursor)", [f"GET {path}"])
op("transaction", "GET /transactions/{id}", [f"GET {T}/{t}" for t, _ in transactions])
op("internal-accounts", "GET /customers/internal-accounts?customerId=", [f"GET {C}/internal-accounts?customerId={r[0]}" for r in customers])
op("internal-accounts-all", "GET /customers/internal-accounts?limit=20, and with currency=",
   [f"GET {C}/internal-accounts?limit=20"] + [f"GET {C}/internal-accounts?currency={c}&limit=20" for c in ("USD", "EUR", "MXN")])
op("external-accounts-all", "GET /customers/external-accounts?limit=20, and with currency=",
   [f"GET {C}/external-accounts?limit=20"] + [f"GET {C}/external-accounts?currency={c}&limit=20" for c in ("USD", "MXN")])
op("platform-accounts", "GET /platform/internal-accounts", [f"GET {api}/platform/internal-accounts"])
op("overview-payments", "GET /ops/overview/payments?period=30d", [f"GET {api}/ops/overview/payments?period=30d"])
op("overview-balances", "GET /ops/overview/balances", [f"GET {api}/ops/overview/balances"])
op("overview-onboarding", "GET /ops/overview/onboarding", [f"GET {api}/ops/overview/onboarding"])
op("overview-webhooks", "GET /ops/overview/webhooks?period=30d", [f"GET {api}/ops/overview/webhooks?period=30d"])
op("webhooks", "GET /ops/webhooks?limit=20", [f"GET {api}/ops/webhooks?limit=20"])
op("quote-create", "POST /quotes (funded customers, 1.00 USD)", [], kind="create")
op("quote-execute", "POST /quotes/{id}/execute", [], kind="execute")
op("redeliver", "POST /ops/webhooks/{id}/redeliver", [f"POST {api}/ops/webhooks/{w}/redeliver" for w in webhooks])

with open(os.path.join(work, "ops.tsv"), "w") as index:
    for key, label, kind, lines in ops:
        file = os.path.join(work, key + ".paths")
        if lines:
            rng.shuffle(lines)
            with open(file, "w") as f:
                f.write("\n".join(lines) + "\n")
        index.write(f"{key}\t{label}\t{kind}\t{file}\n")
        # one request of each read, checked here so that a wrong request shows before the runs
        if lines and lines[0].startswith("GET "):
            status, _ = call(lines[0][4:])
            if status != 200:
                say(f"WARNING: {key}: {lines[0]} answered {status}")
say(f"{len(ops)} operations prepared in {time.time() - started:.1f} s")
