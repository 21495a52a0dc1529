"""How late this machine wakes a sleeping thread: sleeps 2 ms again and again for the given seconds and prints how
much longer than 2 ms each sleep took, in ms: p50, p99, p99.9 and the longest.

On a host that runs other virtual machines' CPUs on the same cores, a virtual CPU that went idle can wait
milliseconds to run again when work arrives. The guest counts none of that as steal (its CPU was idle, not taken),
so a paced benchmark's tail lengthens while the cores look idle. A few tenths of a millisecond at p99 is a quiet
host; several milliseconds means the run's tail measured the host as well.

usage: python3 host-timer.py SECONDS
"""
import sys
import time

seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
late = []
end = time.monotonic() + seconds
while time.monotonic() < end:
    t = time.perf_counter()
    time.sleep(0.002)
    late.append((time.perf_counter() - t - 0.002) * 1000)
late.sort()
at = lambda q: late[min(len(late) - 1, int(len(late) * q))]
print(f"{at(0.5):.2f} {at(0.99):.2f} {at(0.999):.2f} {late[-1]:.2f}")
