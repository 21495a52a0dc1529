"""Reads wrk's text output (run with --latency) for the benchmark scripts: one reader, one error message."""
import re
import sys

_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0, "h": 3600000.0}


def ms(value, out=""):
    """A wrk duration ("812.00us", "1.20ms", "2.00s") in milliseconds."""
    m = re.match(r"([\d.]+)(us|ms|s|m|h)", value)
    if not m:
        sys.stderr.write(out)
        raise SystemExit("cannot read the time '" + value + "' from wrk's output above")
    return float(m.group(1)) * _UNITS[m.group(2)]


def find(pattern, out):
    """The first match of a pattern wrk's output must hold; stops the benchmark, showing the output, when absent."""
    m = re.search(pattern, out)
    if not m:
        sys.stderr.write(out)
        raise SystemExit("cannot find /" + pattern + "/ in wrk's output above")
    return m


def read(out):
    """The figures of one wrk run: requests/s, p50 and p99 (ms), requests, seconds, non-2xx answers, socket errors."""
    done = find(r"(\d+) requests in ([\d.]+\w+),", out)
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    sock = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    return {
        "rps": float(find(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        "p50": ms(find(r"\s50%\s+(\S+)", out).group(1), out),
        "p99": ms(find(r"\s99%\s+(\S+)", out).group(1), out),
        "requests": int(done.group(1)),
        "seconds": ms(done.group(2), out) / 1000,
        "non2xx": int(non2xx.group(1)) if non2xx else 0,
        "socket": tuple(int(g) for g in sock.groups()) if sock else (0, 0, 0, 0),
    }
