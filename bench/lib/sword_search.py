#!/usr/bin/python3
"""SWORD's own indexed search (CLucene, in process, through Debian's python3-sword): reads
{"module": ..., "queries": [...]} as JSON on stdin, asks each query once, and prints one JSON
line per query with its time in milliseconds and the number of verses found."""
import json
import sys
import time

import Sword

job = json.load(sys.stdin)
mgr = Sword.SWMgr()
mod = mgr.getModule(job["module"])
if mod is None:
    sys.exit(f"SWORD module {job['module']} is not installed")
for q in job["queries"]:
    start = time.perf_counter()
    found = mod.doSearch(q, -4)  # -4: the module's CLucene index (mkfastmod builds it)
    ms = (time.perf_counter() - start) * 1000
    print(json.dumps({"q": q, "ms": ms, "count": found.getCount()}), flush=True)
