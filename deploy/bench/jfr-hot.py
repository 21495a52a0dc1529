#!/usr/bin/env python3
"""Where the CPU goes in a JFR recording (JDK 17 has no `jfr view`): from its execution samples,
the share of samples by top frame (self), and by area (the first frame, from the top, of a
package the table below knows), printed as percentages of all samples.

    python3 deploy/bench/jfr-hot.py recording.jfr [top N]
"""
import collections, json, subprocess, sys

AREAS = [  # first match from the top of the stack wins
    ("org.mariadb.", "MariaDB JDBC driver"),
    ("org.eclipse.persistence.", "EclipseLink"),
    ("org.apache.hc.", "gateway->service HTTP client (Apache HttpClient)"),
    ("java.net.http.", "JDK HttpClient"),
    ("javax.crypto.", "HMAC (internal credential)"),
    ("com.sun.crypto.", "HMAC (internal credential)"),
    ("sun.security.", "JDK security"),
    ("org.jboss.resteasy.", "RESTEasy (JAX-RS)"),
    ("org.eclipse.parsson.", "JSON-P"),
    ("org.eclipse.yasson.", "JSON-B"),
    ("org.jboss.weld.", "Weld (CDI)"),
    ("com.ibm.ws.tx.", "Liberty transactions"),
    ("com.ibm.tx.", "Liberty transactions"),
    ("com.ibm.ejs.j2c.", "Liberty connection pool"),
    ("com.ibm.ws.rsadapter.", "Liberty JDBC wrappers"),
    ("com.ibm.ws.jdbc.", "Liberty JDBC wrappers"),
    ("com.ibm.ws.webcontainer", "Liberty web container"),
    ("com.ibm.ws.http.", "Liberty HTTP channel"),
    ("com.ibm.ws.tcpchannel.", "Liberty TCP channel"),
    ("com.ibm.io.async.", "Liberty TCP channel"),
    ("com.ibm.wsspi.", "Liberty SPI"),
    ("com.ibm.ws.threading.", "Liberty threads"),
    ("com.ibm.ws.", "Liberty, other"),
    ("net.ccpay.", "platform code"),
    ("java.util.logging.", "JDK logging"),
    ("java.util.regex.", "JDK regex"),
    ("sun.nio.", "JDK NIO"),
    ("java.", "JDK, other"),
    ("jdk.", "JDK, other"),
    ("sun.", "JDK, other"),
]

GENERIC = ("java.", "jdk.", "sun.")

def area(frames):
    """The first frame from the top in a known non-generic package; else the first generic one."""
    names = [f["method"]["type"]["name"].replace("/", ".") for f in frames]
    for generic in (False, True):
        for name in names:
            if name.startswith(GENERIC) != generic:
                continue
            for prefix, label in AREAS:
                if name.startswith(prefix):
                    return label
    return "other"

def app(frames):
    """Whose work a sample is: the platform frame nearest the top of the stack (common's shared code
    skipped) names the web application; none within the recorded depth: Liberty's own work (HTTP
    channel, web container and JAX-RS dispatch before a platform method is reached)."""
    for f in frames:
        name = f["method"]["type"]["name"].replace("/", ".")
        if name.startswith("net.ccpay.") and not name.startswith("net.ccpay.common."):
            part = name.split(".")[2]
            return {"gateway": "gateway", "quote": "quote-service", "auth": "auth-service", "customer": "customer-service",
                    "webhook": "webhook-service"}.get(part, part)
    return "no platform frame in the recorded stack (Liberty: HTTP channel, web container, JAX-RS dispatch)"

def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", path],
                         check=True, capture_output=True, text=True).stdout
    events = json.loads(out)["recording"]["events"]
    selfs, areas, apps = collections.Counter(), collections.Counter(), collections.Counter()
    for e in events:
        frames = e["values"]["stackTrace"]["frames"] if e["values"].get("stackTrace") else []
        if not frames:
            continue
        f = frames[0]["method"]
        selfs[f["type"]["name"].replace("/", ".") + "." + f["name"]] += 1
        areas[area(frames)] += 1
        apps[app(frames)] += 1
    n = sum(areas.values()) or 1
    print(f"[jfr] {n} execution samples; by area (the first frame from the top in a package other than the JDK's generic ones):")
    for k, v in areas.most_common():
        print(f"[jfr]   {100 * v / n:5.1f}%  {k}")
    print("[jfr] by application (the platform frame nearest the top of the stack):")
    for k, v in apps.most_common():
        print(f"[jfr]   {100 * v / n:5.1f}%  {k}")
    print(f"[jfr] top {top} methods by own samples:")
    for k, v in selfs.most_common(top):
        print(f"[jfr]   {100 * v / n:5.1f}%  {k}")

main()
