#!/usr/bin/env python3
"""Self-test of validate_sarif.py: it must accept a log ptx-lint wrote
(valid.sarif) and reject each violation below, naming the problem.

    test_validate_sarif.py
"""

import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
VALIDATOR = os.path.join(HERE, "validate_sarif.py")
VALID = os.path.join(HERE, "valid.sarif")


def run(path, *options):
    p = subprocess.run([sys.executable, VALIDATOR, *options, path],
                       capture_output=True, text=True)
    return p.returncode, p.stderr


def result0(log):
    return log["runs"][0]["results"][0]


def region0(log):
    return result0(log)["locations"][0]["physicalLocation"]["region"]


def replacement0(log):
    return log["runs"][0]["results"][1]["fixes"][0]["artifactChanges"][0][
        "replacements"][0]


def delete(get, key):
    def mutate(log):
        del get(log)[key]
    return mutate


def assign(get, key, value):
    def mutate(log):
        get(log)[key] = value
    return mutate


def driver(log):
    return log["runs"][0]["tool"]["driver"]


# (what is wrong, how to make it wrong, text the message must contain)
MUTATIONS = [
    ("no version", delete(lambda l: l, "version"), "requires 'version'"),
    ("version 2.0.0", assign(lambda l: l, "version", "2.0.0"), "2.1.0"),
    ("no runs", delete(lambda l: l, "runs"), "requires 'runs'"),
    ("no tool", delete(lambda l: l["runs"][0], "tool"), "requires 'tool'"),
    ("no driver", delete(lambda l: l["runs"][0]["tool"], "driver"),
     "requires 'driver'"),
    ("no driver name", delete(driver, "name"), "requires 'name'"),
    ("rule without id", delete(lambda l: driver(l)["rules"][0], "id"),
     "requires 'id'"),
    ("shortDescription without text",
     assign(lambda l: driver(l)["rules"][0], "shortDescription", {}),
     "requires 'text'"),
    ("relative informationUri", assign(driver, "informationUri", "example.org"),
     "not an absolute URI"),
    ("no message", delete(result0, "message"), "requires 'message'"),
    ("message without text or id", assign(result0, "message", {}),
     "requires 'text' or 'id'"),
    ("bad level", assign(result0, "level", "fatal"), "must be one of"),
    ("ruleIndex past the rules", assign(result0, "ruleIndex", 7), "past the"),
    ("ruleIndex names another rule", assign(result0, "ruleIndex", 0),
     "but ruleId is"),
    ("startLine 0", assign(region0, "startLine", 0), "at least 1"),
    ("endColumn 0", assign(region0, "endColumn", 0), "at least 1"),
    ("string startLine", assign(region0, "startLine", "3"), "integer"),
    ("end before start", assign(region0, "endColumn", 1),
     "before startColumn"),
    ("endLine before startLine", assign(region0, "endLine", 2),
     "before startLine"),
    ("misspelt region property", assign(region0, "startColum", 2),
     "'startColum' is not a property"),
    ("empty region", lambda l: result0(l)["locations"][0]["physicalLocation"]
     .__setitem__("region", {}), "requires 'startLine'"),
    ("uri with a space", assign(
        lambda l: result0(l)["locations"][0]["physicalLocation"][
            "artifactLocation"], "uri", "my kernel.ptx"), "percent-encoded"),
    ("physicalLocation without artifact",
     delete(lambda l: result0(l)["locations"][0]["physicalLocation"],
            "artifactLocation"), "'artifactLocation' or 'address'"),
    ("fix without artifactChanges",
     delete(lambda l: l["runs"][0]["results"][1]["fixes"][0], "artifactChanges"),
     "requires 'artifactChanges'"),
    ("artifactChange without replacements",
     delete(lambda l: l["runs"][0]["results"][1]["fixes"][0][
         "artifactChanges"][0], "replacements"), "requires 'replacements'"),
    ("replacement without deletedRegion", delete(replacement0, "deletedRegion"),
     "requires 'deletedRegion'"),
    ("repeated related location id",
     lambda l: result0(l)["relatedLocations"].append(
         dict(result0(l)["relatedLocations"][0], message={"text": "other"})),
     "repeats location id"),
    ("fingerprint that is not a string",
     assign(lambda l: result0(l)["partialFingerprints"], "x", 1), "string"),
    ("no locations (GitHub)", assign(result0, "locations", []),
     "1 to 10 locations"),
    ("no ruleId (GitHub)", lambda l: [result0(l).pop(k) for k in
                                      ("ruleId", "ruleIndex")],
     "requires 'ruleId'"),
]


def main():
    failures = []

    code, err = run(VALID)
    if code != 0:
        failures.append(f"valid.sarif rejected: {err.strip()}")
    code, err = run(os.path.join(HERE, "invalid-column.sarif"))
    if code != 1 or "startColumn" not in err:
        failures.append(f"invalid-column.sarif: exit {code}, {err.strip()!r}")
    code, err = run(os.path.join(HERE, "no-such-file.sarif"))
    if code != 2:
        failures.append(f"a missing file gave exit {code}, not 2")

    with open(VALID, encoding="utf-8") as f:
        valid = json.load(f)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "mutated.sarif")

        def check(what, log, expected, *options, raw=None):
            with open(path, "wb") as f:
                f.write(raw if raw is not None
                        else json.dumps(log, indent=1).encode("utf-8"))
            code, err = run(path, *options)
            if expected is None:
                if code != 0:
                    failures.append(f"{what}: rejected: {err.strip()}")
            elif code != 1 or expected not in err:
                failures.append(f"{what}: exit {code}, message {err.strip()!r}, "
                                f"expected one containing {expected!r}")

        for what, mutate, expected in MUTATIONS:
            log = copy.deepcopy(valid)
            mutate(log)
            check(what, log, expected)

        # Valid variations.
        empty = copy.deepcopy(valid)
        empty["runs"][0]["results"] = []
        driver(empty)["rules"] = []
        check("a run without results", empty, None)
        no_locations = copy.deepcopy(valid)
        result0(no_locations)["locations"] = []
        check("no locations with --no-github", no_locations, None, "--no-github")

        # Not JSON, not UTF-8, repeated keys.
        check("truncated JSON", None, "not JSON", raw=b'{"version": "2.1.0", ')
        check("Latin-1 text", None, "not UTF-8",
              raw=b'{"version": "2.1.0", "runs": [], "x": "\xe9"}')
        check("repeated key", None, "appears twice",
              raw=b'{"version": "2.1.0", "version": "2.1.0", "runs": []}')

    for failure in failures:
        print("FAIL:", failure)
    print(f"{len(MUTATIONS) + 8 - len(failures)} of {len(MUTATIONS) + 8} "
          "validator checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
