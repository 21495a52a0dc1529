#!/usr/bin/env python3
"""Prepares the lookup benchmark's data through the API: SENDERS customers (each waits for an active
internal account) and ACCOUNTS MXN external accounts spread over them, then writes one lookup path per
(account, sender) pair, every pair once, shuffled, to the file named by the last argument.

    python3 deploy/bench/lookup-pairs.py http://127.0.0.1:19080 user:secret SENDERS ACCOUNTS pairs.txt
"""
import base64, json, random, sys, time, urllib.error, urllib.request

base, auth, senders, accounts, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
api = "/grid/2025-10-13"
header = "Basic " + base64.b64encode(auth.encode()).decode()


def call(method, path, body=None):
    req = urllib.request.Request(base + api + path, method=method, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Authorization": header, "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        sys.exit(f"{method} {path} answered {e.code}: {e.read().decode(errors='replace')}")


def clabe(seventeen):
    weights = [3, 7, 1] * 6
    s = sum(int(d) * w % 10 for d, w in zip(seventeen, weights))
    return seventeen + str((10 - s % 10) % 10)


started = time.time()
customers = []
for i in range(senders):
    c = call("POST", "/customers", {"customerType": "INDIVIDUAL", "fullName": f"Bench Sender {i}", "email": f"bench{i}@example.com"})
    customers.append(c["id"])
for cid in customers:  # a sender sends from an active internal account, provisioned once its KYC is approved
    for _ in range(120):
        data = call("GET", f"/customers/internal-accounts?customerId={cid}")["data"]
        if any(a["status"] == "ACTIVE" for a in data):
            break
        time.sleep(0.25)
    else:
        sys.exit(f"customer {cid} has no active internal account after 30 s")
def plain_clabe(i):
    """A valid CLABE whose last three digits trigger none of the sandbox's beneficiary outcomes (1xx)."""
    n = i * 10
    while clabe("0321800%010d" % n)[-3] == "1":
        n += 1
    return clabe("0321800%010d" % n)


account_ids = []
for i in range(accounts):
    owner = customers[i % len(customers)]
    a = call("POST", "/customers/external-accounts", {
        "customerId": owner, "currency": "MXN",
        "accountInfo": {"accountType": "MXN_ACCOUNT", "clabeNumber": plain_clabe(i),
                        "beneficiary": {"beneficiaryType": "INDIVIDUAL", "fullName": f"Receiver {i}"}}})
    account_ids.append(a["id"])
pairs = [f"{api}/receiver/external-account/{a}?customerId={c}" for a in account_ids for c in customers]
random.shuffle(pairs)
with open(out, "w") as f:
    f.write("\n".join(pairs) + "\n")
print(f"[bench] {senders} senders, {accounts} external accounts: {len(pairs)} (account, sender) pairs in {time.time() - started:.1f} s")
