#!/usr/bin/env python3
"""Scores ptx-lint against ptxas's verdicts and holds the line on them.

Runs the team's conformance scorer (../shared/conformance/check.py) over
the public split and compares each family's agreement, and its number of
false accepts, with the floors in thresholds.json. A family that falls
below its floor fails the test; one that rises well above it is pointed
out, so the floor can be raised and cannot silently slide back.

Exits 77 (skipped, for ctest) when the conformance data is absent.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ptx-lint", required=True)
    parser.add_argument("--thresholds", required=True)
    parser.add_argument("conformance_dir")
    args = parser.parse_args()

    check = os.path.join(args.conformance_dir, "check.py")
    public = os.path.join(args.conformance_dir, "public")
    if not os.path.isfile(check) or not os.path.isdir(public):
        print(f"skipped: no conformance data at {args.conformance_dir}")
        return 77

    with open(args.thresholds) as f:
        floors = json.load(f)["families"]

    with tempfile.TemporaryDirectory() as scratch:
        report = os.path.join(scratch, "report.json")
        run = subprocess.run([sys.executable, check, "--tool", args.ptx_lint,
                              "--json", report, public],
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout + run.stderr)
            print("conformance: check.py failed")
            return 1
        with open(report) as f:
            results = json.load(f)

    by_family = dict(results["by_family"])
    failures = 0
    print(f"{'family':32} {'agreement':>9} {'floor':>7} {'false acc.':>10}")
    for family, floor in sorted(floors.items()):
        stats = by_family.get(family)
        if not stats:
            print(f"{family:32} missing from the data")
            failures += 1
            continue
        agreement = 100.0 * stats["agree"] / stats["n"]
        verdict = "ok"
        if agreement + 1e-9 < floor["min_agreement"]:
            verdict = "BELOW FLOOR"
        max_fa = floor.get("max_false_accepts")
        if max_fa is not None and stats["fa"] > max_fa:
            verdict = "TOO MANY FALSE ACCEPTS"
        if verdict != "ok":
            failures += 1
        elif agreement - floor["min_agreement"] > 1.0:
            verdict = "ok (raise the floor)"
        print(f"{family:32} {agreement:8.2f}% {floor['min_agreement']:6.2f}% "
              f"{stats['fa']:10}  {verdict}")
    print(f"overall agreement: {results['agreement']}")
    print(f"conformance: {len(floors) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
